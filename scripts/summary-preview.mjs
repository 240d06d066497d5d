// Render job summaries as a maintainer sees them, to look at before changing the summary:
// the demo site (examples/site, base-url https://www.example.com/) and a generated site
// with 300 dead links, each rendered with marked (GitHub-flavoured markdown) into an HTML
// page styled roughly like GitHub's, then screenshot in headless Chromium.
//
//   npm run package && node scripts/summary-preview.mjs [out-dir]
//
// Needs Debian's `chromium` on the PATH. Writes <out-dir>/{demo,300-dead}.{md,html,png}
// (default .tmp/summary-preview/). Everything is local: the sites are served on loopback
// and the pages' links are never followed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marked } from 'marked';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? path.join(root, '.tmp', 'summary-preview'));
mkdirSync(out, { recursive: true });

/** Run the bundled Action like the runner does and return the job summary it wrote. */
function actionSummary(workspace, inputs, env = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-preview-'));
  const summary = path.join(dir, 'summary.md');
  writeFileSync(summary, '');
  const temp = path.join(dir, 'temp');
  mkdirSync(temp);
  const childEnv = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo/site',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_RUN_ID: '4242',
    LINKSPIDER_TEST_ARTIFACT_LOG: path.join(dir, 'artifact.log'),
    ...env,
  };
  for (const [k, v] of Object.entries(inputs)) childEnv[`INPUT_${k.toUpperCase()}`] = v;
  try {
    execFileSync(process.execPath, [path.join(root, 'dist', 'index.js')], { cwd: workspace, env: childEnv, stdio: 'ignore' });
  } catch {
    // Dead links fail the step: that is the point here.
  }
  const text = readFileSync(summary, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return text;
}

/** A workspace holding the demo site, with a docs source so `sources` finds places. */
function demoWorkspace() {
  const ws = mkdtempSync(path.join(tmpdir(), 'ls-preview-ws-'));
  cpSync(path.join(root, 'examples', 'site'), path.join(ws, 'site'), { recursive: true });
  return ws;
}

/** A site of 60 pages with 300 distinct dead links, some linked from many pages, some redirected. */
function bigWorkspace() {
  const ws = mkdtempSync(path.join(tmpdir(), 'ls-preview-big-'));
  mkdirSync(path.join(ws, 'site', 'docs'), { recursive: true });
  const page = (body) => `<!doctype html>\n<html><head><title>p</title></head><body>\n${body}\n</body></html>\n`;
  writeFileSync(path.join(ws, 'site', 'index.html'), page(Array.from({ length: 60 }, (_, i) => `<a href="docs/p${i}.html">p${i}</a>`).join('\n')));
  for (let i = 0; i < 60; i++) {
    const links = Array.from(
      { length: 5 },
      (_, j) => `<a href="/missing/${i * 5 + j}-${'segment-'.repeat(j)}page.html">dead ${i * 5 + j} with a | pipe &amp; <b>text</b></a>`,
    );
    links.push('<a href="/retired.html">the retired page</a>');
    writeFileSync(path.join(ws, 'site', 'docs', `p${i}.html`), page(links.join('\n')));
  }
  writeFileSync(path.join(ws, 'site', 'lost.html'), page('<p>No page links here.</p>'));
  return ws;
}

const style = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; margin: 0; background: #f6f8fa; }
main { max-width: 1012px; margin: 24px auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; padding: 16px 32px; }
h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
table { border-collapse: collapse; display: block; overflow: auto; width: max-content; max-width: 100%; }
td, th { border: 1px solid #d1d9e0; padding: 6px 13px; vertical-align: top; }
tr:nth-child(2n) { background: #f6f8fa; }
a { color: #0969da; text-decoration: none; }
code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
blockquote { border-left: .25em solid #d1242f; margin: 0; padding: 0 1em; color: #59636e; }
details { margin: 8px 0; }`;

function render(name, markdown) {
  writeFileSync(path.join(out, `${name}.md`), markdown);
  // GitHub renders alerts (`> [!CAUTION]`) as styled blockquotes; here they stay plain blockquotes.
  const html = `<!doctype html><meta charset="utf-8"><style>${style}</style><main>${marked.parse(markdown, { gfm: true, async: false })}</main>`;
  const htmlFile = path.join(out, `${name}.html`);
  writeFileSync(htmlFile, html);
  const profile = mkdtempSync(path.join(tmpdir(), 'ls-chromium-'));
  try {
    execFileSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${profile}`,
        '--hide-scrollbars',
        '--window-size=1100,1800',
        `--screenshot=${path.join(out, `${name}.png`)}`,
        `file://${htmlFile}`,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  console.log(`${name}: ${path.join(out, `${name}.png`)}`);
}

const demo = demoWorkspace();
render(
  'demo',
  actionSummary(demo, { path: 'site', 'base-url': 'https://www.example.com/', retries: '0', 'artifact-name': 'links', sources: 'site/**/*.html' }),
);
const big = bigWorkspace();
render('300-dead', actionSummary(big, { path: 'site', 'base-url': 'https://docs.example.org/', retries: '0' }));
rmSync(demo, { recursive: true, force: true });
rmSync(big, { recursive: true, force: true });
