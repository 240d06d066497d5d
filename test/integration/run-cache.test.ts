/**
 * runCheck across runs of a local folder: the loopback port of a served folder changes every run,
 * so the cache must key the folder's pages by path for fail-after to count; a cache that cannot be
 * saved costs a note, never the report; and a run whose fail-after counts cannot be kept (the file
 * not written, or not carried on by the caller's `keepCache`) is judged on its own.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { resolveOptions } from '../../src/options.js';
import { runCheck } from '../../src/run.js';
import { tempDir } from '../helpers/temp.js';

function folder(): string {
  const dir = tempDir('ls-run-cache-');
  mkdirSync(path.join(dir, 'site'));
  writeFileSync(path.join(dir, 'site/index.html'), '<!doctype html><title>x</title><a href="gone.html">gone</a> <a href="ok.html">ok</a>');
  writeFileSync(path.join(dir, 'site/ok.html'), '<!doctype html><title>ok</title>');
  return dir;
}

describe('runCheck with a cache, on a local folder', () => {
  it("counts fail-after runs for the folder's own dead links across runs (served: a new port each run)", async () => {
    // Read from disk, a folder's pages are always under http://127.0.0.1:0/; served (LINKSPIDER_FOLDER=http),
    // under a new port each run, which the cache must see through.
    const before = process.env['LINKSPIDER_FOLDER'];
    process.env['LINKSPIDER_FOLDER'] = 'http';
    onTestFinished(() => {
      if (before === undefined) delete process.env['LINKSPIDER_FOLDER'];
      else process.env['LINKSPIDER_FOLDER'] = before;
    });
    const dir = folder();
    const opts = () => resolveOptions({ path: path.join(dir, 'site'), cache: path.join(dir, 'cache.json'), 'fail-after': '2', 'retry-delay': '10ms' });
    const servedAt: string[] = [];
    const hooks = { onLocalServer: (u: string) => void servedAt.push(u) };
    const first = await runCheck(opts(), hooks);
    expect(first.dead).toEqual([]);
    expect(first.warnings).toMatchObject([{ url: expect.stringMatching(/\/gone\.html$/), failingRuns: 1 }]);
    // The first run's port stays taken during the second, so the port surely changes (port 0
    // can hand out the same number twice in a row). Already taken by someone else is as good.
    const taken = net.createServer();
    const listening = await new Promise<boolean>((resolve) => {
      taken.once('error', () => resolve(false));
      taken.listen(Number(new URL(servedAt[0]!).port), '127.0.0.1', () => resolve(true));
    });
    const second = await runCheck(opts(), hooks).finally(() => listening && new Promise((r) => taken.close(r)));
    expect(servedAt[1]).not.toBe(servedAt[0]);
    // Reported by site path (no base-url), the same in both runs.
    expect(first.run.startUrls).toEqual(['/']);
    expect(second.dead).toMatchObject([{ url: '/gone.html', failingRuns: 2 }]);
  });

  it('says what was fixed since the last run', async () => {
    const dir = folder();
    const opts = () => resolveOptions({ path: path.join(dir, 'site'), cache: path.join(dir, 'cache.json'), 'retry-delay': '10ms' });
    const first = await runCheck(opts());
    expect(first.dead.map((d) => d.url)).toEqual(['/gone.html']);
    expect(first.run.fixed).toEqual([]);
    writeFileSync(path.join(dir, 'site/gone.html'), '<!doctype html><title>back</title>');
    const second = await runCheck(opts());
    expect(second.dead).toEqual([]);
    expect(second.run.fixed).toEqual(['/gone.html']);
  });

  it('keeps the report when the cache cannot be saved, with a note saying so', async () => {
    const dir = folder();
    // The cache loads (no file yet: a first run), but its temporary file is taken by a folder.
    const cache = path.join(dir, 'cache.json');
    mkdirSync(`${cache}.partial-${process.pid}/in-the-way`, { recursive: true });
    const r = await runCheck(resolveOptions({ path: path.join(dir, 'site'), cache }));
    expect(r.dead).toMatchObject([{ url: expect.stringMatching(/\/gone\.html$/) }]);
    expect(r.run.notes).toEqual([expect.stringMatching(/^cache: cannot save .*cache\.json: EISDIR/)]);
  });

  it('with fail-after, a cache that cannot be saved judges the run on its own: its dead links are dead', async () => {
    const dir = folder();
    const cache = path.join(dir, 'cache.json');
    mkdirSync(`${cache}.partial-${process.pid}/in-the-way`, { recursive: true });
    const r = await runCheck(resolveOptions({ path: path.join(dir, 'site'), cache, 'fail-after': '2' }));
    expect(r.dead).toMatchObject([{ url: '/gone.html', failingRuns: 1 }]);
    expect(r.warnings).toEqual([]);
    expect(r.run.failAfter).toBe(1);
    expect(r.run.notes).toEqual([
      expect.stringMatching(/^cache: cannot save .*cache\.json: EISDIR/),
      "fail-after: 2 counts failing runs in the cache, and this run's cache could not be saved (EISDIR): this run is judged on its own, so a dead link fails it",
    ]);
  });

  it('with fail-after, a cache the caller cannot keep for the next run judges every run on its own', async () => {
    const dir = folder();
    const opts = () => resolveOptions({ path: path.join(dir, 'site'), cache: path.join(dir, 'cache.json'), 'fail-after': '2' });
    let kept = 0;
    const keepCache = async () => (++kept === 1 ? undefined : 'the cache service refused the save');
    // Kept: the first run counts "1 of 2" as usual; the second would be "2 of 2" anyway.
    const first = await runCheck(opts(), {}, undefined, { keepCache });
    expect(first.warnings).toMatchObject([{ url: '/gone.html', failingRuns: 1 }]);
    expect(first.run.notes).toBeUndefined();
    rmSync(path.join(dir, 'cache.json'));
    // Not kept, and nothing to count from (a first run again): without the rule it would be "1 of 2" for ever.
    const second = await runCheck(opts(), {}, undefined, { keepCache });
    expect(kept).toBe(2);
    expect(second.dead).toMatchObject([{ url: '/gone.html', failingRuns: 1 }]);
    expect(second.run.notes).toEqual([
      expect.stringContaining("this run's cache could not be saved (the cache service refused the save): this run is judged on its own"),
    ]);
  });
});
