/**
 * `archive: wayback` (issue 27) against a local fake of the Wayback Machine's availability API
 * (never archive.org): each dead external link gets its archived copy, shown in the console, the
 * JSON, the markdown summary and the SARIF message; a few lookups in flight at most; answers kept
 * in the cache between runs; `fix --use-archive` rewrites a dead link to its copy only when asked.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeServers, FAST, page, serve, site } from '../helpers/crawl.js';
import { resolveOptions } from '../../src/options.js';
import { runCheck } from '../../src/run.js';
import { formatConsoleReport } from '../../src/report/console.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { buildSarif } from '../../src/report/sarif.js';
import { readJsonReport, writeJsonReport } from '../../src/report/json.js';
import { copyOf, waybackDate } from '../../src/http/wayback.js';
import { fixMain } from '../../src/fix/cli.js';

const dir = mkdtempSync(path.join(tmpdir(), 'linkspider-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(closeServers);

/**
 * A fake availability API: a copy for the URLs in `copies`, none for others. It holds each answer
 * until `batch` lookups are open (or every one of `total` was asked), so lookups a client runs
 * together are open together: `most()` is the most it ever had at once.
 */
async function fakeWayback(copies: Record<string, string>, batch = 1, total = 1) {
  const asked: string[] = [];
  let most = 0;
  let held: Array<() => void> = [];
  const s = await serve((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const url = u.searchParams.get('url') ?? '';
    asked.push(url);
    held.push(() => {
      const ts = copies[url];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ts === undefined
            ? { url, archived_snapshots: {} }
            : { url, archived_snapshots: { closest: { status: '200', available: true, url: `http://web.archive.org/web/${ts}/${url}`, timestamp: ts } } },
        ),
      );
    });
    most = Math.max(most, held.length);
    if (held.length >= batch || asked.length >= total) {
      const now = held;
      held = [];
      for (const answer of now) answer();
    }
  });
  return { api: `${s.url}/wayback/available`, asked, most: () => most };
}

describe('archive: wayback', () => {
  it('reads the availability answer: a copy of a 200 page, or none', () => {
    expect(
      copyOf(
        '{"archived_snapshots":{"closest":{"available":true,"url":"http://web.archive.org/web/20190501123456/https://a.test/","timestamp":"20190501123456","status":"200"}}}',
      ),
    ).toEqual({
      url: 'https://web.archive.org/web/20190501123456/https://a.test/',
      date: '2019-05-01T12:34:56Z',
    });
    expect(copyOf('{"archived_snapshots":{}}')).toBeNull();
    expect(copyOf('{"archived_snapshots":{"closest":{"available":true,"url":"https://web.archive.org/x","timestamp":"20190501","status":"404"}}}')).toBeNull();
    expect(copyOf('<html>')).toBeUndefined();
    expect(waybackDate('2019')).toBeUndefined();
  });

  it('attaches the copy to each dead external link, in every report format, asked a few at a time and cached', async () => {
    const ext = await site({ '/fine': page('ok') });
    const gone = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${ext.url}/gone-${x}`);
    const fake = await fakeWayback({ [gone[0]!]: '20190501123456', [gone[3]!]: '20200102030405' }, 3, gone.length);
    const s = await site({ '/': page([...gone, `${ext.url}/fine`, '/missing'].map((u) => `<a href="${u}">x</a>`).join('\n')) });
    const cache = path.join(dir, 'cache.json');
    const options = resolveOptions({ ...FAST, urls: [s.url], archive: 'wayback', 'archive-api': fake.api, cache });
    const r = await runCheck(options);

    // Sorted by URL, as the report is (the two servers' ports decide which comes first).
    const expected: Array<[string, string | undefined]> = [
      ...gone.map((u, i): [string, string | undefined] => [
        u,
        i === 0 ? `https://web.archive.org/web/20190501123456/${u}` : i === 3 ? `https://web.archive.org/web/20200102030405/${u}` : undefined,
      ]),
      [`${s.url}/missing`, undefined],
    ];
    expect(r.dead.map((d) => [d.url, d.archive?.url])).toEqual(expected.sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    // Only external dead links are looked up, each once, at most three at a time.
    expect([...fake.asked].sort()).toEqual(gone);
    expect(fake.most()).toBe(3);

    const copy = `https://web.archive.org/web/20190501123456/${gone[0]}`;
    expect(formatConsoleReport(r, { color: false })).toContain(`✗ 404 ${gone[0]}\n    HTTP 404 Not Found\n    archived copy (2019-05-01): ${copy}`);
    expect(renderMarkdown(r)).toContain(`[archived copy (2019\\-05\\-01)](${copy})`);
    const sarif = buildSarif(r, { workspace: dir });
    expect(sarif.runs[0]!.results!.find((x) => x.message.text?.includes(gone[0]!))?.message.text).toContain(`Archived copy (2019-05-01): ${copy}.`);
    const json = path.join(dir, 'report.json');
    await writeJsonReport(r, json);
    expect((await readJsonReport(json)).dead.find((d) => d.url === gone[0])?.archive).toEqual({ url: copy, date: '2019-05-01T12:34:56Z' });

    // The next run asks nothing: copies and "none" answers come from the cache.
    const again = await runCheck(options);
    expect(fake.asked).toHaveLength(gone.length);
    expect(again.dead.find((d) => d.url === gone[0])?.archive?.url).toBe(copy);
    expect(again.dead.find((d) => d.url === gone[1])?.archive).toBeUndefined();
  });

  it('an unreachable archive costs the copies, not the run', async () => {
    const ext = await site({});
    const down = await serve((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const s = await site({ '/': page(`<a href="${ext.url}/gone">x</a>`) });
    const r = await runCheck(resolveOptions({ ...FAST, urls: [s.url], archive: 'wayback', 'archive-api': `${down.url}/available` }));
    expect(r.dead.map((d) => [d.url, d.archive])).toEqual([[`${ext.url}/gone`, undefined]]);
    expect(r.run.notes).toContainEqual(expect.stringContaining('archive: 1 of 1 lookups'));
  });

  it('fix --use-archive rewrites a dead link to its copy; without it the link stays', async () => {
    const ext = await site({});
    const fake = await fakeWayback({ [`${ext.url}/gone`]: '20190501123456' });
    const root = mkdtempSync(path.join(dir, 'repo-'));
    const md = `See [the paper](${ext.url}/gone) here.\n`;
    writeFileSync(path.join(root, 'README.md'), md);
    const run = async (...extra: string[]) => {
      const stdout = new PassThrough();
      const stderr = new PassThrough();
      let out = '';
      let err = '';
      stdout.on('data', (d) => (out += d));
      stderr.on('data', (d) => (err += d));
      const code = await fixMain(['README.md', '--archive', 'wayback', '--archive-api', fake.api, '--retries', '0', ...extra], { cwd: root, stdout, stderr });
      return { code, out, err };
    };
    const plain = await run();
    expect(plain.out).toBe('');
    expect(plain.code).toBe(1);
    expect(plain.err).toContain(`archived copy (2019-05-01): https://web.archive.org/web/20190501123456/${ext.url}/gone`);
    const shown = await run('--use-archive');
    expect(shown.out).toContain(`+See [the paper](https://web.archive.org/web/20190501123456/${ext.url}/gone) here.`);
    const written = await run('--use-archive', '--write');
    expect(written.code, written.err).toBe(0);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toBe(
      md.replace(`${ext.url}/gone`, `https://web.archive.org/web/20190501123456/${ext.url}/gone`),
    );
    const bad = await run('--use-archive', '--archive', '');
    expect(bad.code).toBe(2);
  });
});
