/**
 * Pages parsed on worker threads (`extract/parse-pool.ts`, `--parse-threads`) give the same report as pages
 * parsed on the crawl's thread: the same pages in the same order, the same links, places, anchors and verdicts.
 * The pool runs the bundled worker (`dist/parse-worker.js`, built by test/global-setup.ts); the sources alone
 * have none and parse inline.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { ParsePool } from '../../src/extract/parse-pool.js';
import { bodyBuffers } from '../../src/support/body-buffers.js';
import { parsePage } from '../../src/extract/parse.js';
import { resolveOptions } from '../../src/options.js';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { FAST } from '../helpers/crawl.js';
import { assertDistCurrent } from '../helpers/dist.js';
import { tempDir } from '../helpers/temp.js';

const WORKER = pathToFileURL(path.resolve(import.meta.dirname, '../../dist/parse-worker.js'));

/** A folder of 40 pages with every kind of link a page parse yields, dead links and fragments among them. */
function makeSite(): string {
  const root = tempDir('ls-pool-');
  const write = (rel: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write('style.css', 'body { background: url(bg.png) } @import "gone.css";');
  write('bg.png', 'png');
  for (let i = 0; i < 40; i++) {
    const dir = i % 3 === 0 ? 'guide/' : '';
    write(
      `${dir}p${i}.html`,
      [
        `<!doctype html><title>Page ${i}</title><link rel=stylesheet href="/style.css">`,
        `<h1 id="h${i}">Page ${i}</h1><a href="/p${(i + 1) % 40}.html#h${(i + 1) % 40}">next</a>`,
        `<a href="/guide/p${(i * 3) % 39}.html#missing">bad fragment</a> <a href="gone-${i % 4}.html">gone</a>`,
        `<img src="/bg.png" srcset="/bg.png 1x, /nope.png 2x" alt="bg"> <a href="mailto:p${i % 5}@example.com">mail</a>`,
        `<a href="https://external.test/${i}">external</a> <a href="#h${i}">self</a>`,
        `<div style="background:url('/missing-${i % 2}.png')"></div>`,
        i === 7 ? '<p>a NUL \u0000 here: parse5 reads this page</p>' : '',
      ].join('\n'),
    );
  }
  // A page in a legacy encoding, with a non-ASCII query.
  write(
    'legacy.html',
    Buffer.concat([Buffer.from('<meta charset="windows-1252"><a href="/p0.html?q='), Buffer.from([0xe9]), Buffer.from('">caf\xe9</a>', 'latin1')]),
  );
  write('index.html', '<a href="legacy.html">legacy</a><a href="p0.html">start</a>');
  return root;
}

/** The report without what differs between two runs of the same check (timings, the loopback port, the run id). */
function comparable(r: Report): unknown {
  const text = JSON.stringify(r, (k, v) => (/ms$|Ms$|^(startedAt|finishedAt|duration|id|elapsed)$/.test(k) ? undefined : v));
  const port = /127\.0\.0\.1:\d+/g;
  const json = JSON.parse(text.replace(port, '127.0.0.1:P')) as { run: { options: Record<string, unknown>; stats?: { parser?: Record<string, unknown> } } };
  delete json.run.options.parseThreads;
  delete json.run.stats?.parser?.threads;
  return json;
}

describe('parse pool', () => {
  it('parses a page on a worker exactly as on the crawl thread', async () => {
    assertDistCurrent();
    const pool = new ParsePool(2, WORKER);
    try {
      const root = makeSite();
      const files = ['p7.html', 'guide/p3.html', 'legacy.html', 'index.html', 'style.css'];
      const parsed = await Promise.all(files.map((f) => pool.parse(new Uint8Array(readFileSync(path.join(root, f))), 'text/html', true, true)));
      for (const [i, f] of files.entries()) expect(parsed[i], f).toEqual(parsePage(readFileSync(path.join(root, f)), 'text/html', true, true));
    } finally {
      await pool.close();
    }
  });

  it('moves a page that owns its buffer, and copies one that shares it', async () => {
    assertDistCurrent();
    const pool = new ParsePool(1, WORKER);
    try {
      const owned = new TextEncoder().encode('<a href="a.html">a</a>');
      const shared = Buffer.from('<a href="b.html">b</a>'); // a view into Node's shared pool
      const [a, b] = await Promise.all([pool.parse(owned, 'text/html', false, false), pool.parse(shared, 'text/html', false, false)]);
      expect(a.page.links.map((l) => l.value)).toEqual(['a.html']);
      expect(b.page.links.map((l) => l.value)).toEqual(['b.html']);
      expect(owned.byteLength).toBe(0); // moved
      expect(shared.toString()).toBe('<a href="b.html">b</a>'); // still readable here
    } finally {
      await pool.close();
    }
  });

  it('moves a body read into one of the body buffers and takes its buffer back for the next body', async () => {
    assertDistCurrent();
    const pool = new ParsePool(1, WORKER);
    try {
      const html = Buffer.from(`<a href="pooled.html">pooled</a>${' '.repeat(40_000)}`);
      const body = bodyBuffers.take(html.length);
      body.set(html);
      const buffer = body.buffer;
      const free = bodyBuffers.freeBytes;
      const parsed = await pool.parse(body, 'text/html', false, false);
      expect(parsed.page.links.map((l) => l.value)).toEqual(['pooled.html']);
      expect(buffer.byteLength).toBe(0); // moved, not copied
      expect(bodyBuffers.freeBytes).toBe(free + 64 * 1024); // back, under its own name
      expect(bodyBuffers.take(html.length).byteLength).toBe(html.length);
      expect(bodyBuffers.freeBytes).toBe(free);
    } finally {
      await pool.close();
    }
  });

  it('a folder check gives the same report with worker threads as without', async () => {
    assertDistCurrent();
    const root = makeSite();
    const run = (threads: string, parseWorker?: URL) =>
      crawl(
        resolveOptions({ ...FAST, path: root, 'check-fragments': 'true', 'check-external': 'false', 'parse-threads': threads }),
        undefined,
        parseWorker ? { parseWorker } : {},
      );
    const inline = await run('0');
    const pooled = await run('2', WORKER);
    expect(inline.run.stats?.parser.threads).toBeUndefined();
    // Past the first few pages, the workers parse (the crawl's thread takes a page when they are busy).
    expect(pooled.run.stats?.parser.threads).toBeGreaterThan(0);
    expect(inline.pages.length).toBe(42 + 1); // 42 pages, the stylesheet
    expect(inline.dead.length).toBeGreaterThan(5);
    expect(comparable(pooled)).toEqual(comparable(inline));
  });

  it('the CLI parses on worker threads, and --parse-threads 0 on its own thread, to the same report', async () => {
    const root = makeSite();
    const out = tempDir('ls-pool-out-');
    const reports: Report[] = [];
    for (const threads of ['0', '2']) {
      const json = path.join(out, `r${threads}.json`);
      const r = await runCli([root, '--no-check-external', '--check-fragments', '--parse-threads', threads, '--json', json, '--quiet']);
      expect(r.code, r.stderr).toBe(1);
      reports.push(JSON.parse(readFileSync(json, 'utf8')) as Report);
    }
    expect(reports[0]!.run.options.parseThreads).toBe(0);
    expect(reports[1]!.run.options.parseThreads).toBe(2);
    expect(reports[1]!.run.stats?.parser.threads).toBeGreaterThan(0);
    expect(comparable(reports[1]!)).toEqual(comparable(reports[0]!));
  });

  it('a bad --parse-threads is refused before any work', async () => {
    const r = await runCli(['examples/site', '--parse-threads', 'many']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')[0]).toMatch(/--parse-threads.*whole number >= 0.*"many"/);
  });
});
