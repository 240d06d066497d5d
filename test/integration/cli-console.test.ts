/**
 * What the console says, through the bundled CLI (issue 38): notes about hosts folded and printed
 * before the summary, so the summary is the last block of stdout, with one hint when no external
 * host resolved at all. Host names are reserved (`.invalid`), answered without a resolver, so
 * nothing here leaves loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { closeServers, page, serve } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';

afterEach(closeServers);

const FAST = ['--retry-delay', '10ms', '--timeout', '2s', '--retries', '0'];

/** A folder whose index.html has `body`. */
function folder(body: string): string {
  const dir = tempDir('ls-console-');
  writeFileSync(path.join(dir, 'index.html'), page(body, 'home'));
  return dir;
}

/** The blocks of an output: runs of lines between blank lines. */
function blocks(out: string): string[] {
  return out
    .trimEnd()
    .split(/\n\n+/)
    .map((b) => b.trim());
}

describe('notes about hosts', () => {
  it('30 unresolved hosts: one folded note and the network hint before the summary, which ends stdout', async () => {
    const hosts = Array.from({ length: 30 }, (_, i) => `h${String(i).padStart(2, '0')}.invalid`);
    // Three URLs a host: two go at once (a host's first window), the third waits and is settled from their answer.
    const links = hosts.map((h) => ['a', 'b', 'c'].map((p) => `<a href="https://${h}/${p}">${p}</a>`).join(' ')).join('\n');
    const dir = folder(links);
    const json = path.join(tempDir('ls-console-json-'), 'r.json');
    const r = await runCli([dir, ...FAST, '--quiet', '--json', json]);
    expect(r.code).toBe(1);
    const out = blocks(r.stdout);
    const [notes, summary] = out.slice(-2);
    expect(summary).toMatch(/^90 dead, 0 warnings: checked 91 links on 1 page in /);
    expect(summary!.split('\n')).toHaveLength(1);
    expect(notes!.split('\n')).toEqual([
      'note: 30 unresolved hosts (h00.invalid, h01.invalid, h02.invalid, h03.invalid, h04.invalid and 25 more): ' +
        'names that do not resolve (ENOTFOUND); 30 other URLs of theirs not requested',
      'hint: no external host resolved: is the network down or a proxy needed? (--no-check-external skips them)',
    ]);
    expect(r.stdout.match(/^note: /gm)).toHaveLength(1);
    // Every host is in the report.
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.run.hosts?.map((h) => h.host)).toEqual(hosts);
    expect(report.run.externalHosts).toBe(30);
  });

  it('two unresolved hosts: no hint (too few to say the network is down); other URLs named only when there were some', async () => {
    const dir = folder(
      '<a href="https://lone.invalid/only">x</a> <a href="https://two.invalid/a">a</a> <a href="https://two.invalid/b">b</a> <a href="https://two.invalid/c">c</a>',
    );
    const r = await runCli([dir, ...FAST, '--quiet']);
    const notes = blocks(r.stdout).at(-2)!.split('\n');
    expect(notes).toEqual(['note: 2 unresolved hosts (lone.invalid, two.invalid): names that do not resolve (ENOTFOUND); 1 other URL of theirs not requested']);
    const single = await runCli([folder('<a href="https://lone.invalid/only">x</a>'), ...FAST, '--quiet']);
    expect(blocks(single.stdout).at(-2)).toBe('note: unresolved host lone.invalid: its name does not resolve (ENOTFOUND)');
  });
});

describe('the order of places', () => {
  /**
   * A site whose pages /a and /b both link the same dead URL and address; `first` answers at once, the
   * other only once that answer is sent (and a moment more), so the two runs parse them in opposite order.
   */
  async function site(first: '/a' | '/b') {
    let firstSent!: () => void;
    const sent = new Promise<void>((r) => {
      firstSent = r;
    });
    const pages: Record<string, string> = {
      '/': page('<a href="/a">a</a> <a href="/b">b</a>'),
      '/a': page('<p>\n<a href="/dead">dead from a</a>\n<a href="mailto:team@example.org">mail</a></p>'),
      '/b': page('<a href="mailto:team@example.org">mail</a> <a href="/dead">dead from b</a>'),
    };
    return serve((req, res) => {
      const body = pages[req.url ?? ''];
      const send = () => {
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html' });
        res.end(body ?? 'gone');
      };
      if (req.url === first) {
        res.on('finish', () => firstSent());
        send();
      } else if (req.url === '/a' || req.url === '/b') void sent.then(() => setTimeout(send, 100));
      else send();
    });
  }

  /** Every report of a run, without what differs by nature (times, the server's port). */
  async function reports(first: '/a' | '/b') {
    const s = await site(first);
    const dir = tempDir('ls-order-');
    const files = { json: path.join(dir, 'r.json'), sarif: path.join(dir, 'r.sarif'), junit: path.join(dir, 'r.xml') };
    const r = await runCli([s.url, ...FAST, '--quiet', '--json', files.json, '--sarif', files.sarif, '--junit', files.junit]);
    expect(r.code).toBe(1);
    const clean = (text: string) =>
      text
        .replaceAll(s.url, 'SITE')
        .replaceAll(`127_0_0_1_${s.port}`, 'SITE')
        .replace(/ in \d+\.\ds/, '')
        .replace(/"(startedAt|finishedAt|startTimeUtc|endTimeUtc)": "[^"]*"/g, '"$1": ""')
        .replace(/"durationMs": \d+/, '"durationMs": 0')
        .replace(/(time|timestamp)="[^"]*"/g, '$1=""')
        .replace(/"(fetchMs|ms|elapsedMs|[a-z]*Ms)": \d+/g, '"$1": 0')
        // SARIF's fingerprints hash the page URL, whose port differs.
        .replace(/"primaryLocationLineHash": "[0-9a-f]+(:\d+)"/g, '"primaryLocationLineHash": "HASH$1"');
    const json = JSON.parse(readFileSync(files.json, 'utf8')) as Report;
    return {
      console: clean(r.stdout),
      dead: clean(JSON.stringify(json.dead, null, 1)),
      mailto: clean(JSON.stringify(json.mailto)),
      sarif: clean(JSON.stringify((JSON.parse(readFileSync(files.sarif, 'utf8')) as { runs: { results: unknown }[] }).runs[0]!.results, null, 1)),
      junit: clean(readFileSync(files.junit, 'utf8')),
    };
  }

  it('is the same in two runs whose pages finished in opposite order: by page, line, column in every report', async () => {
    const one = await reports('/a');
    const two = await reports('/b');
    expect(two).toEqual(one);
    const json = JSON.parse(one.dead.replaceAll('SITE', 'http://site')) as Report['dead'];
    expect(json[0]!.referrers.map((p) => [p.page, p.line, p.column])).toEqual([
      ['http://site/a', 4, 4],
      ['http://site/b', 3, 47],
    ]);
    expect(JSON.parse(one.mailto)).toEqual([{ address: 'team@example.org', pages: ['SITE/a', 'SITE/b'] }]);
  });
});

describe('email addresses', () => {
  it('the console shows five and how many more; --all-places and the JSON report have them all', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `person${String(i).padStart(2, '0')}@example.org`);
    const dir = folder(addresses.map((a) => `<a href="mailto:${a}">${a}</a>`).join('\n'));
    const json = path.join(tempDir('ls-mailto-'), 'r.json');
    const r = await runCli([dir, '--quiet', '--json', json]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('Email addresses (12)');
    expect(lines.slice(at, at + 9)).toEqual([
      'Email addresses (12)',
      '',
      ...addresses.slice(0, 5).map((a) => `  ${a}  (1 page)`),
      `  … and 7 more email addresses (see ${json})`,
      '',
    ]);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.mailto.map((m) => m.address)).toEqual(addresses);
    const all = await runCli([dir, '--quiet', '--all-places']);
    expect(all.stdout.match(/^ {2}person\d+@example\.org {2}\(1 page\)$/gm)).toHaveLength(12);
    expect(all.stdout).not.toContain('more email addresses');
  });
});

describe('a link longer than the URL-length budget', () => {
  it('is requested once and judged like any link (5,000 characters), its page not read', async () => {
    const ok = `/long/${'x'.repeat(5000)}`;
    const gone = `/gone/${'y'.repeat(5000)}`;
    const hits = new Map<string, number>();
    const s = await serve((req, res) => {
      const url = req.url ?? '';
      hits.set(url, (hits.get(url) ?? 0) + 1);
      const body = url === '/' ? page(`<a href="${ok}">ok</a>\n<a href="${gone}">gone</a>`) : url === ok ? page('<a href="/never">never</a>') : undefined;
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html' });
      res.end(body ?? 'not here');
    });
    const json = path.join(tempDir('ls-long-'), 'r.json');
    const r = await runCli([s.url, ...FAST, '--quiet', '--json', json]);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.dead.map((d) => [d.url, d.status])).toEqual([[`${s.url}${gone}`, 404]]);
    expect(report.counts).toMatchObject({ pages: 1, links: 3, ok: 2, dead: 1 });
    expect(report.skipped['crawl-trap']).toBeUndefined();
    expect([hits.get(ok), hits.get(gone), hits.get('/never')]).toEqual([1, 1, undefined]);
    expect(r.stdout).toMatch(
      /^warning: crawl trap http:\/\/127\.0\.0\.1:\d+\/long\/…: URLs longer than 4096 characters \(max-url-length\); 1 URL checked, not crawled$/m,
    );
  });
});

describe('counts.pages and the pages list', () => {
  it('a stylesheet is listed with its kind and not counted: counts.pages is the records without a kind', async () => {
    const dir = folder('<link rel="stylesheet" href="stylesheet.css"><a href="a.html">a</a>');
    writeFileSync(path.join(dir, 'a.html'), page('<a href="index.html">home</a>', 'a'));
    writeFileSync(path.join(dir, 'stylesheet.css'), 'body { background: url(gone.png) }');
    const json = path.join(tempDir('ls-pages-'), 'r.json');
    const r = await runCli([dir, '--quiet', '--json', json]);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.pages.map((p) => [p.url, p.kind])).toEqual([
      ['/', undefined],
      ['/a.html', undefined],
      ['/stylesheet.css', 'stylesheet'],
    ]);
    expect(report.counts.pages).toBe(report.pages.filter((p) => p.kind === undefined).length);
    expect(report.dead.map((d) => [d.url, d.referrers.map((p) => p.page)])).toEqual([['/gone.png', ['/stylesheet.css']]]);
    expect(r.stdout).toMatch(/^1 dead, 0 warnings: checked \d+ links on 2 pages in /m);
  });
});
