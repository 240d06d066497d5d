/**
 * Where two features meet (issue 25, "What to build"): one site with every kind of document that carries
 * links (pages, linked and `@import`ed stylesheets, `<style>`, a sitemap, frames, a meta refresh, a script
 * redirect, `srcset`), run through the CLI (the bundle, as users run it) with one feature after another,
 * asserting what must hold whatever the feature: the dead links are the single run's, and every output agrees
 * with the JSON report.
 *
 * A new feature adds its row. A row that fails for a defect not fixed yet is `it.fails`, naming the item.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { cliScratch, runCli, spawnCli } from '../helpers/cli.js';
import { page, routes, serve } from '../helpers/crawl.js';
import { parseXml } from '../helpers/formats.js';
import type { TestServer } from '../helpers/server.js';

const scratch = cliScratch('ls-interactions-');

const css = (body: string) => ({ body, headers: { 'content-type': 'text/css' } });
/** Six dead images in a stylesheet: a shard that skipped the ones hashed to the other shard would surely lose some. */
const SIX = (kind: string) => Array.from({ length: 6 }, (_, i) => `.${kind}-${i} { background: url(/gone-${kind}-${i}.png) }`).join('\n');
const png = { body: 'png', headers: { 'content-type': 'image/png' } };

/** Every kind of link-bearing document, each with a dead link of its own (`/gone-<kind>`). */
const SITE = {
  '/': page(
    [
      '<link rel="stylesheet" href="/linked.css">',
      '<style>@import "/imported.css"; .hero { background: url(/gone-style.png) }</style>',
      '<a href="/a.html">a</a> <a href="/gone-a.html">gone</a>',
      '<iframe src="/frame.html"></iframe>',
      '<img src="/ok.png" srcset="/ok.png 1x, /gone-srcset.png 2x" alt="">',
      '<a href="/refresh.html">refresh</a> <a href="/moved.html">moved</a>',
    ].join('\n'),
  ),
  '/a.html': page('<a href="/">home</a> <a href="/b.html">b</a>'),
  '/b.html': page('<img src="/gone-b.png" alt="">'),
  '/linked.css': css(`@import url(/nested.css);
${SIX('linked')}`),
  '/nested.css': css(SIX('nested')),
  '/imported.css': css(SIX('imported')),
  '/frame.html': page('<a href="/gone-frame.html">gone</a>'),
  '/refresh.html': '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/gone-refresh.html"></head><body></body></html>',
  '/moved.html': page('<script>window.location.href = "/gone-script.html";</script>'),
  '/listed.html': page('<a href="/gone-listed.html">gone</a>'),
  // The sitemap names the server's own URLs, known once it listens.
  '/sitemap.xml': (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${base}listed.html</loc></url>\n<url><loc>${base}gone-sitemap.html</loc></url>\n</urlset>\n`,
    );
  },
  '/ok.png': png,
};

const KINDS = [
  ...['a.html', 'b.png', 'style.png', 'srcset.png', 'frame.html', 'refresh.html', 'script.html', 'listed.html', 'sitemap.html'],
  ...['linked', 'nested', 'imported'].flatMap((k) => Array.from({ length: 6 }, (_, i) => `${k}-${i}.png`)),
];

let srv: TestServer;
/** While set, requests for /b.html are held here, unanswered. */
let holdB: ServerResponse[] | undefined;
let base: string;

beforeAll(async () => {
  // A missing file answers 404 with an HTML error page, as most servers do.
  const known = routes(SITE);
  srv = await serve((req, res) => {
    const at = new URL(req.url ?? '/', 'http://x').pathname;
    if (at === '/b.html' && holdB !== undefined) return holdB.push(res); // the signals row: a page that never answers
    if (at in SITE) return known(req, res);
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page('<h1>Not found</h1> <a href="/">home</a>'));
  });
  base = `${srv.url}/`;
  single = await run('single', []);
  singleRequests = requests();
  reachedOnlyThroughB = [...srv.hits].filter(([k]) => k.endsWith(' /gone-b.png')).reduce((n, [, v]) => n + v, 0);
}, 120_000);
afterAll(() => srv.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  report: Report;
  file: (name: string) => string;
}

const FAST = ['--retry-delay', '10ms', '--retries', '1', '--timeout', '5s', '--quiet'];

/** One CLI run of the site with `args`, its JSON report read back; `name` is its own folder for output files. */
async function run(name: string, args: string[], start: string[] = [base, '--sitemap', `${base}sitemap.xml`]): Promise<Run> {
  const dir = path.join(scratch.dir, name);
  const json = path.join(dir, 'report.json');
  const r = await runCli([...start, ...FAST, '--json', json, ...args], { cwd: scratch.dir, timeoutMs: 60_000 });
  if (!existsSync(json)) throw new Error(`no report (exit ${r.code}): ${r.stderr}`);
  return { ...r, report: JSON.parse(readFileSync(json, 'utf8')) as Report, file: (f) => path.join(dir, f) };
}

let single: Run;
/** Requests the single run made, and of them those for the one link only /b.html has. */
let singleRequests = 0;
let reachedOnlyThroughB = 0;
const requests = () => [...srv.hits.values()].reduce((n, v) => n + v, 0);
const dead = (r: Report) => r.dead.map((d) => d.url).sort();
const deadPaths = (r: Report) => dead(r).map((u) => new URL(u, base).pathname);

describe('feature interactions (issue 25)', () => {
  it('the single run finds the dead link of every kind of document', () => {
    expect(single.code).toBe(1);
    expect(deadPaths(single.report)).toEqual(KINDS.map((k) => `/gone-${k}`).sort());
  });

  it('shards + merge: the merged matrix has exactly the single run’s dead links (item 1: links inside stylesheets)', async () => {
    const shards = [await run('shard-1', ['--shard', '1/2']), await run('shard-2', ['--shard', '2/2'])];
    const merged = path.join(scratch.dir, 'merged.json');
    const m = await runCli(['merge', shards[0]!.file('report.json'), shards[1]!.file('report.json'), '--json', merged], { cwd: scratch.dir });
    const report = JSON.parse(readFileSync(merged, 'utf8')) as Report;
    expect(dead(report)).toEqual(dead(single.report));
    expect(m.code).toBe(1);
    // Every place of every dead link is kept.
    for (const d of single.report.dead) expect(report.dead.find((x) => x.url === d.url)?.referrers.length).toBe(d.referrers.length);
  });

  it('SARIF: its errors name exactly the dead links of the JSON', async () => {
    const r = await run('sarif', ['--sarif', 'sarif/out.sarif']);
    const log = JSON.parse(readFileSync(path.join(scratch.dir, 'sarif', 'out.sarif'), 'utf8')) as {
      runs: { results: { message: { text: string }; level?: string }[] }[];
    };
    const errors = log.runs[0]!.results.filter((x) => x.level === 'error' || x.level === undefined);
    for (const d of r.report.dead)
      expect(
        errors.some((x) => x.message.text.includes(d.url)),
        d.url,
      ).toBe(true);
    for (const e of errors)
      expect(
        r.report.dead.some((d) => e.message.text.includes(d.url)),
        e.message.text,
      ).toBe(true);
  });

  it('JUnit: one failure per place of each dead link of the JSON', async () => {
    const r = await run('junit', ['--junit', 'junit/out.xml']);
    const xml = readFileSync(path.join(scratch.dir, 'junit', 'out.xml'), 'utf8');
    parseXml(xml); // well-formed
    const failures = [...xml.matchAll(/<failure [^>]*message="([^"]*)"/g)].map((m) => m[1]!);
    expect(failures.length).toBe(r.report.dead.reduce((n, d) => n + Math.max(1, d.referrers.length), 0));
    for (const d of r.report.dead)
      expect(
        failures.some((f) => f.endsWith(` ${d.url}`)),
        d.url,
      ).toBe(true);
  });

  it('--db: the database holds the verdicts of the JSON', async () => {
    const r = await run('db', ['--db', 'db/crawl.db']);
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(scratch.dir, 'db', 'crawl.db'), { readOnly: true });
    try {
      const rows = db.prepare("SELECT url FROM verdicts WHERE state = 'dead' ORDER BY url").all() as { url: string }[];
      expect(rows.map((x) => x.url).sort()).toEqual(dead(r.report));
    } finally {
      db.close();
    }
  });

  it('--mirror: every page of the JSON is saved, and no dead link is (item 8: a 404 page saved as the image)', async () => {
    const r = await run('mirror', ['--mirror', 'mirror']);
    const saved = readdirSync(path.join(scratch.dir, 'mirror'), { recursive: true }).map(String);
    for (const p of r.report.pages.filter((x) => x.kind !== 'sitemap' && !x.url.endsWith('.css'))) {
      const name = new URL(p.url, base).pathname.slice(1) || 'index.html';
      expect(
        saved.some((s) => s.endsWith(name)),
        name,
      ).toBe(true);
    }
    const paths = saved.map((s) => `/${s.split(path.sep).slice(1).join('/')}`); // below the host's folder
    for (const d of deadPaths(r.report))
      expect(
        paths.filter((s) => s.startsWith(d)),
        d,
      ).toEqual([]);
  });

  it('baseline: the single run as baseline makes every dead link known, none new', async () => {
    const r = await run('baseline', ['--baseline', path.join(scratch.dir, 'single', 'report.json')]);
    expect(r.report.dead).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.report.warnings.map((w) => w.url).sort()).toEqual(expect.arrayContaining(dead(single.report)));
  });

  it('cache + fail-after 2: the first run warns, the second fails on exactly the single run’s dead links', async () => {
    const cache = path.join(scratch.dir, 'cache', 'verdicts.json');
    const first = await run('cache-1', ['--cache', cache, '--fail-after', '2']);
    expect(first.report.dead).toEqual([]);
    expect(first.code).toBe(0);
    const second = await run('cache-2', ['--cache', cache, '--fail-after', '2']);
    expect(dead(second.report)).toEqual(dead(single.report));
    expect(second.code).toBe(1);
  });

  it('max-pages: a cut run reports only dead links the single run has, and says it is incomplete', async () => {
    const r = await run('max-pages', ['--max-pages', '2']);
    expect(r.report.run.incomplete).toBe(true);
    expect(dead(single.report)).toEqual(expect.arrayContaining(dead(r.report)));
    // The stylesheets of the pages it did read were read too.
    expect(deadPaths(r.report)).toEqual(expect.arrayContaining(['/gone-linked-0.png', '/gone-nested-0.png', '/gone-imported-0.png', '/gone-style.png']));
  });

  it('signals: a run stopped while a page hangs loses no dead link of the pages it read, and --db has every link found', async () => {
    holdB = [];
    try {
      const child = await spawnCli([base, '--sitemap', `${base}sitemap.xml`, ...FAST, '--timeout', '10m', '--json', 'report.json', '--db', 'crawl.db'], {
        cwd: scratch.dir,
      });
      scratch.children.push(child);
      child.stdout!.resume();
      const done = new Promise<number | null>((resolve) => child.on('close', resolve));
      const before = requests();
      // Stopped once it has asked for everything the single run asked for, but what only the hanging page leads to.
      while (holdB.length === 0 || requests() - before < singleRequests - reachedOnlyThroughB) await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');
      expect(await done).toBe(1); // dead links found before the stop outrank "interrupted" (130)
      const report = JSON.parse(readFileSync(path.join(scratch.dir, 'report.json'), 'utf8')) as Report;
      expect(report.run).toMatchObject({ incomplete: true, incompleteReason: 'interrupted' });
      const unfinished = (report.unfinished ?? []).map((u) => u.url);
      expect(unfinished.map((u) => new URL(u, base).pathname)).toContain('/b.html');
      // Every dead link of the single run found on a page this run read is here: dead, or unfinished (its answer
      // still on the way when the signal came), never lost.
      const read = new Set(report.pages.map((p) => p.url));
      const expected = single.report.dead.filter((d) => d.referrers.some((r) => read.has(r.page))).map((d) => d.url);
      expect([...dead(report), ...unfinished]).toEqual(expect.arrayContaining(expected));
      expect(expected.length).toBeGreaterThan(20);
      const { DatabaseSync } = await import('node:sqlite');
      const db = new DatabaseSync(path.join(scratch.dir, 'crawl.db'), { readOnly: true });
      try {
        const verdicts = new Set((db.prepare('SELECT url FROM verdicts').all() as { url: string }[]).map((x) => x.url));
        for (const d of report.dead) expect(verdicts.has(d.url), d.url).toBe(true);
      } finally {
        db.close();
      }
    } finally {
      for (const res of holdB.splice(0)) res.destroy();
      holdB = undefined;
    }
  }, 60_000);
});
