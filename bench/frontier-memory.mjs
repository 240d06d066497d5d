/**
 * Frontier memory: peak RSS of the CLI against the number of URLs waiting in its queue.
 *
 *   npm run package && node bench/frontier-memory.mjs [--queued 1000000,4000000] [--cli dist/cli.js] [--before old/dist/cli.js]
 *
 * With --before (a bundle of an earlier build, e.g. `git worktree add /tmp/old <commit>` then
 * `npm ci && npm run package` there), each size is measured for both bundles, one after the
 * other, and printed side by side.
 *
 * A loopback site whose start page links to H hub pages, each linking to L new leaf pages
 * (`/q/<hub>/<n>`, ~50-character URLs, no trap pattern). Leaf requests are held open, never
 * answered, so once the hubs are parsed H × L URLs wait in the queue. When every hub has been
 * answered and the first leaves have arrived (the queue is full), the CLI gets a SIGTERM and
 * writes its partial report; its peak RSS (VmHWM, worker thread included, report included) is
 * read at exit by bench/rss-reporter.mjs. Printed: URLs queued, peak RSS, and RSS per URL above
 * a 1,000-URL baseline run. Noisy on a shared machine; the per-URL figure is the one to compare.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const { values } = parseArgs({
  options: {
    queued: { type: 'string', default: '1000000,4000000' },
    cli: { type: 'string', default: 'dist/cli.js' },
    before: { type: 'string' },
  },
});
const builds = [{ name: 'this build', cli: resolve(root, values.cli) }];
if (values.before) builds.unshift({ name: 'before', cli: resolve(root, values.before) });
const tmp = mkdtempSync(join(tmpdir(), 'linkspider-frontier-'));
const LINKS_PER_HUB = 2000;

async function measure(total, cli) {
  const hubs = Math.max(1, Math.ceil(total / LINKS_PER_HUB));
  const perHub = Math.min(LINKS_PER_HUB, total);
  let hubsAnswered = 0;
  let leaves = 0;
  let full;
  const queueFull = new Promise((r) => (full = r));
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/q/')) {
      if (++leaves === 1) full();
      return; // held open: the queue behind it stays queued
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    if (url === '/') {
      let body = '';
      for (let h = 0; h < hubs; h++) body += `<a href="/h/${h}">h</a>\n`;
      res.end(body);
      return;
    }
    const h = Number(url.slice(3));
    let body = '';
    for (let n = 0; n < perHub; n++) body += `<a href="/q/${h}/${n}-leaf-page">l</a>\n`;
    res.end(body, () => hubsAnswered++);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const rss = join(tmp, `rss-${total}.json`);
  const json = join(tmp, `report-${total}.json`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', join(here, 'rss-reporter.mjs'), cli, `${origin}/`, '--json', json, '--quiet', '--timeout', '10m'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, BENCH_RSS_FILE: rss },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
  const exited = new Promise((r) => child.on('close', r));
  await queueFull;
  // Leaves start only once every hub was requested (one FIFO per host); wait for the last answers to be parsed.
  while (hubsAnswered < hubs) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2000));
  const queuedAt = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  const reportMs = performance.now() - queuedAt;
  server.closeAllConnections();
  server.close();
  const peakMB = existsSync(rss) ? JSON.parse(readFileSync(rss, 'utf8')).vmHWMkB / 1024 : NaN;
  let notChecked = NaN;
  if (existsSync(json)) notChecked = JSON.parse(readFileSync(json, 'utf8')).skipped['not-checked'] ?? 0;
  if (code !== 130) console.log(`  (exit ${code}) ${stderr.slice(-500)}`);
  return { total: hubs * perHub, notChecked, peakMB, fillS: (queuedAt - started) / 1000, reportS: reportMs / 1000 };
}

try {
  const rows = [];
  for (const b of builds) {
    const base = await measure(1000, b.cli);
    console.log(`${b.name}: baseline ${base.total} URLs queued · peak RSS ${base.peakMB.toFixed(0)} MB`);
    for (const n of values.queued.split(',').map(Number)) {
      const m = await measure(n, b.cli);
      const perUrl = ((m.peakMB - base.peakMB) * 1024 * 1024) / m.total;
      rows.push({ build: b.name, ...m, perUrl });
      console.log(
        `${b.name}: ${m.total.toLocaleString('en-US')} URLs queued (${m.notChecked.toLocaleString('en-US')} not-checked in the report) · ` +
          `peak RSS ${m.peakMB.toFixed(0)} MB · ${perUrl.toFixed(0)} bytes per queued URL · filled in ${m.fillS.toFixed(1)} s, ` +
          `stop + report ${m.reportS.toFixed(1)} s`,
      );
    }
  }
  console.log('\nURLs queued   ' + builds.map((b) => `${b.name.padStart(12)} peak RSS   bytes/URL`).join('   '));
  for (const n of values.queued.split(',').map(Number)) {
    const cells = builds.map((b) => {
      const r = rows.find((x) => x.build === b.name && x.total >= n && x.total < n + 2000);
      return r ? `${`${r.peakMB.toFixed(0)} MB`.padStart(21)}   ${r.perUrl.toFixed(0).padStart(9)}` : ''.padStart(33);
    });
    console.log(`${n.toLocaleString('en-US').padStart(11)}   ${cells.join('   ')}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
