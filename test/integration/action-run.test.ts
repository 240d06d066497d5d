/**
 * Runs the bundled Action (dist/index.js) the way the runner does: a child process on Node 24
 * with INPUT_* variables, GITHUB_STEP_SUMMARY / GITHUB_OUTPUT files, GITHUB_WORKSPACE as the
 * current folder and RUNNER_TEMP, against loopback sites. Asserts the outputs file, the summary,
 * the workflow commands on stdout, the artifact's file list (through the test-only recording
 * uploader) and the exit code.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../../src/report/model.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, ROOT, runAction as runBundle, sandbox, type ActionDirs, type ActionRun } from '../helpers/action.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { escapeMarkdown, markdownLink } from '../../src/report/escape.js';

interface RunResult extends ActionRun {
  /** What the test-only recording uploader saw (LINKSPIDER_TEST_ARTIFACT_LOG). */
  artifacts: Array<{ name: string; rootDir: string; files: string[]; retentionDays: number }>;
}

/** Run the bundle as the runner does (test/helpers/action.ts), recording artifact uploads. */
async function runAction(inputs: Record<string, string>, dirs: ActionDirs = sandbox()): Promise<RunResult> {
  const artifactLog = path.join(dirs.root, 'artifacts.jsonl');
  const run = await runBundle(inputs, dirs, { LINKSPIDER_TEST_ARTIFACT_LOG: artifactLog });
  const artifacts = existsSync(artifactLog)
    ? readFileSync(artifactLog, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as RunResult['artifacts'][number])
    : [];
  return { ...run, artifacts };
}

const count = (r: RunResult, command: string) => r.commands.filter((c) => c.command === command).length;

beforeAll(() => {
  if (!existsSync(BUNDLE)) throw new Error(`${path.relative(ROOT, BUNDLE)} is missing: run "npm run package" first`);
});

describe('folder check (path)', () => {
  const page = (body: string) => `<!doctype html>\n<html>\n<head><title>t</title></head>\n<body>\n${body}\n</body>\n</html>\n`;
  const files = {
    'public/index.html': page(
      ['<a href="about.html">About</a>', '  <p>See <a href="missing.html">the missing page</a>.</p>', '<a href="docs/">Docs</a>'].join('\n'),
    ),
    'public/about.html': page('<img src="img/none.png" alt="nothing">\n<a href="missing.html">again</a>'),
    'public/docs/index.html': page('<p><a href="../gone.html">gone\n::error::pwned</a></p>'),
    'docs/guide.md': '# Guide\n\nRead [the missing page](missing.html) first.\n',
  };

  it('annotates file:line:column in the workspace, writes outputs and summary, and fails', async () => {
    const r = await runAction({ path: 'public', sources: 'docs/**/*.md', 'check-external': 'false' }, sandbox(files));
    expect(r.code, r.stderr).toBe(1);
    expect(r.outputs).toMatchObject({ result: 'failed', dead: '3', warnings: '0', pages: '3', mailto: '0' });
    expect(r.outputs['report']).toBe(path.join(r.dirs.temp, 'linkspider', 'report.json'));

    const errors = r.commands.filter((c) => c.command === 'error');
    const at = (file: string, line: string, col: string) => errors.find((c) => c.props['file'] === file && c.props['line'] === line && c.props['col'] === col);
    // Line 6 of index.html: the body starts on line 5; the attribute `href` starts at column 13.
    expect(at('public/index.html', '6', '13'), r.stdout).toBeDefined();
    expect(at('public/index.html', '6', '13')!.props['title']).toBe('Dead link: HTTP 404 Not Found');
    expect(at('public/about.html', '5', '6')).toBeDefined();
    expect(at('public/about.html', '6', '4')).toBeDefined();
    expect(at('public/docs/index.html', '5', '7')).toBeDefined();
    // sources: the markdown line where the dead link is written, with its end column.
    const source = errors.find((c) => c.props['file'] === 'docs/guide.md');
    expect(source?.props).toMatchObject({ line: '3', col: '25', endColumn: '36' });
    // The gate's own error comes last.
    expect(errors.at(-1)!.message).toMatch(/^3 dead links found/);
    // Nothing from a page starts a workflow command.
    expect(r.stdout).not.toMatch(/^::error::pwned/m);

    expect(r.summary).toMatch(/^## ❌ linkspider: failed/);
    expect(r.summary).toContain('**3 dead links**');
    expect(r.summary).toContain('`public/index.html` line 6, col 13 “the missing page”');
    const md = readFileSync(path.join(r.dirs.temp, 'linkspider', 'report.md'), 'utf8');
    expect(md).toContain('`public/about.html` line 6, col 4 “again”');
    const json = JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as { schema: string; counts: { dead: number } };
    expect(json).toMatchObject({ schema: 'linkspider-report', counts: { dead: 3 } });
    expect(r.artifacts).toEqual([]);
  });

  it('says which crawl traps cut what (a live site), in one warning, and keeps a slot free for it', async () => {
    // max-query-variants 2: the third query string of /cal.html is left out.
    const links =
      [1, 2, 3].map((m) => `<a href="cal.html?m=${m}">m${m}</a>`).join('\n') +
      Array.from({ length: 15 }, (_, i) => `<a href="dead-${i}.html">d${i}</a>`).join('\n');
    // On a live site: a folder serves one file whatever the query string, so a folder has no such trap.
    const live = await startServer((req, res) => {
      const body = req.url === '/' ? page(links) : req.url?.startsWith('/cal.html') ? page('calendar') : undefined;
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body ?? 'not found');
    });
    const r = await runAction({ urls: `${live.url}/`, 'warn-on': '404', 'max-query-variants': '2' }, sandbox({})).finally(() => live.close());
    expect(r.code, r.stderr).toBe(0);
    const trap = r.commands.filter((c) => c.command === 'warning' && c.message.startsWith('crawl trap '));
    expect(trap).toHaveLength(1);
    expect(trap[0]!.message).toMatch(
      /^crawl trap http:\/\/127\.0\.0\.1:\d+\/cal\.html\?…: more than 2 distinct query strings on one path \(max-query-variants\); 1 URL left out$/,
    );
    expect(count(r, 'warning')).toBe(8); // 7 link warnings + the trap; one kept free for the run's own
    const report = JSON.parse(readFileSync(r.outputs['report']!, 'utf8')) as Report;
    expect(report.run.traps).toHaveLength(1);
  });

  it('keeps to the annotation caps and says how many more', async () => {
    const links = Array.from({ length: 15 }, (_, i) => `<a href="dead-${i}.html">d${i}</a> <a href="dead-${i}.html">again</a>`).join('\n');
    const r = await runAction({ path: 'site', 'warn-on': '404' }, sandbox({ 'site/index.html': page(links) }));
    // With warn-on 404 every dead link becomes a warning: warnings never fail the step.
    expect(r.code, r.stderr).toBe(0);
    expect(r.outputs).toMatchObject({ result: 'passed', dead: '0', warnings: '15' });
    expect(count(r, 'warning')).toBe(8); // two kept free for run-level warnings
    expect(count(r, 'notice')).toBe(1);

    const r2 = await runAction({ path: 'site' }, sandbox({ 'site/index.html': page(links) }));
    expect(r2.code).toBe(1);
    expect(count(r2, 'error')).toBe(10); // 9 link annotations + the step's failure
    const linkErrors = r2.commands.filter((c) => c.command === 'error' && c.props['file'] === 'site/index.html');
    expect(new Set(linkErrors.map((c) => c.message.match(/dead-\d+\.html/)![0])).size).toBe(9); // distinct URLs first
    const notice = r2.commands.find((c) => c.command === 'notice');
    expect(notice?.message).toMatch(
      /^21 more dead-link annotations not shown .* 15 dead links and 0 warnings in all: see the job summary and .*report\.md on the runner\.$/,
    );
    expect(r2.outputs['dead']).toBe('15');
  });
});

describe('URL crawl', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startServer((req, res) => {
      const html = (body: string) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><title>x</title>\n${body}\n`);
      };
      switch (req.url) {
        case '/':
          return html('<a href="/a">A</a>\n<a href="/broken">click\n::error::pwned</a>\n<a href="mailto:team@site.test">mail</a>\n<a href="/limited">L</a>');
        case '/a':
          return html('<a href="/">home</a> <a href="/evil">evil</a>');
        case '/limited':
          res.writeHead(429, { 'retry-after': '0' });
          return res.end();
        case '/evil':
          res.statusMessage = '::set-output name=x::y';
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('no');
        default:
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('not found');
      }
    });
  });
  afterAll(() => site.close());

  it('writes the summary, outputs and the artifact file list; fail: false passes the step', async () => {
    const r = await runAction({
      urls: `${site.url}/`,
      fail: 'false',
      retries: '0',
      'artifact-name': 'links: report',
      'retention-days': '5',
    });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ result: 'failed', dead: '2', warnings: '1', pages: '2', mailto: '1' });
    expect(Number(r.outputs['links'])).toBeGreaterThanOrEqual(5);

    expect(r.summary).toMatch(/^## ❌ linkspider: failed/);
    expect(r.summary).toContain('**2 pages**');
    const link = (u: string) => markdownLink(escapeMarkdown(u), u);
    expect(r.summary).toContain(`| 404 Not Found | ${link(`${site.url}/broken`)} | ${link(`${site.url}/`)} line 3, col 4 “click \\:\\:error\\:\\:pwned” |`);
    expect(r.summary).toContain('<details><summary>Warnings (1)</summary>');
    expect(r.summary).toContain('| `team@site.test` |');
    expect(r.summary).toContain('Full report: [report.md in the artifact `links- report`](https://github.invalid/octo/site/actions/runs/1000/artifacts/');

    // Annotations carry the page URL (no file), stay one line, and escape hostile text.
    const errors = r.commands.filter((c) => c.command === 'error');
    expect(errors).toHaveLength(2); // fail: false, so no step-failure error
    expect(errors.every((c) => c.props['file'] === undefined)).toBe(true);
    expect(errors.map((c) => c.message).join('\n')).toContain(`on ${site.url}/ (line 3, col 4)`);
    expect(r.stdout).not.toMatch(/^::error::pwned/m);
    expect(r.stdout).not.toMatch(/^::set-output/m);
    const evil = errors.find((c) => c.message.includes('/evil'));
    expect(evil?.props['title']).toBe('Dead link: HTTP 404 ::set-output name=x::y');
    expect(r.stdout).toContain('title=Dead link%3A HTTP 404 %3A%3Aset-output name=x%3A%3Ay');
    expect(count(r, 'warning')).toBe(1);

    expect(r.artifacts).toHaveLength(1);
    const upload = r.artifacts[0]!;
    expect(upload.name).toBe('links- report');
    expect(upload.retentionDays).toBe(5);
    expect(upload.rootDir).toBe(path.join(r.dirs.temp, 'linkspider'));
    expect(upload.files).toContain('report.json');
    expect(upload.files).toContain('report.md');
    expect(upload.files).toContain('report.html');
    expect(r.summary).toMatch(/open \[report\.html\]\(https:\/\/github\.invalid\/octo\/site\/actions\/runs\/1000\/artifacts\/\d+\) from it in a browser/);
    expect(upload.files).toContain('mirror/linkspider-mirror.json');
    expect(upload.files.filter((f) => f.startsWith('mirror/') && f.endsWith('.html')).length).toBeGreaterThanOrEqual(2);
  });

  it('artifact-mirror: false uploads only report.json and report.md', async () => {
    const r = await runAction({ urls: `${site.url}/`, fail: 'false', retries: '0', 'artifact-name': 'shard-1', 'artifact-mirror': 'false' });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.artifacts).toHaveLength(1);
    expect(r.artifacts[0]!.files.sort()).toEqual(['report.html', 'report.json', 'report.md']);
    expect(existsSync(path.join(r.dirs.temp, 'linkspider', 'mirror'))).toBe(false);
  });

  it('loads @actions/cache and @actions/artifact from the bundle only when asked, and carries on without their services', async () => {
    // No test hooks: the real packages, loaded from dist/'s chunks. Outside a runner the cache
    // service and the artifact token are missing, so each says so in a warning.
    const r = await runBundle({ urls: `${site.url}/`, fail: 'false', retries: '0', cache: 'true', 'artifact-name': 'links', 'artifact-mirror': 'false' });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const warnings = r.commands.filter((c) => c.command === 'warning').map((c) => c.message);
    expect(
      warnings.some((w) => /^cache: .*not available/.test(w)),
      warnings.join('\n'),
    ).toBe(true);
    expect(
      warnings.some((w) => /^artifact upload failed/.test(w)),
      warnings.join('\n'),
    ).toBe(true);
    expect(r.outputs['result']).toBe('failed');
  });

  it('passes a site with no dead links', async () => {
    const ok = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>ok</title><a href="/">home</a>');
    });
    try {
      const r = await runAction({ urls: `${ok.url}/` });
      expect(r.code, r.stderr).toBe(0);
      expect(r.outputs).toMatchObject({ result: 'passed', dead: '0', pages: '1' });
      expect(r.summary).toMatch(/^## ✅ linkspider: passed/);
      expect(count(r, 'error')).toBe(0);
    } finally {
      await ok.close();
    }
  });

  it('fails on an invalid input before any request, naming the input', async () => {
    const before = [...site.hits.values()].reduce((a, b) => a + b, 0);
    const r = await runAction({ urls: `${site.url}/`, 'max-depth': 'deep' });
    expect(r.code).toBe(1);
    // The job token (the default of `token`) is masked first, as always; then the one error.
    expect(r.commands).toEqual([
      { command: 'add-mask', props: {}, message: r.inputs['token'], stream: 'stdout' },
      { command: 'error', props: {}, message: expect.stringMatching(/^max-depth: expected a whole number/), stream: 'stdout' },
    ]);
    expect([...site.hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
    // Later steps can tell: result=error, and the summary says why in one line.
    expect(r.outputs).toEqual({ result: 'error' });
    expect(r.summary).toMatch(/^\*\*linkspider did not run:\*\* max\\-depth\\: expected a whole number[^\n]*\n$/);

    const r2 = await runAction({ path: 'no-such-folder' });
    expect(r2.code).toBe(1);
    expect(r2.commands.find((c) => c.command === 'error')?.message).toMatch(/^path: expected a folder of built HTML/);
  });

  it('masks the github-token input before anything else, like token', async () => {
    const r = await runAction({ urls: `${site.url}/`, 'max-depth': 'deep', 'github-token': 'ghp_linkcheck-secret' });
    expect(r.code).toBe(1);
    expect(r.commands.slice(0, 2)).toEqual([
      { command: 'add-mask', props: {}, message: r.inputs['token'], stream: 'stdout' },
      { command: 'add-mask', props: {}, message: 'ghp_linkcheck-secret', stream: 'stdout' },
    ]);
  });

  it('fails a run that checked nothing with one line, unless allow-empty', async () => {
    const plain = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('<a href="/x">not a page</a>');
    });
    try {
      const r = await runAction({ urls: `${plain.url}/` });
      expect(r.code).toBe(1);
      expect(r.commands.filter((c) => c.command === 'error').map((c) => c.message)).toEqual([
        `nothing was checked: start URL ${plain.url}/ is served as text/plain, not as an HTML page (set allow-empty if that is expected)`,
      ]);
      expect(r.summary).toContain('> [!CAUTION]\n> Nothing was checked: start URL');
      const ok = await runAction({ urls: `${plain.url}/`, 'allow-empty': 'true' });
      expect(ok.code).toBe(0);
      expect(ok.outputs['pages']).toBe('0');
    } finally {
      await plain.close();
    }
  });

  it('without an artifact, or when its upload fails, says the full report was not kept', async () => {
    const none = await runAction({ urls: `${site.url}/`, fail: 'false', retries: '0' });
    expect(none.summary).toContain('The full report was not kept: set `artifact-name` to keep it as an artifact of the run.');
    expect(none.summary).not.toContain('in the artifact');
    const dirs = sandbox();
    // The test uploader writes to a log file; a folder in its place makes the upload fail.
    const log = path.join(dirs.root, 'artifact-log-is-a-folder');
    mkdirSync(log);
    const failed = await runBundle({ urls: `${site.url}/`, fail: 'false', retries: '0', 'artifact-name': 'links' }, dirs, {
      LINKSPIDER_TEST_ARTIFACT_LOG: log,
      GITHUB_REPOSITORY: 'octo/site',
      GITHUB_RUN_ID: '42',
    });
    expect(failed.commands.some((c) => c.command === 'warning' && /^artifact upload failed/.test(c.message))).toBe(true);
    expect(failed.summary).toContain('The full report was not kept: the artifact upload failed');
    expect(failed.summary).not.toContain('/artifacts/');
    expect(failed.summary).not.toContain('in the artifact');
  });
});

/** The workflow commands after the job token's mask (which every run registers first). */
function afterMask(r: ActionRun): ActionRun['commands'] {
  return r.commands.filter((c) => c.command !== 'add-mask');
}

describe('inputs that cannot do harm', () => {
  it('path must stay inside the workspace, also through a symbolic link', async () => {
    const r = await runAction({ path: '../../etc' });
    expect(r.code).toBe(1);
    expect(afterMask(r)).toEqual([
      {
        command: 'error',
        props: {},
        message: expect.stringMatching(/^path: expected a folder inside the workspace \(.*\), got "\.\.\/\.\.\/etc"$/),
        stream: 'stdout',
      },
    ]);
    const abs = await runAction({ path: '/etc' });
    expect(afterMask(abs)[0]?.message).toMatch(/^path: expected a folder inside the workspace/);
    const dirs = sandbox();
    symlinkSync('/etc', path.join(dirs.workspace, 'site'));
    const linked = await runAction({ path: 'site' }, dirs);
    expect(linked.code).toBe(1);
    expect(afterMask(linked)).toEqual([
      {
        command: 'error',
        props: {},
        message: expect.stringMatching(/^path: expected a folder inside the workspace, but ".*site" leads to "\/etc" outside it$/),
        stream: 'stdout',
      },
    ]);
  });

  it('accept and warn-on take HTTP statuses 100-599 only', async () => {
    for (const [input, value] of [
      ['accept', '200-600'],
      ['warn-on', '99'],
      ['accept', '700'],
    ] as const) {
      const r = await runAction({ urls: 'http://127.0.0.1:9/', [input]: value });
      expect(r.code).toBe(1);
      expect(afterMask(r)).toEqual([
        {
          command: 'error',
          props: {},
          message: expect.stringMatching(new RegExp(`^${input}: expected HTTP statuses such as "200-299,304" \\(codes 100-599`)),
          stream: 'stdout',
        },
      ]);
    }
  });

  it('a baseline that does not exist is one clear line', async () => {
    const r = await runAction({ urls: 'http://127.0.0.1:9/', baseline: 'reports/last.json' });
    expect(r.code).toBe(1);
    expect(afterMask(r).map((c) => c.message)).toEqual([
      expect.stringMatching(/^baseline: ".*reports\/last\.json" does not exist \(expected a JSON report written by linkspider\)$/),
    ]);
    expect(r.stdout).not.toContain('ENOENT');
  });
});

describe('working-directory and report-files (issue 38 item 21)', () => {
  const files = {
    'repo/public/index.html': '<!doctype html><title>t</title>\n<a href="gone.html">gone</a>\n',
    'repo/docs/guide.md': '# Guide\n\n[missing](missing.md)\n',
    'repo/linkspider.config.json': '{ "exclude": ["/from-the-config-file$"] }',
  };

  it('runs in a subfolder of the workspace: paths, files and annotations relative to it; report-files lists what was written', async () => {
    const dirs = sandbox(files);
    const r = await runAction(
      { 'working-directory': 'repo', path: 'public', files: 'docs', sarif: 'out/links.sarif', json: 'out/report.json', 'check-external': 'false' },
      dirs,
    );
    expect(r.code, r.stderr).toBe(1);
    const repo = path.join(dirs.workspace, 'repo');
    expect(JSON.parse(r.outputs['report-files']!)).toEqual({
      json: path.join(repo, 'out', 'report.json'),
      markdown: path.join(repo, 'out', 'report.md'),
      html: path.join(repo, 'out', 'report.html'),
      sarif: path.join(repo, 'out', 'links.sarif'),
    });
    // The HTML report links each place in a repository file to its line on GitHub, as the summary does.
    const page = readFileSync(path.join(repo, 'out', 'report.html'), 'utf8');
    expect(page).toMatch(/"public\/index\.html":"https:\/\/github\.invalid\/octo\/site\/blob\/[0-9a-f]{40}\/public\/index\.html#L"/);
    for (const file of Object.values(JSON.parse(r.outputs['report-files']!) as Record<string, string>)) expect(existsSync(file), file).toBe(true);
    const errors = r.commands.filter((c) => c.command === 'error').map((c) => c.props['file']);
    expect(errors).toEqual(expect.arrayContaining(['public/index.html', 'docs/guide.md']));
    const report = JSON.parse(readFileSync(path.join(repo, 'out', 'report.json'), 'utf8')) as Report;
    expect(report.run.options).toMatchObject({ exclude: ['\\/from-the-config-file$'] }); // the config file of the working directory
  });

  it('a working-directory outside the workspace, or missing, is a bad input', async () => {
    const outside = await runAction({ 'working-directory': '../elsewhere', urls: 'http://127.0.0.1:9/' }, sandbox(files));
    expect(outside.code).toBe(1);
    expect(outside.outputs['result']).toBe('error');
    expect(outside.commands.find((c) => c.command === 'error')?.message).toMatch(/^working-directory: expected a folder inside the workspace/);
    const missing = await runAction({ 'working-directory': 'nope', urls: 'http://127.0.0.1:9/' }, sandbox(files));
    expect(missing.outputs['result']).toBe('error');
    expect(missing.commands.find((c) => c.command === 'error')?.message).toMatch(/^working-directory: expected an existing folder/);
  });
});
