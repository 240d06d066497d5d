// `npm run pictures`: the README's pictures, from real runs of the bundles in dist/ on the
// demo site (examples/site, served on loopback; its links are never followed elsewhere):
//
//   docs/images/console.png   the CLI's report on a terminal (run under `script`, so stdout
//                             is a terminal and colours are on), rendered from its ANSI codes
//   docs/images/summary.png   the Action's job summary (run as the runner runs it), rendered
//                             with marked (GitHub-flavoured Markdown) in a page styled like GitHub's
//   docs/images/html-report.png  the HTML report that run wrote (report.html), as a browser shows it
//
// Each is an HTML page screenshot in headless Chromium (Debian's `chromium` on the PATH), cut
// to the page's height. Run `npm run package` first when dist/ is stale.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marked } from 'marked';

const root = path.resolve(import.meta.dirname, '..');
const images = path.join(root, 'docs', 'images');
const scratch = mkdtempSync(path.join(tmpdir(), 'ls-pictures-'));
mkdirSync(images, { recursive: true });

/** A copy of the demo site in a workspace of its own (as a repository checkout would hold it). */
function demoWorkspace() {
  const ws = path.join(scratch, 'workspace');
  cpSync(path.join(root, 'examples', 'site'), path.join(ws, 'site'), { recursive: true });
  return ws;
}

/** The CLI's stdout as a terminal shows it: run under script(1) with a pty of `columns`. */
function consoleRun(workspace, args, columns) {
  const log = path.join(scratch, 'typescript');
  const command = [process.execPath, path.join(root, 'dist', 'cli.js'), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  try {
    execFileSync('script', ['-q', '-e', '-c', `stty cols ${columns} rows 60; ${command} 2>/dev/null`, log], {
      cwd: workspace,
      env: { PATH: process.env.PATH, HOME: scratch, TERM: 'xterm-256color', LANG: 'C.UTF-8' },
      stdio: 'ignore',
      timeout: 60_000,
    });
  } catch {
    // Exit code 1: the planted dead links were found, which is what the picture shows.
  }
  return readFileSync(log, 'utf8')
    .replace(/^Script started[^\n]*\n/, '')
    .replace(/\nScript done[^\n]*\n?$/, '')
    .replace(/\r\n/g, '\n');
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Terminal text with SGR colour codes (the only escapes the report writes) as HTML spans. */
function ansiToHtml(text) {
  const colours = { 31: 'red', 32: 'green', 33: 'yellow', 34: 'blue', 35: 'magenta', 36: 'cyan', 90: 'grey' };
  let html = '';
  let open = false;
  for (const part of text.split(/(\x1b\[[0-9;]*m)/)) {
    const m = /^\x1b\[([0-9;]*)m$/.exec(part);
    if (!m) {
      html += escapeHtml(part.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''));
      continue;
    }
    if (open) html += '</span>';
    open = false;
    const codes = m[1].split(';').filter(Boolean).map(Number);
    if (codes.length === 0 || codes.every((c) => c === 0)) continue;
    const classes = codes.flatMap((c) => (c === 1 ? ['bold'] : c === 2 ? ['dim'] : colours[c] ? [colours[c]] : []));
    html += `<span class="${classes.join(' ')}">`;
    open = true;
  }
  return open ? `${html}</span>` : html;
}

/** Run the bundled Action as the runner does: the job summary it wrote, and the path of its HTML report. */
function actionRun(workspace, inputs) {
  const dir = mkdtempSync(path.join(scratch, 'action-'));
  const summary = path.join(dir, 'summary.md');
  writeFileSync(summary, '');
  mkdirSync(path.join(dir, 'temp'));
  const env = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: path.join(dir, 'temp'),
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo/site',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '4242',
    // The artifact service is a fake that logs instead of uploading (as in the tests).
    LINKSPIDER_TEST_ARTIFACT_LOG: path.join(dir, 'artifact.log'),
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  try {
    execFileSync(process.execPath, [path.join(root, 'dist', 'index.js')], { cwd: workspace, env, stdio: 'ignore', timeout: 60_000 });
  } catch {
    // Dead links fail the step: that is the point here.
  }
  return { summary: readFileSync(summary, 'utf8'), html: path.join(dir, 'temp', 'linkspider', 'report.html') };
}

const chromiumFlags = (profile) => [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  `--user-data-dir=${profile}`,
];

/** Screenshot an HTML page `width` pixels wide, as tall as its content (a first pass measures it). */
function screenshot(html, width, png) {
  const page = path.join(scratch, `${path.basename(png, '.png')}.html`);
  const measure = '<script>addEventListener("load",()=>{document.title="height:"+Math.ceil(document.documentElement.getBoundingClientRect().height)})</script>';
  writeFileSync(page, html.replace('</head>', `${measure}</head>`));
  const profile = mkdtempSync(path.join(scratch, 'chromium-'));
  const dom = execFileSync(
    'chromium',
    [...chromiumFlags(profile), `--window-size=${width},800`, '--virtual-time-budget=2000', '--dump-dom', `file://${page}`],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    },
  );
  const height = Number(/height:(\d+)/.exec(dom)?.[1] ?? 1200);
  execFileSync('chromium', [...chromiumFlags(profile), `--window-size=${width},${height}`, `--screenshot=${png}`, `file://${page}`], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  console.log(`${path.relative(root, png)}: ${width}×${height}`);
}

/** Screenshot a page as it is (the HTML report: its policy runs no script but its own, so no measuring pass). */
function screenshotFile(file, width, height, png) {
  const profile = mkdtempSync(path.join(scratch, 'chromium-'));
  execFileSync(
    'chromium',
    [...chromiumFlags(profile), `--window-size=${width},${height}`, '--virtual-time-budget=10000', `--screenshot=${png}`, `file://${file}`],
    { stdio: 'ignore', timeout: 120_000 },
  );
  console.log(`${path.relative(root, png)}: ${width}×${height}`);
}

const consoleStyle = `
body { margin: 0; background: #f6f8fa; padding: 16px; }
.window { background: #1e1e2e; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,.25); overflow: hidden; }
.bar { background: #313244; height: 28px; display: flex; align-items: center; gap: 8px; padding: 0 12px; }
.bar i { width: 12px; height: 12px; border-radius: 50%; display: inline-block; }
.bar span { color: #a6adc8; font: 12px sans-serif; margin-left: 8px; }
pre { margin: 0; padding: 14px 18px 18px; color: #cdd6f4; font: 14px/1.45 "DejaVu Sans Mono", "Liberation Mono", monospace; white-space: pre-wrap; }
.prompt { color: #a6e3a1; }
.bold { font-weight: bold; color: #ffffff; } .dim { color: #7f849c; }
.red { color: #f38ba8; } .green { color: #a6e3a1; } .yellow { color: #f9e2af; }
.blue { color: #89b4fa; } .magenta { color: #cba6f7; } .cyan { color: #94e2d5; } .grey { color: #7f849c; }`;

const summaryStyle = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", Helvetica, Arial, sans-serif; color: #1f2328; margin: 0; background: #f6f8fa; padding: 16px; }
main { max-width: 960px; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; padding: 8px 24px 16px; }
.head { font-weight: 600; padding: 8px 0 4px; border-bottom: 1px solid #d1d9e0; margin: 0 -24px 8px; padding-left: 24px; color: #59636e; font-size: 12px; }
h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; font-size: 1.5em; margin: 16px 0 12px; }
h3 { font-size: 1.25em; margin: 16px 0 8px; }
table { border-collapse: collapse; display: block; overflow: auto; width: max-content; max-width: 100%; margin: 0 0 16px; }
td, th { border: 1px solid #d1d9e0; padding: 6px 13px; vertical-align: top; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
a { color: #0969da; text-decoration: none; }
code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; font-family: "DejaVu Sans Mono", monospace; }
blockquote { border-left: .25em solid #d1d9e0; margin: 0 0 16px; padding: 0 1em; color: #59636e; }
blockquote.alert { color: inherit; } blockquote.alert .title { font-weight: 600; margin: 8px 0 0; }
blockquote.caution { border-color: #cf222e; } blockquote.caution .title { color: #d1242f; }
blockquote.warning { border-color: #9a6700; } blockquote.warning .title { color: #9a6700; }
blockquote.note { border-color: #0969da; } blockquote.note .title { color: #0969da; }
blockquote.tip { border-color: #1a7f37; } blockquote.tip .title { color: #1a7f37; }
blockquote.important { border-color: #8250df; } blockquote.important .title { color: #8250df; }
details { margin: 8px 0; } summary { cursor: pointer; }`;

/**
 * The summary's status emoji as small drawn icons: the machine that renders the pictures
 * may have no colour-emoji font, and GitHub draws them in colour.
 */
function emojiIcons(html) {
  const icon = (fill, path) =>
    `<svg width="22" height="22" viewBox="0 0 16 16" style="vertical-align:-3px"><rect width="16" height="16" rx="3" fill="${fill}"/><path d="${path}" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
  return html
    .replaceAll('✅', icon('#1a7f37', 'M4 8.5l2.5 2.5L12 5.5'))
    .replaceAll('❌', icon('#cf222e', 'M5 5l6 6M11 5l-6 6'))
    .replace(/⚠️?/g, icon('#bf8700', 'M8 4v5M8 12v.01'));
}

/** GitHub's alerts (`> [!CAUTION]` …) as GitHub styles them; marked leaves them plain blockquotes. */
function githubAlerts(html) {
  return html.replace(/<blockquote>\s*<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/g, (_m, kind) => {
    const k = kind.toLowerCase();
    return `<blockquote class="alert ${k}"><p class="title">${kind[0]}${k.slice(1)}</p><p>`;
  });
}

try {
  const ws = demoWorkspace();

  const args = ['site', '--base-url', 'https://www.example.com/'];
  const text = consoleRun(ws, args, 96);
  const shown = `<span class="prompt">$</span> linkspider ${args.join(' ')}\n${ansiToHtml(text.trimEnd())}`;
  screenshot(
    `<!doctype html><html><head><meta charset="utf-8"><style>${consoleStyle}</style></head><body><div class="window"><div class="bar"><i style="background:#f38ba8"></i><i style="background:#f9e2af"></i><i style="background:#a6e3a1"></i><span>linkspider</span></div><pre>${shown}</pre></div></body></html>`,
    900,
    path.join(images, 'console.png'),
  );

  const { summary, html } = actionRun(ws, { path: 'site', 'base-url': 'https://www.example.com/', retries: '0', 'artifact-name': 'linkspider-report' });
  writeFileSync(path.join(scratch, 'summary.md'), summary);
  const body = emojiIcons(githubAlerts(marked.parse(summary, { gfm: true, async: false })));
  screenshot(
    `<!doctype html><html><head><meta charset="utf-8"><style>${summaryStyle}</style></head><body><main><div class="head">Check links summary</div>${body}</main></body></html>`,
    1000,
    path.join(images, 'summary.png'),
  );

  screenshotFile(html, 1200, 860, path.join(images, 'html-report.png'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
