/**
 * A folder checked as its files will be served (issue 43), through the bundled CLI against real temp folders:
 * symbolic links followed wherever they lead (`--no-follow-symlinks` keeps them in), fragments carried on by a
 * script redirect and `#A-B` ranges, one page per file whatever the query string, and columns in characters.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliPath, runCli } from '../helpers/cli.js';
import { page } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';
import type { LinkResult, Report } from '../../src/report/model.js';

beforeAll(async () => {
  await cliPath(); // may build the bundle once when dist/cli.js is stale
}, 120_000);

function folder(files: Record<string, string>): string {
  const dir = tempDir('ls-served-');
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
  return dir;
}

/** Run the CLI on `dir` with `args`; its exit code and JSON report. */
async function cli(dir: string, ...args: string[]): Promise<{ code: number | null; report: Report; stderr: string }> {
  const out = path.join(tempDir('ls-served-out-'), 'report.json');
  const r = await runCli([dir, '--quiet', '--no-check-external', '--json', out, ...args], { timeoutMs: 30_000 });
  return { code: r.code, report: JSON.parse(readFileSync(out, 'utf8')) as Report, stderr: r.stderr };
}

const deadUrls = (r: Report): string[] => r.dead.map((d) => d.url).sort();
const dead = (r: Report, url: string): LinkResult | undefined => r.dead.find((d) => d.url === url);

describe.skipIf(process.platform === 'win32')('symbolic links', () => {
  it('a symlinked stylesheet outside the folder is ok by default, 404 with --no-follow-symlinks', async () => {
    const outside = folder({ 'style.css': 'body { color: red }', 'js/app.js': '' });
    const dir = folder({ 'index.html': page('<link rel="stylesheet" href="style.css"><script src="lib/js/app.js"></script>') });
    symlinkSync(path.join(outside, 'style.css'), path.join(dir, 'style.css'));
    symlinkSync(outside, path.join(dir, 'lib'));

    const followed = await cli(dir);
    expect(followed.code).toBe(0);
    expect(followed.report.dead).toEqual([]);
    expect(followed.report.counts.ok).toBeGreaterThanOrEqual(2);

    const kept = await cli(dir, '--no-follow-symlinks');
    expect(kept.code).toBe(1);
    expect(deadUrls(kept.report)).toEqual(['/lib/js/app.js', '/style.css']);
    expect(dead(kept.report, '/style.css')).toMatchObject({ status: 404, reason: 'HTTP 404 symbolic link to outside the folder, not served' });
  });

  it('a loop and a link to nothing are reported as such, not as a plain 404', async () => {
    const dir = folder({ 'index.html': page('<img src="a.png"> <img src="gone.png"> <img src="loop/x.png">') });
    symlinkSync(path.join(dir, 'b.png'), path.join(dir, 'a.png'));
    symlinkSync(path.join(dir, 'a.png'), path.join(dir, 'b.png'));
    symlinkSync(path.join(dir, 'nowhere.png'), path.join(dir, 'gone.png'));
    symlinkSync(path.join(dir, 'loop'), path.join(dir, 'loop-back'));
    symlinkSync(path.join(dir, 'loop-back'), path.join(dir, 'loop'));
    const { code, report } = await cli(dir);
    expect(code).toBe(1);
    expect(dead(report, '/a.png')).toMatchObject({ status: 403, reason: 'HTTP 403 symbolic link loop' });
    expect(dead(report, '/loop/x.png')).toMatchObject({ status: 403, reason: 'HTTP 403 symbolic link loop' });
    expect(dead(report, '/gone.png')).toMatchObject({ status: 404, reason: 'HTTP 404 symbolic link to nothing' });
  });

  it('pages in a symlinked folder outside are listed and checked; a link back into the folder is walked once', async () => {
    const outside = folder({ 'guide/intro.html': page('<a href="missing.html">x</a>') });
    const dir = folder({ 'index.html': page('') });
    symlinkSync(path.join(outside, 'guide'), path.join(dir, 'guide'));
    symlinkSync(path.join(outside, 'guide'), path.join(outside, 'guide', 'again'));
    symlinkSync(dir, path.join(dir, 'self'));
    const { report } = await cli(dir);
    expect(report.pages.map((p) => p.url).sort()).toEqual(['/', '/guide/intro.html']);
    expect(deadUrls(report)).toEqual(['/guide/missing.html']);
    const listed = await cli(dir, '--no-follow-symlinks');
    expect(listed.report.pages.map((p) => p.url)).toEqual(['/']);
  });

  it('a link to the parent folder or to / is served but never walked', async () => {
    const parent = folder({ 'beside.html': page('beside') });
    const dir = path.join(parent, 'site');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'index.html'), page('<a href="up/beside.html">beside</a>'));
    symlinkSync(parent, path.join(dir, 'up'));
    symlinkSync('/', path.join(dir, 'root'));
    const { code, report, stderr } = await cli(dir);
    expect(code, stderr).toBe(0);
    // Only the folder's own page and the one linked through `up`: nothing of / or of the parent is listed.
    expect(report.pages.map((p) => p.url).sort()).toEqual(['/', '/up/beside.html']);
  });
});

describe('fragments as the pages will show them', () => {
  const lines = Array.from({ length: 5 }, (_, i) => `<span id="${106 + i}">${106 + i}</span>`).join('\n');

  it('a range #A-B passes when both ids exist, fails when one does not', async () => {
    const dir = folder({
      'index.html': page('<a href="src.html#106-108">r</a> <a href="src.html#106-120">bad</a> <a href="src.html#107">one</a>'),
      'src.html': page(lines),
    });
    const { code, report } = await cli(dir, '--check-fragments');
    expect(code).toBe(1);
    expect(report.dead.map((d) => d.referrers.map((r) => r.raw))).toEqual([['src.html#106-120']]);
  });

  it('a stub whose script carries the hash on: its fragment is checked on the page it redirects to', async () => {
    const dir = folder({
      'index.html': page('<a href="stub.html#x">x</a> <a href="stub.html#y">y</a> <a href="old/stub2.html#x">x2</a> <a href="stub3.html#x">x3</a>'),
      'stub.html': page('<script>location.replace("b.html" + location.hash)</script>'),
      'old/stub2.html': page(
        '<meta http-equiv="refresh" content="0;URL=../b.html"><script>window.location.href = "../b.html" + window.location.search + window.location.hash;</script>',
      ),
      // A redirect that does not carry the hash: the fragment stays this page's.
      'stub3.html': page('<script>location.replace("b.html")</script>'),
      'b.html': page('<h2 id="x">x</h2>'),
    });
    const { code, report } = await cli(dir, '--check-fragments');
    expect(code).toBe(1);
    const raws = report.dead.flatMap((d) => d.referrers.map((r) => r.raw)).sort();
    expect(raws).toEqual(['stub.html#y', 'stub3.html#x']);
  });
});

describe('one file, one page', () => {
  it('a query string is a link to the page, not another page', async () => {
    const dir = folder({
      'index.html': page('<a href="a.html?highlight=x#s">a</a> <a href="a.html?">b</a> <a href="docs/?search=">s</a> <a href="a.html#nope">n</a>'),
      'a.html': page('<h2 id="s">s</h2>'),
      'docs/index.html': page('<a href="../a.html?x=1&amp;y=2">back</a>'),
    });
    const { code, report } = await cli(dir, '--check-fragments');
    expect(code).toBe(1);
    expect(report.pages.map((p) => p.url).sort()).toEqual(['/', '/a.html', '/docs/']);
    expect(report.counts.pages).toBe(3);
    expect(report.dead.flatMap((d) => d.referrers.map((r) => r.raw))).toEqual(['a.html#nope']);
  });
});

describe('columns in characters', () => {
  const astral = '🔬'.repeat(9);

  it('a link after nine astral characters is at its character column, on either parser and in SARIF', async () => {
    const dir = folder({
      // Line 3 of the page: `<p>` + nine 🔬 + `<a ` → the attribute `href` starts at column 16 (in UTF-16 units, 25).
      'index.html': page(`<p>${astral}<a href="gone.html">x</a></p>\n<p>${astral}<script>location.href = "/moved.html"</script>`),
      // A NUL sends the page to parse5 (fast-tokenizer.ts): its UTF-16 columns are converted the same.
      'nul.html': page(`<p>\u0000${astral}<a href="gone.html">x</a></p>`),
    });
    const sarif = path.join(tempDir('ls-served-sarif-'), 'r.sarif');
    const { report } = await cli(dir, '--sarif', sarif);
    const places = dead(report, '/gone.html')!.referrers.map((r) => [r.page, r.line, r.column]);
    expect(places).toEqual([
      ['/', 3, 16],
      ['/nul.html', 3, 17],
    ]);
    expect(dead(report, '/moved.html')!.referrers.map((r) => [r.line, r.column])).toEqual([[4, 38]]);
    const log = JSON.parse(readFileSync(sarif, 'utf8')) as { runs: Array<{ columnKind: string }> };
    expect(log.runs[0]!.columnKind).toBe('unicodeCodePoints');
  });
});
