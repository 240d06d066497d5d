import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Log, Result } from 'sarif';
import type { ErrorCode } from '../../src/model/link.js';
import { buildSarif, sarifText, SARIF_MAX_RESULTS, writeSarif } from '../../src/report/sarif.js';
import { ruleIdOf, SARIF_RULES } from '../../src/report/sarif-rules.js';
import { sarifSchemaErrors } from '../helpers/formats.js';
import { dead, ref, report, warn } from './action-report-fixture.js';

const workspace = path.resolve('/work/repo');
const results = (log: Log): Result[] => log.runs[0]!.results!;
const uriOf = (r: Result) => r.locations?.[0]?.physicalLocation?.artifactLocation?.uri;

describe('SARIF rules', () => {
  it('has one rule per error code of the model, each with short, full and help text', () => {
    const codes: ErrorCode[] = [
      'timeout',
      'refused',
      'reset',
      'dns',
      'tls',
      'redirect-loop',
      'too-many-redirects',
      'unsupported-redirect',
      'invalid-url',
      'protocol',
      'missing-fragment',
      'missing-file',
      'network',
      'unfinished',
    ];
    const ids = new Set(SARIF_RULES.map((r) => r.id));
    expect(ids.size).toBe(SARIF_RULES.length);
    for (const c of codes) expect(ids.has(ruleIdOf({ error: c }))).toBe(true);
    for (const rule of SARIF_RULES) {
      expect(rule.shortDescription?.text).toBeTruthy();
      expect(rule.fullDescription?.text).toBeTruthy();
      expect(rule.help?.text).toBeTruthy();
      expect(rule.help?.markdown).toBeTruthy();
      expect((rule.name ?? '').length).toBeLessThanOrEqual(255);
    }
  });

  it('names the class of each verdict', () => {
    expect(ruleIdOf({ status: 404 })).toBe('dead/404');
    expect(ruleIdOf({ status: 418 })).toBe('dead/4xx');
    expect(ruleIdOf({ status: 599 })).toBe('dead/5xx');
    expect(ruleIdOf({ status: 302 })).toBe('dead/3xx');
    expect(ruleIdOf({ status: 204 })).toBe('dead/http');
    expect(ruleIdOf({ error: 'dns' })).toBe('dead/dns');
    expect(ruleIdOf({ error: 'missing-fragment', status: 200 })).toBe('missing-fragment');
    expect(ruleIdOf({ status: 999, blocked: true })).toBe('blocked');
  });
});

describe('buildSarif', () => {
  const folder = { workspace, sitePath: path.join(workspace, 'public') };

  it('is valid SARIF 2.1.0: one result per place, errors and warnings, files relative to %SRCROOT%', () => {
    const r = report({
      dead: [
        dead('/docs/gone.html', {
          referrers: [ref({ page: '/a.html', file: 'a.html', line: 3, column: 9 }), ref({ page: '/b.html', file: 'sub/b.html', line: 7, column: 2 })],
        }),
        dead('https://gone.invalid/', {
          error: 'dns',
          status: undefined,
          reason: 'host not found (DNS)',
          internal: false,
          referrers: [ref({ page: '/a.html', file: 'a.html', line: 4 })],
        }),
      ],
      warnings: [warn('https://busy.example/', { referrers: [ref({ page: '/a.html', file: 'a.html', line: 5 })] })],
      blocked: [
        warn('https://www.linkedin.com/in/x', {
          status: 999,
          blocked: true,
          reason: 'blocked: LinkedIn: HTTP 999',
          referrers: [ref({ page: '/b.html', file: 'sub/b.html' })],
        }),
      ],
    });
    const log = buildSarif(r, folder);
    expect(sarifSchemaErrors(log)).toEqual([]);
    const rs = results(log);
    expect(rs.map((x) => [x.ruleId, x.level, uriOf(x)])).toEqual([
      ['dead/404', 'error', 'public/a.html'],
      ['dead/404', 'error', 'public/sub/b.html'],
      ['dead/dns', 'error', 'public/a.html'],
      ['dead/429', 'warning', 'public/a.html'],
      ['blocked', 'warning', 'public/sub/b.html'],
    ]);
    expect(rs[0]!.locations![0]!.physicalLocation).toMatchObject({ artifactLocation: { uriBaseId: '%SRCROOT%' }, region: { startLine: 3, startColumn: 9 } });
    for (const x of rs) expect(SARIF_RULES[x.ruleIndex!]!.id).toBe(x.ruleId);
    expect(log.runs[0]!.originalUriBaseIds!['%SRCROOT%']!.uri).toMatch(/^file:\/\/.*\/work\/repo\/$/);
    expect(log.runs[0]!.invocations![0]!.executionSuccessful).toBe(true);
    // The validator is no rubber stamp: a result without a message, or a line 0, is refused.
    const broken = structuredClone(log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    delete broken.runs[0]!.results[0]!['message'];
    expect(sarifSchemaErrors(broken)).not.toEqual([]);
    const line0 = structuredClone(log);
    line0.runs[0]!.results![0]!.locations![0]!.physicalLocation!.region!.startLine = 0;
    expect(sarifSchemaErrors(line0)).not.toEqual([]);
  });

  it('keeps fingerprints when the lines move, and tells identical links in one file apart', () => {
    const at = (line: number) =>
      report({
        dead: [
          dead('https://site.test/x', {
            referrers: [
              ref({ page: 'README.md', file: 'README.md', line, text: 'X' }),
              ref({ page: 'README.md', file: 'README.md', line: line + 10, text: 'X' }),
            ],
          }),
        ],
      });
    const fp = (log: Log) => results(log).map((x) => x.partialFingerprints!['primaryLocationLineHash']);
    const before = fp(buildSarif(at(3), { workspace }));
    const after = fp(buildSarif(at(40), { workspace }));
    expect(before).toEqual(after);
    expect(new Set(before).size).toBe(2);
    expect(before[0]).toMatch(/^[0-9a-f]{16}:1$/);
    expect(before[1]).toMatch(/:2$/);
    // Another target in the same place is another alert.
    const other = fp(
      buildSarif(report({ dead: [dead('https://site.test/y', { referrers: [ref({ page: 'README.md', file: 'README.md', line: 3, text: 'X' })] })] }), {
        workspace,
      }),
    );
    expect(other[0]).not.toBe(before[0]);
  });

  it('puts a link in the sources it is written in, and drops the built place on the same line', () => {
    const r = report({
      dead: [
        dead('https://site.test/gone', { referrers: [ref({ page: '/a.html', file: 'a.html', line: 3 }), ref({ page: '/b.html', file: 'b.html', line: 8 })] }),
      ],
    });
    const hits = new Map([
      [
        'https://site.test/gone',
        [
          { file: 'docs/a.md', line: 12, column: 4, endColumn: 25 },
          { file: 'public/a.html', line: 3, column: 1, endColumn: 20 },
        ],
      ],
    ]);
    const rs = results(buildSarif(r, { ...folder, sourceHits: hits }));
    expect(rs.map((x) => [uriOf(x), x.locations![0]!.physicalLocation!.region!.startLine])).toEqual([
      ['docs/a.md', 12],
      ['public/a.html', 3],
      ['public/b.html', 8],
    ]);
    expect(rs[0]!.locations![0]!.physicalLocation!.region).toMatchObject({ startColumn: 4, endColumn: 26 });
    expect(rs[0]!.message.text).toContain('found on 2 pages');
  });

  it('gives a live page a logical location only (code scanning needs a file), and a dead start URL its own', () => {
    const r = report({
      dead: [dead('https://site.test/gone'), dead('https://site.test/', { referrers: [] })],
    });
    const log = buildSarif(r, { workspace });
    expect(sarifSchemaErrors(log)).toEqual([]);
    const rs = results(log);
    expect(rs.every((x) => x.locations![0]!.physicalLocation === undefined)).toBe(true);
    expect(rs.map((x) => x.locations![0]!.logicalLocations![0]!.fullyQualifiedName).sort()).toEqual(['https://site.test/', 'https://site.test/']);
    expect(rs.find((x) => x.properties!['url'] === 'https://site.test/')!.message.text).toContain('start URL');
  });

  it('maps a folder outside the workspace to SITEROOT', () => {
    const r = report({ dead: [dead('/gone', { referrers: [ref({ page: '/a b#c.html', file: 'a b#c.html' })] })] });
    const log = buildSarif(r, { workspace, sitePath: path.resolve('/elsewhere/site') });
    expect(sarifSchemaErrors(log)).toEqual([]);
    const loc = results(log)[0]!.locations![0]!.physicalLocation!.artifactLocation!;
    expect(loc).toEqual({ uri: 'a%20b%23c.html', uriBaseId: 'SITEROOT' });
    expect(log.runs[0]!.originalUriBaseIds!['SITEROOT']!.uri).toMatch(/\/elsewhere\/site\/$/);
  });

  it('escapes untrusted text: no embedded links, no control or bidi characters, one line', () => {
    expect(sarifText('see [here](1) \\[x\\]')).toBe('see \\[here\\](1) \\\\\\[x\\\\\\]');
    expect(sarifText('a\u0000b\nc\u202ed\u2066e')).toBe('a b cde');
    const r = report({
      dead: [dead('https://site.test/x', { referrers: [ref({ text: '[click](https://evil.example)\u202e\r\nnext', file: 'README.md', page: 'README.md' })] })],
    });
    const log = buildSarif(r, { workspace });
    const text = results(log)[0]!.message.text!;
    expect(text).toContain('\\[click\\](https://evil.example)');
    expect(text).not.toMatch(/[\r\n\u202e]/);
    expect(/(?<!\\)\[/.test(text)).toBe(false);
    expect(sarifSchemaErrors(log)).toEqual([]);
  });

  it('marks a partial run and caps the results at what code scanning accepts', () => {
    const many = Array.from({ length: 30 }, (_, i) => ref({ page: 'README.md', file: 'README.md', line: i + 1 }));
    const r = report({ dead: [dead('https://site.test/x', { referrers: many })] });
    r.run.incomplete = true;
    r.run.incompleteReason = 'max-duration';
    const log = buildSarif(r, { workspace, maxResults: 10 });
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(10);
    expect(run.invocations![0]!.executionSuccessful).toBe(false);
    const notes = run.invocations![0]!.toolExecutionNotifications!;
    expect(notes.map((n) => n.descriptor?.id)).toEqual(['incomplete', 'results-capped']);
    expect(notes[0]!.message.text).toContain('max-duration');
    expect(notes[1]!.message.text).toContain('20 of 30');
    expect(run.properties).toMatchObject({ incomplete: true, incompleteReason: 'max-duration', resultsLeftOut: 20 });
    expect(buildSarif(r, { workspace, maxResults: 10 ** 9 }).runs[0]!.results!.length).toBeLessThanOrEqual(SARIF_MAX_RESULTS);
  });

  it('writes exactly JSON.stringify(log, null, 2), results streamed', async () => {
    const refs = Array.from({ length: 900 }, (_, i) => ref({ page: 'README.md', file: 'README.md', line: i + 1, text: `t${i} \u2028 "q"` }));
    const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-sarif-'));
    try {
      for (const r of [report({ dead: [dead('https://site.test/x', { referrers: refs })] }), report()]) {
        const log = buildSarif(r, { workspace });
        await writeSarif(log, path.join(dir, 'x.sarif'));
        expect(readFileSync(path.join(dir, 'x.sarif'), 'utf8')).toBe(`${JSON.stringify(log, null, 2)}\n`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
