/**
 * The report files the CLI, `linkspider merge` and the Action share (src/app/report-files.ts):
 * every output path checked before the first request, and `--json -` as standard output.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutputPaths, writeReportFiles } from '../../src/app/report-files.js';
import { outputPathProblem } from '../../src/support/output-path.js';
import { isRunError, type RunErrorCode } from '../../src/errors.js';
import { dead, ref, report } from './action-report-fixture.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ls-report-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'a-file');
writeFileSync(file, 'x');
mkdirSync(path.join(dir, 'a-folder'));

describe('checkOutputPaths', () => {
  it('accepts paths whose folders exist or can be made, and standard output for json', () => {
    expect(() =>
      checkOutputPaths(
        { json: '-', sarif: path.join(dir, 'new', 'deeper', 'x.sarif'), junit: file, mirror: path.join(dir, 'a-folder'), db: 'rel/crawl.db' },
        undefined,
        dir,
      ),
    ).not.toThrow();
    expect(outputPathProblem(path.join(dir, 'a-folder', 'mirror'), 'folder')).toBeUndefined();
  });

  it('names the flag and the path when a path lies under a file, is a folder where a file goes, or a file where a folder goes', () => {
    const names = (k: string) => `--${k}`;
    const cases: [Parameters<typeof checkOutputPaths>[0], RunErrorCode, RegExp][] = [
      [{ json: path.join(file, 'r.json') }, 'report-file', /^--json: cannot write ".*a-file\/r\.json": .*a-file is a file, not a folder$/],
      [{ sarif: path.join(dir, 'a-folder') }, 'report-file', /^--sarif: cannot write ".*a-folder": it is a folder; expected a file name$/],
      [{ html: path.join(dir, 'a-folder') }, 'report-file', /^--html: cannot write ".*a-folder": it is a folder; expected a file name$/],
      [{ junit: path.join(file, 'x', 'y', 'j.xml') }, 'report-file', /^--junit: .*a-file is a file, not a folder$/],
      [{ mirror: file }, 'mirror-folder', /^--mirror: cannot write ".*a-file": it is a file; expected a folder$/],
      [{ cache: path.join(file, 'c.json') }, 'cache-file', /^--cache: /],
      [{ db: path.join(file, 'c.db') }, 'db-file', /^--db: /],
    ];
    for (const [options, code, message] of cases) {
      let thrown: unknown;
      try {
        checkOutputPaths(options, names);
      } catch (e) {
        thrown = e;
      }
      expect(isRunError(thrown, code), `${code}: ${String(thrown)}`).toBe(true);
      expect((thrown as Error).message).toMatch(message);
    }
  });
});

describe('writeReportFiles', () => {
  const r = report({ dead: [dead('https://site.test/gone', { referrers: [ref({ page: 'https://site.test/' })] })] });

  it('writes json "-" to standard output, whole and parseable, and the other files to disk', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString('utf8')));
    const sarif = path.join(dir, 'out', 'r.sarif');
    const written = await writeReportFiles(r, { json: '-', sarif }, { workspace: dir, stdout: out });
    expect(written.map((w) => [w.kind, w.file, w.error])).toEqual([
      ['json', '-', undefined],
      ['sarif', sarif, undefined],
    ]);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(r)));
    expect(written[1]!.results).toEqual({ total: 1, unplaced: 1 });
    expect(JSON.parse(readFileSync(sarif, 'utf8')).runs[0].results).toHaveLength(1);
  });

  it('writes the HTML page, with the report in it', async () => {
    const html = path.join(dir, 'out', 'r.html');
    const written = await writeReportFiles(r, { html }, { workspace: dir });
    expect(written.map((w) => [w.kind, w.file, w.error])).toEqual([['html', html, undefined]]);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain('"url":"https://site.test/gone"');
  });

  it('a file that cannot be written is reported, and the others are still written', async () => {
    const junit = path.join(dir, 'out', 'r.xml');
    const written = await writeReportFiles(r, { json: path.join(file, 'r.json'), junit }, { workspace: dir });
    expect(written[0]!.error).toBeInstanceOf(Error);
    expect(written[1]).toEqual({ kind: 'junit', file: junit });
    expect(readFileSync(junit, 'utf8')).toContain('<testsuites');
  });
});
