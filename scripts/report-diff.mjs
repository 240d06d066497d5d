#!/usr/bin/env node
/**
 * Whether two JSON reports say the same, apart from what differs between any two runs:
 * timings (startedAt, finishedAt, durationMs, ms), the run id, loopback ports (a folder
 * check's server, the simulated web's hosts), and the order of lists (pages are parsed, and so
 * referrers found, in the order their answers come in, which concurrency varies from run to run;
 * page ids are replaced by the page's URL first). Lists of URLs (results, pages) are compared URL
 * by URL. Used to show a refactoring changed no verdict:
 *
 *   node scripts/report-diff.mjs before.json after.json   # exit 0: same; 1: the differences, path by path
 */
import { readFileSync } from 'node:fs';

const TIMING_KEYS = new Set(['startedAt', 'finishedAt', 'durationMs', 'ms', 'fetchMs', 'runId', 'id', 'elapsedMs']);

function normalise(value, key) {
  if (typeof value === 'string') return value.replace(/\b(127\.\d+\.\d+\.\d+):\d+/g, '$1:PORT');
  if (Array.isArray(value)) {
    const items = value.map((v) => normalise(v, key));
    return items
      .map((v) => [JSON.stringify(v), v])
      .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
      .map((x) => x[1]);
  }
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const k of Object.keys(value).sort()) {
      if (TIMING_KEYS.has(k) && (key === 'run' || typeof value[k] === 'number' || /At$/.test(k))) continue;
      out[k] = normalise(value[k], k);
    }
    return out;
  }
  return value;
}

/** A list of results or pages as an object keyed by URL (each URL once), so one extra entry does not shift every other. */
function byUrl(list) {
  if (!list.every((v) => v !== null && typeof v === 'object' && typeof v.url === 'string')) return undefined;
  const out = Object.fromEntries(list.map((v) => [v.url, v]));
  return Object.keys(out).length === list.length ? out : undefined;
}

function diff(a, b, path, out) {
  if (out.length >= 200) return;
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || a === null || b === null || typeof a !== 'object') {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${path}: ${JSON.stringify(a)?.slice(0, 200)} → ${JSON.stringify(b)?.slice(0, 200)}`);
    return;
  }
  const [ka, kb] = Array.isArray(a) ? [byUrl(a), byUrl(b)] : [];
  if (ka !== undefined && kb !== undefined) {
    for (const url of new Set([...Object.keys(ka), ...Object.keys(kb)])) diff(ka[url], kb[url], `${path}[${url}]`, out);
    return;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) diff(a[k], b[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`, out);
}

const [fa, fb] = process.argv.slice(2);
if (!fa || !fb) {
  console.error('usage: node scripts/report-diff.mjs A.json B.json');
  process.exit(2);
}
/** Page ids (mailto's `pages`) name pages by their place in `pages`, which is crawl order: use the URL. */
function withPageUrls(report) {
  const urls = (report.pages ?? []).map((p) => p.finalUrl ?? p.url);
  for (const m of report.mailto ?? []) if (Array.isArray(m.pages)) m.pages = m.pages.map((id) => (typeof id === 'number' ? (urls[id] ?? id) : id));
  return report;
}
const a = normalise(withPageUrls(JSON.parse(readFileSync(fa, 'utf8'))), '');
const b = normalise(withPageUrls(JSON.parse(readFileSync(fb, 'utf8'))), '');
const out = [];
diff(a, b, '', out);
if (out.length === 0) {
  console.log(`same: ${fa} = ${fb} (timings, run id, loopback port and list order aside)`);
} else {
  console.log(`differ: ${fa} ≠ ${fb}`);
  for (const line of out) console.log(`  ${line}`);
  process.exit(1);
}
