/**
 * The crawl-trap bench: the CLI against bench/trap-site.mjs (a calendar, a query explosion, a
 * deep path, a relative-link loop and a growing URL, each with a dead link behind it), and
 * prints wall time, peak RSS, dead links found and the trap warnings.
 *
 *   npm run package && node bench/traps.mjs [--cli dist/cli.js]
 *
 * Run 1: the traps with default options (the issue-14 target: under 60 s and 400 MB).
 * Run 2: the traps plus the four never-finishing endpoints (slowloris headers, silent, dripping
 *        body, endless 102), `--timeout 2s`: each must end dead.
 * Run 3: `timeout 5` on the run-2 site with default options: the partial report must be on disk.
 *
 * The site runs in this process; the CLI is a child with bench/rss-reporter.mjs preloaded (peak
 * RSS of the whole process, worker thread included). Figures are noisy on a shared machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SLOW_PATHS, startTrapSite, TRAP_DEAD } from './trap-site.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const { values } = parseArgs({ options: { cli: { type: 'string', default: 'dist/cli.js' } } });
const cli = resolve(root, values.cli);
const tmp = mkdtempSync(join(tmpdir(), 'linkspider-traps-'));

function run(command, args, rssFile) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

async function measure(label, { slow, extra = [], wrap }) {
  const site = await startTrapSite({ slow });
  const json = join(tmp, `${label}.json`);
  const rss = join(tmp, `${label}.rss.json`);
  const node = [process.execPath, '--import', join(here, 'rss-reporter.mjs'), cli, `${site.url}/`, '--json', json, '--quiet', ...extra];
  const r = wrap ? await run(wrap[0], [...wrap.slice(1), ...node], rss) : await run(node[0], node.slice(1), rss);
  await site.close();
  const peak = existsSync(rss) ? JSON.parse(readFileSync(rss, 'utf8')).vmHWMkB / 1024 : NaN;
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : undefined;
  const dead = (report?.dead ?? []).map((d) => d.url.slice(site.url.length));
  const expected = [...TRAP_DEAD, ...(slow ? SLOW_PATHS : [])];
  console.log(`\n== ${label}: ${[wrap?.join(' '), 'linkspider', ...extra].filter(Boolean).join(' ')}`);
  console.log(`exit ${r.code} · wall ${(r.ms / 1000).toFixed(1)} s · peak RSS ${peak.toFixed(0)} MB · report on disk: ${report ? 'yes' : 'NO'}`);
  if (report) {
    const c = report.counts;
    console.log(
      `pages ${c.pages} · links ${c.links} · dead ${c.dead} · warnings ${c.warnings} · requests ${c.requests} · skipped ${JSON.stringify(report.skipped)}`,
    );
    console.log(
      `expected dead found: ${expected.filter((p) => dead.includes(p)).length}/${expected.length}` +
        (expected.some((p) => !dead.includes(p)) ? ` (missing ${expected.filter((p) => !dead.includes(p)).join(', ')})` : ''),
    );
    console.log(
      `incomplete: ${report.run.incomplete}${report.run.incompleteReason ? ` (${report.run.incompleteReason})` : ''} · unfinished ${report.unfinished?.length ?? 0}`,
    );
  }
  for (const line of r.stdout.split('\n').filter((l) => /^warning: |INCOMPLETE/.test(l))) console.log(`  ${line}`);
}

try {
  await measure('traps-defaults', { slow: false });
  await measure('traps-and-slow-endpoints', { slow: true, extra: ['--timeout', '2s'] });
  await measure('timeout-5', { slow: true, wrap: ['timeout', '5'] });
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
