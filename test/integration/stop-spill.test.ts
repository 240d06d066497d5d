/**
 * The spill folder (crawl/frontier/spill.ts) is removed however the CLI stops: the bundled CLI crawls a
 * site with 60,000 URLs waiting (past the 50,000 kept in memory, so its waiting lines spill to
 * TMPDIR), and is stopped by SIGTERM (partial report written) or by Ctrl-C twice (quit at once).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { cliScratch, spawnCli } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';

const HUBS = 30;
const PER_HUB = 2000;
const scratch = cliScratch('linkspider-stop-spill-');
const { servers, children } = scratch;

const spillFolders = (tmp: string) => readdirSync(tmp).filter((n) => n.startsWith('linkspider-spill-'));

/** Hubs answer with 2,000 new links each; leaves are held open, so every leaf waits. */
async function hubSite(): Promise<TestServer> {
  const srv = await startServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/q/')) return;
    res.writeHead(200, { 'content-type': 'text/html' });
    if (url === '/') {
      res.end(Array.from({ length: HUBS }, (_, h) => `<a href="/h/${h}">h</a>`).join('\n'));
      return;
    }
    const h = url.slice(3);
    res.end(Array.from({ length: PER_HUB }, (_, n) => `<a href="/q/${h}/${n}">l</a>`).join('\n'));
  });
  servers.push(srv);
  return srv;
}

/** Resolves once the child's waiting lines are on disk (segment files in its spill folder). */
async function spilled(tmp: string, child: ChildProcess): Promise<void> {
  for (;;) {
    const folders = spillFolders(tmp);
    if (folders.some((f) => readdirSync(path.join(tmp, f)).length > 0)) return;
    if (child.exitCode !== null) throw new Error(`the CLI exited (${child.exitCode}) before spilling`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Resolves once the spill folder has stopped growing (its size the same over three looks 200 ms
 * apart): every hub has been parsed and all its leaves queued, not only the first 50,000.
 */
async function spillSettled(tmp: string): Promise<void> {
  const size = () => {
    let n = 0;
    for (const f of spillFolders(tmp)) for (const e of readdirSync(path.join(tmp, f))) n += statSync(path.join(tmp, f, e)).size;
    return n;
  };
  let last = -1;
  let same = 0;
  while (same < 3) {
    const now = size();
    same = now === last ? same + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout!.resume();
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

describe('the spill folder', () => {
  it('is removed when SIGTERM stops the crawl, and the URLs left waiting are counted in the partial report', async () => {
    const srv = await hubSite();
    const tmp = mkdtempSync(path.join(scratch.dir, 'term-'));
    const json = path.join(scratch.dir, 'term.json');
    const child = await spawnCli([`${srv.url}/`, '--json', json, '--quiet', '--timeout', '10m'], { env: { TMPDIR: tmp } });
    children.push(child);
    const done = exited(child);
    await spilled(tmp, child);
    expect(spillFolders(tmp)[0]).toMatch(new RegExp(`^linkspider-spill-${child.pid}-`));
    await spillSettled(tmp);
    child.kill('SIGTERM');
    const r = await done;
    expect(r.code).toBe(130);
    expect(spillFolders(tmp)).toEqual([]);
    expect(existsSync(json)).toBe(true);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.run.incompleteReason).toBe('interrupted');
    // Every leaf was found; the held ones are unfinished, the rest never checked.
    expect((report.skipped['not-checked'] ?? 0) + (report.unfinished?.length ?? 0)).toBe(HUBS * PER_HUB);
  }, 180_000);

  it('is removed when Ctrl-C twice quits at once', async () => {
    const srv = await hubSite();
    const tmp = mkdtempSync(path.join(scratch.dir, 'int-'));
    const child = await spawnCli([`${srv.url}/`, '--quiet', '--timeout', '10m'], { env: { TMPDIR: tmp } });
    children.push(child);
    const done = exited(child);
    await spilled(tmp, child);
    child.kill('SIGINT');
    // A second Ctrl-C within a second is taken for an echo of the first (wrappers forward one to the group too).
    await new Promise((r) => setTimeout(r, 1200));
    child.kill('SIGINT');
    const r = await done;
    expect(r.code).toBe(130);
    expect(spillFolders(tmp)).toEqual([]);
  }, 180_000);
});
