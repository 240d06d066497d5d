/**
 * `--json -`: the report as standard output, for `linkspider URL` and `linkspider merge`; the
 * console report moves to standard error, so a pipe gets JSON and nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliScratch, runCli } from '../helpers/cli.js';
import { startServer } from '../helpers/server.js';
import type { Report } from '../../src/report/model.js';

const scratch = cliScratch('ls-json-stdout-');

async function site() {
  const srv = await startServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>home</title><a href="/gone">gone</a> <a href="/ok">ok</a>');
      return;
    }
    res.writeHead(req.url === '/ok' ? 200 : 404, { 'content-type': 'text/html' });
    res.end('x');
  });
  scratch.servers.push(srv);
  return srv;
}

describe('--json -', () => {
  it('writes the whole report to standard output, and no file named "-"', async () => {
    const srv = await site();
    const r = await runCli([`${srv.url}/`, '--json', '-', '--quiet'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.schema).toBe('linkspider-report');
    expect(report.dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    // The console report is on standard error instead.
    expect(r.stderr).toContain('/gone');
    expect(() => readFileSync(path.join(scratch.dir, '-'))).toThrow(/ENOENT/);
  });

  it('linkspider merge --json - writes the merged report to standard output', async () => {
    const srv = await site();
    const shards = [1, 2].map((i) => path.join(scratch.dir, `shard-${i}.json`));
    for (const [i, file] of shards.entries()) {
      const r = await runCli([`${srv.url}/`, '--shard', `${i + 1}/2`, '--json', file, '--quiet'], { cwd: scratch.dir });
      expect(r.code === 0 || r.code === 1, r.stderr).toBe(true);
    }
    const r = await runCli(['merge', ...shards, '--json', '-'], { cwd: scratch.dir });
    expect(r.code, r.stderr).toBe(1);
    const merged = JSON.parse(r.stdout) as Report;
    expect(merged.dead.map((d) => d.url)).toEqual([`${srv.url}/gone`]);
    expect(merged.run.shards).toBe(2);
  });
});
