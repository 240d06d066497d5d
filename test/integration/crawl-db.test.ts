/**
 * The crawl database (`--db`): real crawls of loopback sites write it, and node:sqlite reads it back
 * (who links here, pages by status, the links on a page with line and column, mailto, a verdict with its
 * redirect chain, the run row); a stopped run leaves a consistent database marked partial; a file that is
 * not a linkspider database is never overwritten; the queries of docs/reports.md run against a real crawl's database.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, page, redirect, site, type Route } from '../helpers/crawl.js';
import { runCli } from '../helpers/cli.js';
import { DbFileError } from '../../src/db/crawl-db.js';
import { tempDir } from '../helpers/temp.js';

afterEach(closeServers);

const tempDb = (name = 'crawl.db') => path.join(tempDir('ls-db-'), name);

function query<T = Record<string, unknown>>(file: string, sql: string, ...params: Array<string | number>): T[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row }) as T);
  } finally {
    db.close();
  }
}

const SITE: Record<string, Route> = {
  '/': page(
    [
      '<a href="/about">About us</a>',
      '<a href="/gone">Gone</a> <img src="/logo.png" alt="Logo">',
      '<a href="mailto:team@site.test?subject=hi">Mail</a>',
      '<a href="/old">Old</a>',
    ].join('\n'),
    'Home',
  ),
  '/about': page('<p>We are a small team &amp; proud.</p>\n<a href="/gone#top">Gone again</a>\n<a href="mailto:team@site.test">us</a>', 'About'),
  '/logo.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
  '/old': redirect('/moved', 302),
  '/moved': redirect('/gone', 301),
};

describe('--db: written while crawling, queried afterwards', () => {
  it('has the pages, the links with their places, the verdicts with redirect chains, mailto and the run', async () => {
    const s = await site(SITE);
    const file = tempDb();
    const r = await check({ urls: s.url, db: file });
    expect(r.dead.map((d) => d.url).sort()).toEqual([`${s.url}/gone`, `${s.url}/old`]);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // Who links to a dead URL, with the place of each link.
    expect(
      query(
        file,
        'SELECT p.url AS page, l.line, l.col, l.element, l.attribute, l.text, l.fragment FROM links l JOIN pages p ON p.id = l.page_id WHERE l.target = ? ORDER BY p.id, l.line',
        `${s.url}/gone`,
      ),
    ).toEqual([
      { page: `${s.url}/`, line: 4, col: 4, element: 'a', attribute: 'href', text: 'Gone', fragment: null },
      { page: `${s.url}/about`, line: 4, col: 4, element: 'a', attribute: 'href', text: 'Gone again', fragment: 'top' },
    ]);

    // Pages of a status, with title, size, text and timing.
    const pages = query<{
      url: string;
      final_url: string;
      status: number;
      title: string;
      bytes: number;
      text_chars: number;
      fetch_ms: number;
      depth: number;
      links: number;
      content_type: string;
    }>(file, 'SELECT * FROM pages WHERE status = 200 ORDER BY id');
    expect(pages.map((p) => [p.url, p.title, p.depth, p.links])).toEqual([
      [`${s.url}/`, 'Home', 0, 5],
      [`${s.url}/about`, 'About', 1, 2],
    ]);
    expect(pages[1]!.final_url).toBe(`${s.url}/about`);
    expect(pages[1]!.bytes).toBe(Buffer.byteLength(SITE['/about'] as string));
    expect(pages[1]!.content_type).toBe('text/html; charset=utf-8');
    // "We are a small team &amp; proud." plus the newlines between the body's tags, as written.
    expect(pages[1]!.text_chars).toBeGreaterThanOrEqual('We are a small team &amp; proud.'.length);
    expect(pages.every((p) => typeof p.fetch_ms === 'number' && p.fetch_ms >= 0)).toBe(true);

    // What is on a page, in order, with line and column.
    expect(
      query(
        file,
        'SELECT line, col, element, attribute, target, raw, text FROM links WHERE page_id = (SELECT id FROM pages WHERE url = ?) ORDER BY line, col',
        `${s.url}/`,
      ),
    ).toEqual([
      { line: 3, col: 4, element: 'a', attribute: 'href', target: `${s.url}/about`, raw: '/about', text: 'About us' },
      { line: 4, col: 4, element: 'a', attribute: 'href', target: `${s.url}/gone`, raw: '/gone', text: 'Gone' },
      { line: 4, col: 31, element: 'img', attribute: 'src', target: `${s.url}/logo.png`, raw: '/logo.png', text: 'Logo' },
      { line: 5, col: 4, element: 'a', attribute: 'href', target: 'mailto:team@site.test?subject=hi', raw: 'mailto:team@site.test?subject=hi', text: 'Mail' },
      { line: 6, col: 4, element: 'a', attribute: 'href', target: `${s.url}/old`, raw: '/old', text: 'Old' },
    ]);

    // mailto: each address once per page.
    expect(query(file, 'SELECT m.address, p.url FROM mailto m JOIN pages p ON p.id = m.page_id ORDER BY p.id')).toEqual([
      { address: 'team@site.test', url: `${s.url}/` },
      { address: 'team@site.test', url: `${s.url}/about` },
    ]);

    // A verdict with its redirect chain (kept as JSON, readable with json_each).
    const [old] = query<{
      state: string;
      status: number;
      reason: string;
      final_url: string;
      redirects: string;
      attempts: number;
      method: string;
      internal: number;
    }>(file, 'SELECT * FROM verdicts WHERE url = ?', `${s.url}/old`);
    expect(old).toMatchObject({
      state: 'dead',
      status: 404,
      reason: 'HTTP 404 Not Found',
      final_url: `${s.url}/gone`,
      attempts: 1,
      method: 'get',
      internal: 1,
    });
    expect(JSON.parse(old!.redirects)).toEqual([
      { url: `${s.url}/old`, status: 302 },
      { url: `${s.url}/moved`, status: 301 },
    ]);
    expect(
      query(file, "SELECT h.value ->> 'status' AS status FROM verdicts v, json_each(v.redirects) h WHERE v.url = ? ORDER BY h.key", `${s.url}/old`),
    ).toEqual([{ status: 302 }, { status: 301 }]);
    expect(query(file, 'SELECT state, status FROM verdicts WHERE url = ?', `${s.url}/logo.png`)).toEqual([{ state: 'ok', status: 200 }]);

    // The run: complete, with the report's counts.
    const [run] = query<{ state: string; incomplete_reason: string | null; finished_at: string; counts: string; start_urls: string }>(
      file,
      'SELECT * FROM run',
    );
    expect(run!.state).toBe('complete');
    expect(run!.incomplete_reason).toBeNull();
    expect(JSON.parse(run!.counts)).toEqual(r.counts);
    expect(JSON.parse(run!.start_urls)).toEqual([`${s.url}/`]);
    expect(query(file, 'PRAGMA application_id')).toEqual([{ application_id: 0x4c6b5370 }]);
    // "Who links here" and "what is on this page" use their indexes.
    const plan = (sql: string) =>
      query<{ detail: string }>(file, `EXPLAIN QUERY PLAN ${sql}`, 'x')
        .map((p) => p.detail)
        .join('\n');
    expect(plan('SELECT * FROM links WHERE target = ?')).toContain('USING INDEX links_by_target');
    expect(plan('SELECT * FROM links WHERE page_id = (SELECT id FROM pages WHERE url = ?)')).toMatch(
      /USING INDEX links_by_page[\s\S]*USING (COVERING )?INDEX pages_by_url/,
    );
  });

  it('records the missing fragments and invalid URLs the report has', async () => {
    const s = await site({ '/': page('<a href="/a#nowhere">a</a> <a href="http://[bad">bad</a>'), '/a': page('<h1 id="here">A</h1>') });
    const file = tempDb();
    await check({ urls: s.url, db: file, 'check-fragments': 'true' });
    expect(query(file, "SELECT url, state, error FROM verdicts WHERE state <> 'ok' ORDER BY url")).toEqual([
      { url: `${s.url}/a#nowhere`, state: 'dead', error: 'missing-fragment' },
      { url: 'http://[bad', state: 'dead', error: 'invalid-url' },
    ]);
    // The broken fragment's link, found through target and fragment.
    expect(
      query(file, "SELECT l.line, l.col FROM links l JOIN verdicts v ON v.url = l.target || '#' || l.fragment WHERE v.error = 'missing-fragment'"),
    ).toEqual([{ line: 3, col: 4 }]);
  });

  it('a run stopped by a signal leaves a consistent database marked partial, with the unfinished requests', async () => {
    // /slow is linked from /a, so when its request arrives both pages are parsed: the crawl is
    // stopped right then, with /slow held in flight.
    const stop = new AbortController();
    const s = await site({
      '/': page('<a href="/a">a</a>'),
      '/a': page('<a href="/slow">slow</a>'),
      '/slow': () => stop.abort(),
    });
    const file = tempDb();
    const r = await check({ urls: s.url, db: file }, { signal: stop.signal });
    expect(r.run.incomplete).toBe(true);
    expect(query(file, 'SELECT state, incomplete_reason FROM run')).toEqual([{ state: 'partial', incomplete_reason: 'interrupted' }]);
    expect(query(file, 'SELECT url FROM pages ORDER BY id').map((p) => p.url)).toEqual([`${s.url}/`, `${s.url}/a`]);
    expect(query(file, 'SELECT state, error FROM verdicts WHERE url = ?', `${s.url}/slow`)).toEqual([{ state: 'warn', error: 'unfinished' }]);
    expect(query(file, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  });

  it('a folder check stores public URLs and files, never the loopback server', async () => {
    const dir = tempDir('ls-db-site-');
    writeFileSync(path.join(dir, 'index.html'), page('<a href="docs.html">Docs</a>\n<a href="nope.html">Nope</a>', 'Index'));
    writeFileSync(path.join(dir, 'docs.html'), page('<a href="index.html">Home</a>', 'Docs'));
    const file = tempDb();
    await check({ path: dir, db: file, 'base-url': 'https://docs.example.org/' });
    const dump = JSON.stringify([
      query(file, 'SELECT * FROM pages'),
      query(file, 'SELECT * FROM links'),
      query(file, 'SELECT * FROM verdicts'),
      query(file, 'SELECT * FROM run'),
    ]);
    expect(dump).not.toContain('127.0.0.1');
    expect(query(file, 'SELECT url, file, title FROM pages ORDER BY url')).toEqual([
      { url: 'https://docs.example.org/', file: 'index.html', title: 'Index' },
      { url: 'https://docs.example.org/docs.html', file: 'docs.html', title: 'Docs' },
    ]);
    expect(query(file, "SELECT url FROM verdicts WHERE state = 'dead'")).toEqual([{ url: 'https://docs.example.org/nope.html' }]);
  });

  it('refuses a file that is not a linkspider database, before any request', async () => {
    const s = await site({ '/': page('x') });
    const file = tempDb('notes.txt');
    writeFileSync(file, 'my notes\n');
    await expect(check({ urls: s.url, db: file })).rejects.toThrow(DbFileError);
    expect(readFileSync(file, 'utf8')).toBe('my notes\n');
    expect(s.hits.size).toBe(0);
  });
});

describe('--db from the CLI (dist/cli.js)', () => {
  it('writes the database without a warning, replaces its own database on the next run, and refuses other files (exit 2)', async () => {
    const routes: Record<string, Route> = { '/': page('<a href="/one">one</a>', 'First'), '/one': page('one') };
    const s = await site(routes);
    const file = tempDb();
    const first = await runCli([s.url, '--db', file, '--quiet']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).not.toMatch(/warning/i);
    expect(query(file, 'SELECT title FROM pages WHERE depth = 0')).toEqual([{ title: 'First' }]);

    routes['/'] = page('<a href="/two">two</a>', 'Second');
    routes['/two'] = 404;
    const second = await runCli([s.url, '--db', file, '--quiet']);
    expect(second.code, second.stderr).toBe(1);
    expect(query(file, 'SELECT title FROM pages WHERE depth = 0')).toEqual([{ title: 'Second' }]);
    expect(query(file, "SELECT url FROM verdicts WHERE state = 'dead'")).toEqual([{ url: `${s.url}/two` }]);
    expect(query(file, 'SELECT count(*) AS n FROM run')).toEqual([{ n: 1 }]);

    const other = tempDb('report.json');
    writeFileSync(other, '{}');
    const refused = await runCli([s.url, '--db', other]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--db: ${other} exists and is not a linkspider database`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(other, 'utf8')).toBe('{}');
  });
});

/** docs/reports.md's "Crawl database" queries: each ```sql block, run against real crawls' databases. */
function docQueries(): string[] {
  const page = readFileSync(path.resolve(import.meta.dirname, '../../docs/reports.md'), 'utf8');
  const start = page.indexOf('\n## Crawl database');
  expect(start).toBeGreaterThan(0);
  const end = page.indexOf('\n## ', start + 5);
  const section = page.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function runStatements(file: string, sql: string, lastWeek: string): Array<Record<string, unknown>> {
  const db = new DatabaseSync(file);
  try {
    const statements = sql
      .replaceAll("'last-week.db'", `'${lastWeek}'`)
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean);
    for (const st of statements.slice(0, -1)) db.exec(st);
    return db
      .prepare(statements.at(-1)!)
      .all()
      .map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

describe('docs/reports.md: the crawl database queries', () => {
  it('each query answers its question on a real crawl', async () => {
    const queries = docQueries();
    expect(queries).toHaveLength(3);
    const [whoLinks, slowest, changed] = queries as [string, string, string];

    const routes: Record<string, Route> = {
      '/': page('<a href="/docs">Docs</a>\n<a href="/old-news">News</a>\n<a href="/fixed-later">Soon</a>', 'Home'),
      '/docs': page('<a href="/blog">Blog</a>', 'Docs'),
      '/blog': page(`<p>${'words '.repeat(2000)}</p>`, 'Blog'),
      '/old-news': page('old', 'Old news'),
      '/fixed-later': 404,
    };
    const s = await site(routes);
    const lastWeek = tempDb('last-week.db');
    await check({ urls: s.url, db: lastWeek });

    routes['/'] = page('<a href="/docs">Docs</a>\n<a href="/fixed-later">Now fine</a>\n<a href="/new">New</a>', 'Home');
    routes['/fixed-later'] = page('fine now', 'Fixed');
    routes['/new'] = page('<a href="/missing">Missing</a>', 'New');
    const thisWeek = path.join(path.dirname(lastWeek), 'crawl.db');
    await check({ urls: s.url, db: thisWeek });

    expect(runStatements(thisWeek, whoLinks, lastWeek)).toEqual([
      { dead: `${s.url}/missing`, reason: 'HTTP 404 Not Found', page: `${s.url}/new`, line: 3, col: 4, text: 'Missing' },
    ]);
    const slow = runStatements(thisWeek, slowest, lastWeek);
    const kb = (route: string) => Math.round((Buffer.byteLength(routes[route] as string) / 1024) * 10) / 10;
    expect(slow.map((p) => [p['url'], p['kb']]).sort()).toEqual(
      (['/', '/blog', '/docs', '/fixed-later', '/new'] as const).map((r) => [`${s.url}${r}`, kb(r)]).sort(),
    );
    const ms = slow.map((p) => p['ms'] as number);
    expect(ms).toEqual([...ms].sort((a, b) => b - a));
    expect(slow.find((p) => p['url'] === `${s.url}/blog`)!['text_chars']).toBeGreaterThan(12000);
    expect(runStatements(thisWeek, changed, lastWeek)).toEqual([
      { change: 'new page', url: `${s.url}/fixed-later`, detail: 'Fixed' },
      { change: 'new page', url: `${s.url}/new`, detail: 'New' },
      { change: 'newly dead', url: `${s.url}/missing`, detail: 'HTTP 404 Not Found' },
      { change: 'no longer dead', url: `${s.url}/fixed-later`, detail: 'HTTP 404 Not Found' },
      { change: 'page gone', url: `${s.url}/old-news`, detail: 'Old news' },
    ]);
  });
});
