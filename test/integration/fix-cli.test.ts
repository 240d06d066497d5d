/**
 * `linkspider fix` end to end (issue 27), the bundled CLI on a repository whose links go to real
 * loopback servers: a 301 chain, a 308, a 302, a deep link that 301s to the home page, a dead link
 * and a reference definition. The diff names exactly the permanent ones; --write changes exactly
 * those bytes (fragment kept); the soft 404 is reported with where it landed; the rest untouched.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliScratch, runCli } from '../helpers/cli.js';
import { startServer } from '../helpers/server.js';
import { routes, page } from '../helpers/crawl.js';

const scratch = cliScratch('linkspider-fix-');

async function web() {
  const s = await startServer(
    routes({
      '/': page('home'),
      '/old/guide': { status: 301, headers: { location: '/old2/guide' } },
      '/old2/guide': { status: 301, headers: { location: '/docs/guide' } },
      '/docs/guide': page('guide'),
      '/old/guide?a=1&b=2': { status: 301, headers: { location: '/docs/guide' } },
      '/img.png': { status: 308, headers: { location: '/assets/img.png' } },
      '/assets/img.png': { headers: { 'content-type': 'image/png' }, body: 'png' },
      '/temp': { status: 302, headers: { location: '/docs/guide' } },
      '/mixed': { status: 301, headers: { location: '/temp' } },
      '/deep/page': { status: 301, headers: { location: '/' } },
      '/api-old': { status: 301, headers: { location: '/api/v2' } },
      '/api/v2': page('api'),
      '/private/doc': { status: 301, headers: { location: '/login?next=/private/doc' } },
      '/login?next=/private/doc': page('sign in'),
    }),
  );
  scratch.servers.push(s);
  return s;
}

function repo(name: string, files: Record<string, string | Buffer>): string {
  const root = path.join(scratch.dir, name);
  rmSync(root, { recursive: true, force: true });
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return root;
}

describe('linkspider fix', () => {
  it('prints the diff of the permanent moves, and --write changes exactly those', async () => {
    const s = await web();
    const u = s.url;
    const readme = [
      '# Project',
      '',
      `Read [the guide](${u}/old/guide#install) first.`,
      `![logo](${u}/img.png)`,
      `A [temporary one](${u}/temp), a [gone page](${u}/deep/page), [mixed](${u}/mixed).`,
      `A [dead link](${u}/missing) and [the API][api].`,
      '',
      `[api]: ${u}/api-old`,
      '',
    ].join('\n');
    const root = repo('basic', { 'README.md': readme });

    const shown = await runCli(['fix', 'README.md', '--retries', '0'], { cwd: root });
    expect(shown.code, shown.stderr).toBe(1);
    expect(shown.stdout).toBe(
      [
        '--- a/README.md',
        '+++ b/README.md',
        '@@ -1,8 +1,8 @@',
        ' # Project',
        ' ',
        `-Read [the guide](${u}/old/guide#install) first.`,
        `-![logo](${u}/img.png)`,
        `+Read [the guide](${u}/docs/guide#install) first.`,
        `+![logo](${u}/assets/img.png)`,
        ` A [temporary one](${u}/temp), a [gone page](${u}/deep/page), [mixed](${u}/mixed).`,
        ` A [dead link](${u}/missing) and [the API][api].`,
        ' ',
        `-[api]: ${u}/api-old`,
        `+[api]: ${u}/api/v2`,
        '',
      ].join('\n'),
    );
    // The check's report is on stderr: the soft 404 with where it landed, the dead link.
    expect(shown.stderr).toContain(`soft 404 ${u}/deep/page\n    gone: redirected to the home page ${u}/ (the page no longer exists)`);
    expect(shown.stderr).toContain(`${u}/missing`);
    // A chain with a 302 in it is listed as moved, and not rewritten; a 302 alone is not moved at all.
    expect(shown.stderr).toContain(`not rewritten: README.md:5: ${u}/mixed: a temporary redirect (HTTP 302) in the chain`);
    expect(shown.stderr).not.toContain(`not rewritten: README.md:5: ${u}/temp`);
    expect(shown.stderr).toContain('3 links to rewrite in 1 file: run again with --write to apply');
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toBe(readme);

    const written = await runCli(['fix', 'README.md', '--write', '--retries', '0'], { cwd: root });
    // The dead link is still there.
    expect(written.code, written.stderr).toBe(1);
    expect(written.stderr).toContain('rewrote 3 links in 1 file');
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toBe(
      readme
        .replace(`${u}/old/guide#install`, `${u}/docs/guide#install`)
        .replace(`${u}/img.png`, `${u}/assets/img.png`)
        .replace(`[api]: ${u}/api-old`, `[api]: ${u}/api/v2`),
    );
    // Nothing left to rewrite.
    const again = await runCli(['fix', 'README.md', '--retries', '0'], { cwd: root });
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('nothing to rewrite');
  });

  it('rewrites a folder of HTML in place, quotes and entities as written, CRLF kept', async () => {
    const s = await web();
    const u = s.url;
    const html = `<!doctype html>\r\n<title>t</title>\r\n<a href='${u}/old/guide?a=1&amp;b=2'>g</a>\r\n<a href="${u}/temp">t</a>\r\n`;
    const root = repo('site', { 'public/index.html': html });
    // A file's permissions are its own: a page kept private (0600) stays so after the rewrite.
    chmodSync(path.join(root, 'public/index.html'), 0o600);
    const r = await runCli(['fix', 'public', '--write'], { cwd: root });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'public/index.html'), 'utf8')).toBe(html.replace(`'${u}/old/guide?a=1&amp;b=2'`, `'${u}/docs/guide?a=1&amp;b=2'`));
    expect(statSync(path.join(root, 'public/index.html')).mode & 0o777).toBe(0o600);
  });

  it('exit 0 when nothing is to be fixed; 2 for a URL or nothing to check', async () => {
    const s = await web();
    const root = repo('clean', { 'a.md': `[fine](${s.url}/docs/guide)\n` });
    const clean = await runCli(['fix', 'a.md'], { cwd: root });
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toBe('');
    const url = await runCli(['fix', 'https://example.com/'], { cwd: root });
    expect(url.code).toBe(2);
    expect(url.stderr).toBe('linkspider fix: https://example.com/: fix rewrites files: give Markdown files, HTML files or a folder, not a URL\n');
    const typo = await runCli(['fix', '--wirte', 'a.md'], { cwd: root });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('linkspider fix: --wirte: unknown option (did you mean --write?); see linkspider fix --help for the options it accepts\n');
    const none = await runCli(['fix'], { cwd: root });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('give the Markdown files, HTML files or folder to fix');
  });

  it('fix docs (a folder of Markdown) checks its Markdown; the diff of a CRLF file applies', async () => {
    const s = await web();
    const u = s.url;
    const crlf = `# Guide\r\n\r\nRead [the guide](${u}/old/guide) first.\r\n`;
    const open = `# More\n\n[api](${u}/api-old)`; // no line end at the end of the file
    const root = repo('mdfolder', { 'docs/guide.md': crlf, 'docs/deep/more.md': open });
    const r = await runCli(['fix', 'docs', '--retries', '0'], { cwd: root });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('2 links to rewrite in 2 files');
    expect(r.stdout).toContain(`-Read [the guide](${u}/old/guide) first.\r\n+Read [the guide](${u}/docs/guide) first.\r\n`);
    expect(r.stdout).toContain(`-[api](${u}/api-old)\n\\ No newline at end of file\n+[api](${u}/api/v2)\n\\ No newline at end of file\n`);
    // git and patch take the diff as it is printed.
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['apply', '--check'], { cwd: root, input: r.stdout });
    execFileSync('patch', ['-p1', '--dry-run'], { cwd: root, input: r.stdout });
    execFileSync('git', ['apply'], { cwd: root, input: r.stdout });
    expect(readFileSync(path.join(root, 'docs/guide.md'), 'utf8')).toBe(crlf.replace('/old/guide', '/docs/guide'));
    // A folder with neither HTML nor Markdown checked nothing: exit 2, not "nothing to rewrite".
    const empty = repo('emptyfolder', { 'notes/readme.txt': 'x' });
    const none = await runCli(['fix', 'notes'], { cwd: empty });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/linkspider fix: nothing was checked: .*no \.html or \.htm file/);
  });

  it('the check advises only the moves fix makes: no login page, no temporary hop', async () => {
    const s = await web();
    const u = s.url;
    const root = repo('advice', { 'README.md': `[a](${u}/old/guide) [b](${u}/mixed) [c](${u}/private/doc)\n` });
    const check = await runCli(['README.md', '--retries', '0'], { cwd: root });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain(`Moved permanently: update these links (1)\n\n→ 301 ${u}/old/guide\n    moved to ${u}/docs/guide\n`);
    expect(check.stdout).not.toContain(`${u}/mixed`);
    expect(check.stdout).not.toContain(`${u}/private/doc`);
    const fix = await runCli(['fix', 'README.md', '--retries', '0'], { cwd: root });
    expect(fix.stdout).toContain(`+[a](${u}/docs/guide) [b](${u}/mixed) [c](${u}/private/doc)`);
    expect(fix.stderr).toContain('the chain goes through a login or consent page');
  });
});
