import { describe, expect, it } from 'vitest';
import { apiTargetOf, webHostOf } from '../../src/http/github-links.js';
import { rateLimitPause } from '../../src/http/github.js';

const target = (u: string) => apiTargetOf(new URL(u), 'github.com');

describe('apiTargetOf', () => {
  it('maps repositories, issues and pull requests (both through the issues endpoint)', () => {
    expect(target('https://github.com/nodejs/undici')).toEqual({ kind: 'repository', path: '/repos/nodejs/undici' });
    expect(target('https://github.com/nodejs/undici/')).toEqual({ kind: 'repository', path: '/repos/nodejs/undici' });
    expect(target('https://github.com/nodejs/undici?tab=readme')).toEqual({ kind: 'repository', path: '/repos/nodejs/undici' });
    expect(target('https://github.com/nodejs/undici/issues/3140')).toEqual({ kind: 'issue', path: '/repos/nodejs/undici/issues/3140' });
    expect(target('https://github.com/nodejs/undici/pull/3143')).toEqual({ kind: 'pull request', path: '/repos/nodejs/undici/issues/3143' });
    expect(target('https://github.com/a-b/c.d_e')).toEqual({ kind: 'repository', path: '/repos/a-b/c.d_e' });
  });

  it('leaves everything else to the web check', () => {
    for (const u of [
      'https://github.com/nodejs/undici/blob/main/README.md',
      'https://github.com/nodejs/undici/tree/main/lib',
      'https://github.com/nodejs/undici/pull/3143/files',
      'https://github.com/nodejs/undici/issues',
      'https://github.com/nodejs/undici/issues/0',
      'https://github.com/nodejs/undici/issues/x',
      'https://github.com/nodejs',
      'https://github.com/',
      'https://github.com/features/actions',
      'https://github.com/orgs/nodejs',
      'https://github.com/sponsors/someone',
      'https://github.com/nodejs/undici.git',
      'https://github.com/-bad/repo',
      'https://github.com/a--b/repo',
      'https://www.github.com/nodejs/undici',
      'https://gist.github.com/nodejs/undici',
      'https://user:pw@github.com/nodejs/undici',
      'ftp://github.com/nodejs/undici',
    ]) {
      expect(target(u), u).toBeUndefined();
    }
  });
});

describe('webHostOf', () => {
  it('api.X serves X; an Enterprise Server serves its own host', () => {
    expect(webHostOf(new URL('https://api.github.com'))).toBe('github.com');
    expect(webHostOf(new URL('https://api.acme.ghe.com'))).toBe('acme.ghe.com');
    expect(webHostOf(new URL('https://git.acme.example/api/v3'))).toBe('git.acme.example');
  });
  it('any other API root judges no links (a fake API on loopback, a proxy)', () => {
    expect(webHostOf(new URL('http://127.0.0.1:8080'))).toBeUndefined();
    expect(webHostOf(new URL('https://proxy.example/github'))).toBeUndefined();
  });
});

describe('rateLimitPause', () => {
  const now = 1_700_000_000_000;
  it('no pause while requests remain', () => {
    expect(rateLimitPause(200, { 'x-ratelimit-remaining': '10', 'x-ratelimit-reset': '1700000100' }, now)).toEqual({ pauseMs: 0, limited: false });
  });
  it('the last request spent: every request waits for the reset, this answer still counts', () => {
    expect(rateLimitPause(200, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000100' }, now)).toEqual({ pauseMs: 100_000, limited: false });
  });
  it('a primary limit (403, nothing remaining): until the reset, and asked again', () => {
    expect(rateLimitPause(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000060' }, now)).toEqual({ pauseMs: 60_000, limited: true });
  });
  it('a secondary limit: retry-after wins; without it at least a minute', () => {
    expect(rateLimitPause(403, { 'retry-after': '7', 'x-ratelimit-remaining': '4000' }, now)).toEqual({ pauseMs: 7000, limited: true });
    expect(rateLimitPause(429, {}, now)).toEqual({ pauseMs: 60_000, limited: true });
  });
  it('a 403 that is no rate limit is an answer, not a pause', () => {
    expect(rateLimitPause(403, { 'x-ratelimit-remaining': '4000' }, now)).toEqual({ pauseMs: 0, limited: false });
  });
});
