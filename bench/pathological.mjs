/**
 * The fast tokenizer against parse5's on pages built to find quadratic paths
 * (bench/pathological-cases.mjs): ms per page for each, and the ratio. A quadratic path shows as
 * 10x and more on these sizes; the fast path's usual ratio is well under 1x.
 *
 *   npm run bench:pathological [-- --max-ratio 2]
 *
 * Each side is the fastest of several interleaved rounds, so that load on a shared machine cancels
 * out. Exit code 1 when a ratio is above --max-ratio (default 2), else 0. The sources are bundled
 * with esbuild (a vitest/vite dependency) into .tmp/ first.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { PATHOLOGICAL_CASES } from './pathological-cases.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'max-ratio': { type: 'string', default: '2' } } });
const maxRatio = Number(values['max-ratio']);

const outDir = join(root, '.tmp', 'pathological');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, 'extract.mjs');
await build({ entryPoints: [join(root, 'src/extract/html.ts')], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error' });
const { extractLinks, extractLinksParse5 } = await import(pathToFileURL(outfile).href);

/** The fastest of `times` runs of `loops` calls, in ms per call. */
function fastest(run, times, loops) {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    for (let j = 0; j < loops; j++) run();
    best = Math.min(best, (performance.now() - t0) / loops);
  }
  return best;
}

const rows = [];
for (const [name, html] of Object.entries(PATHOLOGICAL_CASES)) {
  for (const anchors of [false, true]) {
    const options = { collectAnchors: anchors, checkCss: true };
    extractLinks(html, options); // warm both paths up
    const t0 = performance.now();
    extractLinksParse5(html, options);
    // Each measurement long enough (>= 40 ms) that a GC pause or a lost time slice is small against it.
    const loops = Math.max(1, Math.ceil(40 / Math.max(0.1, performance.now() - t0)));
    let fastMs = Infinity;
    let parse5Ms = Infinity;
    for (let round = 0; round < 8; round++) {
      fastMs = Math.min(
        fastMs,
        fastest(() => extractLinks(html, options), 3, loops),
      );
      parse5Ms = Math.min(
        parse5Ms,
        fastest(() => extractLinksParse5(html, options), 3, loops),
      );
    }
    const fallback = extractLinks(html, options).fallback;
    rows.push({ name: `${name}${anchors ? ' (anchors)' : ''}`, fastMs, parse5Ms, ratio: fastMs / parse5Ms, fallback });
  }
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'page'.padEnd(width)}  fast ms  parse5 ms  ratio  path`);
for (const r of rows) {
  const path = r.fallback === undefined ? 'fast' : `parse5 (${r.fallback})`;
  console.log(`${r.name.padEnd(width)}  ${r.fastMs.toFixed(2).padStart(7)}  ${r.parse5Ms.toFixed(2).padStart(9)}  ${r.ratio.toFixed(2).padStart(5)}  ${path}`);
}
const over = rows.filter((r) => r.ratio > maxRatio);
console.log(over.length === 0 ? `every ratio <= ${maxRatio}` : `above ${maxRatio}: ${over.map((r) => r.name).join('; ')}`);
process.exitCode = over.length === 0 ? 0 : 1;
