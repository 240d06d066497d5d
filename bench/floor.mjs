/**
 * The floor: the least work any crawler-checker must do on the bench site — fetch every
 * reachable HTML page over keep-alive and tokenize it with parse5 — with no crawling logic:
 * the URL list is known upfront (computed from the site generator), nothing is deduplicated,
 * no link is resolved or checked.
 *
 *   node bench/floor.mjs --url http://127.0.0.1:PORT/ --pages N [--seed 1] [--concurrency 64]
 *                        [--no-locations]
 *
 * Prints one JSON line: { pages, bytes, failed, tokens, ms, pagesPerSec, peakRssMB }.
 * Tokenizing uses sourceCodeLocationInfo (line/column per token), as a checker that reports
 * where each link is must; --no-locations turns that off.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Tokenizer } from 'parse5';
import { Pool } from 'undici';
import { createSite } from './site.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '64' },
    'no-locations': { type: 'boolean', default: false },
  },
});
if (!values.url || !values.pages) {
  console.error('usage: node bench/floor.mjs --url URL --pages N [--seed S] [--concurrency 64]');
  process.exit(2);
}
const origin = new URL(values.url).origin;
const concurrency = Number(values.concurrency);
const site = createSite({ pages: Number(values.pages), seed: Number(values.seed) });

const t0 = performance.now();
const paths = site.pagePaths();
const pool = new Pool(origin, { connections: concurrency, pipelining: 1, keepAliveTimeout: 60_000 });

let tokens = 0;
const handler = {
  onComment() {
    tokens++;
  },
  onDoctype() {
    tokens++;
  },
  onStartTag() {
    tokens++;
  },
  onEndTag() {
    tokens++;
  },
  onEof() {},
  onCharacter() {
    tokens++;
  },
  onNullCharacter() {
    tokens++;
  },
  onWhitespaceCharacter() {
    tokens++;
  },
};
const tokenizerOptions = { sourceCodeLocationInfo: !values['no-locations'] };

let pages = 0;
let bytes = 0;
let failed = 0;
async function worker() {
  for (;;) {
    const next = paths.next();
    if (next.done) return;
    try {
      const { statusCode, body } = await pool.request({ path: next.value, method: 'GET' });
      const text = await body.text();
      if (statusCode !== 200) {
        failed++;
        continue;
      }
      bytes += text.length;
      const tokenizer = new Tokenizer(tokenizerOptions, handler);
      tokenizer.write(text, true);
      pages++;
    } catch (err) {
      failed++;
      if (failed <= 3) console.error(`floor: ${next.value}: ${err.message}`);
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const ms = performance.now() - t0;
await pool.close();

const hwm = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'));
console.log(
  JSON.stringify({
    pages,
    bytes,
    failed,
    tokens,
    ms: Math.round(ms),
    pagesPerSec: Math.round((pages / ms) * 1000),
    peakRssMB: hwm ? Math.round(Number(hwm[1]) / 1024) : undefined,
    locations: tokenizerOptions.sourceCodeLocationInfo,
    concurrency,
  }),
);
if (failed) process.exitCode = 1;
