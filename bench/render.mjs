// `--render`'s cost: a generated single-page-style app of N pages (default 500), each page's nav built by a script
// from JSON, served on loopback; the bundled CLI checks it without and with --render, one after the other. Prints
// pages/s and the CLI's peak RSS (GNU time's %M; the browser's processes are not counted).
// Usage: node bench/render.mjs [--pages 500] [--tabs auto]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : process.argv[i + 1];
};
const N = Number(arg('pages', '500'));
const tabs = arg('tabs', 'auto');
const page = (i) =>
  `<!doctype html><html><head><title>p${i}</title></head><body><h1>Page ${i}</h1><a href="/p/${(i + 1) % N}">next</a><a href="/p/${(i + 2) % N}">after</a><nav id="nav"></nav>` +
  `<script>fetch('/nav/${i}.json').then(r => r.json()).then(l => { for (const h of l) { const a = document.createElement('a'); a.href = h; a.textContent = h; document.getElementById('nav').append(a); } });</script></body></html>`;
// Every page's source links the next two pages (both runs crawl all N); its script adds them again and one dead link only --render sees.
const nav = (i) => JSON.stringify([`/p/${(i + 1) % N}`, `/p/${(i + 2) % N}`, `/gone/${i % 10}`]);
const server = http.createServer((req, res) => {
  const u = req.url ?? '/';
  let m;
  if (u === '/') return send(res, 200, 'text/html', page(0));
  if ((m = /^\/p\/(\d+)$/.exec(u))) return send(res, 200, 'text/html', page(Number(m[1])));
  if ((m = /^\/nav\/(\d+)\.json$/.exec(u))) return send(res, 200, 'application/json', nav(Number(m[1])));
  send(res, 404, 'text/html', 'not found');
});
function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;
const cli = path.resolve(import.meta.dirname, '..', 'dist', 'cli.js');

async function run(extra) {
  const started = process.hrtime.bigint();
  const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, cli, url, '--json', '-', '--quiet', ...extra]);
  const r = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (r.stdout += d));
  child.stderr.on('data', (d) => (r.stderr += d));
  await new Promise((done) => child.on('close', done));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const report = JSON.parse(r.stdout);
  const rssKb = Number(r.stderr.trim().split('\n').pop());
  return { ms, pages: report.counts.pages, dead: report.counts.dead, rssMb: Math.round(rssKb / 1024) };
}

// Both runs in one process, one after the other, on the same server: the machine's load is the same for both.
const plain = await run([]);
const rendered = await run(['--render', '--render-concurrency', tabs]);
server.close();
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
for (const [name, r] of [
  ['without --render', plain],
  ['with --render', rendered],
]) {
  console.log(
    `${name}: ${r.pages} pages, ${r.dead} dead, ${(r.ms / 1000).toFixed(1)} s, ${((r.pages * 1000) / r.ms).toFixed(1)} pages/s, peak RSS ${r.rssMb} MB (the CLI's process; the browser's are its own)`,
  );
}
