/**
 * The Action's `db` input, run as the runner runs the bundle (test/helpers/action.ts): node:sqlite
 * works from the ncc bundle, the database lands in the workspace, and it is in the artifact's file
 * list (through the test-only recording uploader).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, sandbox } from '../helpers/action.js';
import { startServer, type TestServer } from '../helpers/server.js';

let site: TestServer;
beforeAll(async () => {
  site = await startServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>Home</title>\n<a href="/broken">broken</a>\n<a href="mailto:ops@site.test">ops</a>\n');
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
});
afterAll(() => site.close());

describe('Action input db', () => {
  it('writes the crawl database in the workspace and uploads it with the reports', async () => {
    // A file there that is not a linkspider database: the step fails naming the input, the file is kept.
    const dirs = sandbox({ 'out/crawl.db': 'precious\n' });
    const refused = await runAction({ urls: `${site.url}/`, db: 'out/crawl.db', retries: '0' }, dirs);
    expect(refused.code).toBe(1);
    const error = refused.commands.find((c) => c.command === 'error');
    expect(error?.message).toBe(
      `db: ${path.join(dirs.workspace, 'out', 'crawl.db')} exists and is not a linkspider database; it is left alone: remove it or choose another file`,
    );
    expect(readFileSync(path.join(dirs.workspace, 'out', 'crawl.db'), 'utf8')).toBe('precious\n');

    const ok = sandbox();
    const okLog = path.join(ok.root, 'artifacts.jsonl');
    const run = await runAction({ urls: `${site.url}/`, db: 'out/crawl.db', 'artifact-name': 'links', 'artifact-mirror': 'false', retries: '0' }, ok, {
      LINKSPIDER_TEST_ARTIFACT_LOG: okLog,
    });
    expect(run.code, run.stdout + run.stderr).toBe(1); // a dead link, fail: true
    expect(run.stderr).not.toMatch(/ExperimentalWarning/);
    expect(run.outputs).toMatchObject({ dead: '1', pages: '1' });
    const file = path.join(ok.workspace, 'out', 'crawl.db');
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(
        db
          .prepare("SELECT l.line, l.col FROM links l JOIN verdicts v ON v.url = l.target WHERE v.state = 'dead'")
          .all()
          .map((x) => ({ ...x })),
      ).toEqual([{ line: 2, col: 4 }]);
      expect({ ...db.prepare('SELECT address FROM mailto').get() }).toEqual({ address: 'ops@site.test' });
      expect({ ...db.prepare('SELECT state FROM run').get() }).toEqual({ state: 'complete' });
    } finally {
      db.close();
    }

    expect(existsSync(okLog)).toBe(true);
    const uploads = readFileSync(okLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { rootDir: string; files: string[] });
    expect(uploads).toHaveLength(1);
    const files = uploads[0]!.files.map((f) => path.resolve(uploads[0]!.rootDir, f)).sort();
    const reports = ['report.json', 'report.md', 'report.html'].map((f) => path.join(ok.temp, 'linkspider', f));
    expect(files).toEqual([file, ...reports].sort());
  });
});
