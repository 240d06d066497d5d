/** `--status` rules, client-state fragments and `--exclude-path` paths: the pure parts of issue 40 (part B). */
import { describe, expect, it } from 'vitest';
import { okStatuses, parseStatusRule, StatusSet, statusVerdict } from '../../src/check/status-set.js';
import { verdict, type VerdictPolicy } from '../../src/check/verdict.js';
import { isClientStateFragment } from '../../src/check/fragment.js';
import { isExcludedFolder, isExcludedPath } from '../../src/support/path-filter.js';
import { parseExtensions, parseIndexFiles } from '../../src/options/parse.js';
import { UsageError } from '../../src/errors.js';
import { response } from '../helpers/outcome.js';

const policy = (...rules: string[]): VerdictPolicy => ({
  accept: StatusSet.parse('200-299', 'accept'),
  warnOn: StatusSet.parse('429', 'warn-on'),
  status: rules.map((r) => parseStatusRule(r, '--status')),
  blocked: 'warn',
});

describe('--status', () => {
  it('parses CODE[-CODE]:verdict, also a list of codes, and refuses anything else naming the flag', () => {
    expect(parseStatusRule('403:skip', 's')).toMatchObject({ verdict: 'skip' });
    expect(parseStatusRule('500-599:WARN', 's').codes.toString()).toBe('500-599');
    expect(parseStatusRule('200-299,304:ok', 's').codes.has(304)).toBe(true);
    expect(parseStatusRule('4xx:error', 's')).toMatchObject({ verdict: 'dead' });
    expect(parseStatusRule('4xx,503:warn', 's').codes.toString()).toBe('400-499,503');
    for (const bad of ['403', '403:', ':ok', '403:maybe', '700:ok', '404-403:dead', '6xx:ok', '40x:ok']) {
      expect(() => parseStatusRule(bad, '--status')).toThrow(UsageError);
      expect(() => parseStatusRule(bad, '--status')).toThrow(/--status/);
    }
  });

  it('reads accept and warn-on first, then the rules; the last rule naming a status wins', () => {
    const p = policy('400-499:warn', '404:dead', '403:skip');
    expect(statusVerdict(200, p)).toBe('ok');
    expect(statusVerdict(429, p)).toBe('warn');
    expect(statusVerdict(404, p)).toBe('dead');
    expect(statusVerdict(403, p)).toBe('skip');
    expect(statusVerdict(410, p)).toBe('warn');
    expect(statusVerdict(500, p)).toBe('dead');
    expect(statusVerdict(200, policy('200:dead'))).toBe('dead');
    expect(statusVerdict(429, policy('429:ok'))).toBe('ok');
  });

  it('gives ok statuses as one set (a page is parsed, a HEAD needs no GET)', () => {
    expect(okStatuses(policy()).has(418)).toBe(false);
    expect(okStatuses(policy('418:ok')).has(418)).toBe(true);
    expect(okStatuses(policy('200:skip')).has(200)).toBe(false);
  });

  it('makes skip a skipped verdict, and a rule beats --blocked for its status only', () => {
    expect(verdict(response(403), policy('403:skip'))).toEqual({ state: 'skipped', reason: 'HTTP 403 Forbidden' });
    const wall = response(403, { botMarker: 'cf-mitigated: challenge' });
    expect(verdict(wall, policy())).toMatchObject({ state: 'warn', blocked: true });
    expect(verdict(wall, policy('403:skip')).state).toBe('skipped');
    expect(verdict(wall, policy('403:dead'))).toEqual({ state: 'dead', reason: 'HTTP 403 Forbidden' });
    expect(verdict(response(403), policy('410:warn')).state).toBe('dead');
  });
});

describe('client-state fragments', () => {
  it('are routes, hashbangs and what --skip-fragment finds', () => {
    expect(isClientStateFragment('/users/1')).toBe(true);
    expect(isClientStateFragment('!inbox')).toBe(true);
    expect(isClientStateFragment('section-2')).toBe(false);
    expect(isClientStateFragment('L10', [/^L\d+$/])).toBe(true);
    expect(isClientStateFragment('intro', [/^L\d+$/])).toBe(false);
  });
});

describe('--exclude-path', () => {
  it('matches a file by its path or by a folder above it, written with its slash', () => {
    expect(isExcludedPath('drafts/a.html', [/drafts/])).toBe(true);
    expect(isExcludedPath('blog/drafts/b.html', [/^drafts\//])).toBe(false);
    expect(isExcludedPath('blog/drafts/b.html', [/^blog\/drafts\/$/])).toBe(true);
    expect(isExcludedPath('a.min.html', [/\.min\.html$/])).toBe(true);
    expect(isExcludedPath('a.html', [])).toBe(false);
    expect(isExcludedFolder('vendor', [/^vendor\/$/])).toBe(true);
    expect(isExcludedFolder('vendors', [/^vendor\//])).toBe(false);
  });
});

describe('--fallback-extensions and --index-files values', () => {
  it('takes commas and repeats, drops a leading dot, and none', () => {
    expect(parseExtensions('x', ['html, .htm', 'md'])).toEqual(['html', 'htm', 'md']);
    expect(parseExtensions('x', ['none'])).toEqual([]);
    expect(parseExtensions('x', [])).toBeUndefined();
    expect(() => parseExtensions('--fallback-extensions', ['a/b'])).toThrow(/--fallback-extensions/);
    expect(parseIndexFiles('x', ['index.html,README.html'])).toEqual(['index.html', 'README.html']);
    expect(parseIndexFiles('x', [])).toBeUndefined();
    expect(() => parseIndexFiles('--index-files', ['docs/index.html'])).toThrow(/--index-files.*no folder/);
  });
});
