/**
 * A folder check as a maintainer points it at a build: every HTML file is checked (not only
 * what index.html reaches), `dir/` and `dir/index.html` are one page, pages no other page
 * links to are orphans, `entry` keeps the old start-from-one-page behaviour, and a run that
 * parses nothing says why in one line (the CLI exits 2 unless --allow-empty).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { check, closeServers, deadOf, page, pageUrls, site } from '../helpers/crawl.js';
import { cliPath, runCli } from '../helpers/cli.js';
import { listSiteFiles, sitePathOf } from '../../src/local/site-files.js';
import { nothingChecked } from '../../src/report/empty.js';

beforeAll(async () => {
  await cliPath(); // may build the bundle once (~15 s) when dist/cli.js is stale
}, 180_000);

const dirs: string[] = [];
afterEach(async () => {
  await closeServers();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A folder with these files (relative path → content). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-folder-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('every file of a folder', () => {
  const files = {
    'index.html': page('<a href="docs/">docs</a> <a href="docs/index.html">docs again</a> <a href="about">about</a>'),
    'about.html': page('<a href="/index.html">home</a> <a href="/gone.html">gone</a>'),
    'docs/index.html': page('<a href="../gone.html">gone</a> <a href="guide">guide</a>'),
    'docs/guide/index.html': page('<a href="./">self</a>'),
    'old/forgotten.html': page('<a href="/also-gone.html">x</a> <a href="forgotten.html">self</a>'),
    'old/note.htm': page('nothing links here either'),
    'notes.txt': 'not a page',
    '.git/info.html': page('hidden: not part of the site'),
  };

  it('checks every .html/.htm file, lists the orphans, and keeps dir/ and dir/index.html one page', async () => {
    const r = await check({ path: folder(files) });
    expect(pageUrls(r)).toEqual(['/', '/about.html', '/docs/', '/docs/guide/', '/old/forgotten.html', '/old/note.htm']);
    // A link only the orphan has is still checked.
    expect(deadOf(r, '/also-gone.html').referrers).toMatchObject([{ page: '/old/forgotten.html', file: 'old/forgotten.html' }]);
    // One URL for the folder page: both links merged into it (it is ok, so not reported).
    expect(JSON.stringify(r)).not.toMatch(/"(url|page)":"\/docs\/index\.html"/);
    expect(
      deadOf(r, '/gone.html')
        .referrers.map((x) => x.page)
        .sort(),
    ).toEqual(['/about.html', '/docs/']);
    // A self-link does not save a page from being an orphan; a link through a redirect or
    // the extensionless fallback does.
    expect(r.orphans).toEqual(['/old/forgotten.html', '/old/note.htm']);
  });

  it('counts a link to a page from another page after the page linked to itself with the same href', async () => {
    // The same href in one folder is one memoised link: a self-link met first must not settle it. Two pairs in
    // opposite name order, so that whichever order the pages are read in, one pair meets the self-link first.
    const r = await check({
      path: folder({
        'index.html': page('<a href="d/">d</a> <a href="e/">e</a>'),
        'd/index.html': page('nothing'),
        'd/a.html': page('<a href="a.html">self</a>'),
        'd/b.html': page('<a href="a.html">a</a>'),
        'e/index.html': page('nothing'),
        'e/a.html': page('<a href="b.html">b</a>'),
        'e/b.html': page('<a href="b.html">self</a>'),
      }),
    });
    expect(r.orphans).toEqual(['/d/b.html', '/e/a.html']);
  });

  it('with entry starts from the given pages only, and lists no orphans', async () => {
    const r = await check({ path: folder(files), entry: 'index.html' });
    expect(pageUrls(r)).toEqual(['/', '/about.html', '/docs/', '/docs/guide/']);
    expect(r.orphans).toBeUndefined();
    const r2 = await check({ path: folder(files), entry: ['old/forgotten.html'] });
    expect(pageUrls(r2)).toEqual(['/old/forgotten.html']);
  });

  it('with base-url lists orphans by their public URL', async () => {
    const r = await check({ path: folder(files), 'base-url': 'https://example.org/site/' });
    expect(r.orphans).toEqual(['https://example.org/site/old/forgotten.html', 'https://example.org/site/old/note.htm']);
  });

  it('lists site files sorted, index.html first, without hidden folders or symbolic links', async () => {
    const dir = folder({ ...files, 'node_modules/pkg/readme.html': page('') });
    symlinkSync('/etc', path.join(dir, 'etc-link'));
    expect(await listSiteFiles(dir)).toEqual(['index.html', 'about.html', 'docs/guide/index.html', 'docs/index.html', 'old/forgotten.html', 'old/note.htm']);
    expect(sitePathOf('docs/index.html')).toBe('docs/');
    expect(new URL(sitePathOf('a b/c#1%.html'), 'http://x/').pathname).toBe('/a%20b/c%231%25.html');
  });

  it.skipIf(process.platform === 'win32')('says why a symbolic link that leaves the folder is not served', async () => {
    // Debian's Python docs: `_static/jquery.js` links to /usr/share/javascript, outside the tree.
    const outside = folder({ 'jquery.js': 'window.jQuery = 1;' });
    const dir = folder({ 'index.html': page('<script src="_static/jquery.js"></script> <a href="inside.js">in</a> <a href="gone.js">x</a>'), 'real.js': '' });
    mkdirSync(path.join(dir, '_static'));
    symlinkSync(path.join(outside, 'jquery.js'), path.join(dir, '_static', 'jquery.js'));
    symlinkSync(path.join(dir, 'real.js'), path.join(dir, 'inside.js'));
    // Followed by default, as web servers and the Pages upload do; kept in with follow-symlinks off.
    expect((await check({ path: dir })).dead.map((d) => d.url)).toEqual(['/gone.js']);
    const r = await check({ path: dir, 'follow-symlinks': false });
    expect(deadOf(r, '/_static/jquery.js')).toMatchObject({ status: 404, reason: 'HTTP 404 symbolic link to outside the folder, not served' });
    expect(deadOf(r, '/gone.js').reason).toBe('HTTP 404 Not Found');
    expect(r.dead.map((d) => d.url).sort()).toEqual(['/_static/jquery.js', '/gone.js']);
  });

  it('names a page whose file name needs percent-encoding once', async () => {
    const r = await check({
      path: folder({
        'index.html': page('<a href="a b.html">x</a> <a href="c@d.html">y</a> <a href="caf%C3%A9.html">z</a>'),
        'a b.html': page(''),
        'c@d.html': page(''),
        'café.html': page(''),
      }),
    });
    expect(pageUrls(r)).toEqual(['/', '/a%20b.html', '/c@d.html', '/caf%C3%A9.html']);
    expect(r.orphans).toEqual([]);
  });
});

describe('a run that checked nothing', () => {
  it('a folder without HTML: one line saying so', async () => {
    const dir = folder({ 'notes.txt': 'x', 'img/a.png': 'x' });
    const r = await check({ path: dir });
    expect(r.counts.pages).toBe(0);
    expect(r.dead).toEqual([]);
    expect(nothingChecked(r, false)).toBe(`nothing was checked: the folder ${dir} has no .html or .htm file to check (set --allow-empty if that is expected)`);
    expect(nothingChecked(r, true)).toBeUndefined();
  });

  it('a start page served as text/plain: one line naming its content type', async () => {
    const s = await site({ '/': { body: page('<a href="/x">x</a>'), headers: { 'content-type': 'text/plain; charset=utf-8' } } });
    const r = await check({ urls: `${s.url}/` });
    expect(r.run.emptyReason).toBe(`start URL ${s.url}/ is served as text/plain, not as an HTML page`);
  });

  it('a dead start page: one line with its status', async () => {
    const s = await site({});
    const r = await check({ urls: `${s.url}/` });
    expect(r.run.emptyReason).toBe(`start URL ${s.url}/ answered HTTP 404 Not Found`);
  });

  it('the CLI exits 2 with that one line, or 0 with --allow-empty', async () => {
    const dir = folder({ 'readme.txt': 'no html' });
    const out = path.join(dir, 'report.json');
    const r = await runCli([dir, '--quiet', '--json', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `linkspider: nothing was checked: the folder ${path.resolve(dir)} has no .html or .htm file to check (set --allow-empty if that is expected)\n`,
    );
    expect(JSON.parse(readFileSync(out, 'utf8')).run.emptyReason).toMatch(/has no \.html or \.htm file/);
    const ok = await runCli([dir, '--quiet', '--allow-empty']);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe('');
  });

  it('--entry needs a folder and a path inside it', async () => {
    const bad = await runCli(['http://127.0.0.1:9/', '--entry', 'index.html']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^linkspider: --entry: only makes sense together with a folder/);
    const dir = folder({ 'index.html': page('') });
    const up = await runCli([dir, '--entry', '../x.html']);
    expect(up.code).toBe(2);
    expect(up.stderr).toMatch(/^linkspider: --entry: expected a page of the folder .*got "\.\.\/x\.html"/);
  });
});
