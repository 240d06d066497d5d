/**
 * The cost of a change to extraction (src/extract/): `extractLinks` of this checkout against a
 * git ref's (default `main`), on the generated site's pages, interleaved, in one process.
 * Written for `textChars` (issue 18), which the fast tokenizer counts as it skips text.
 *
 *   node_modules/.bin/node bench/extract-cost.mjs [--base main] [--pages 2000] [--rounds 16]
 *
 * Prints the best and median time of each side. On a shared machine compare the medians and
 * expect a few percent of noise either way.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { createSite } from './site.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { base: { type: 'string', default: 'main' }, pages: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '16' } },
});
const out = join(root, '.tmp', 'extract-cost');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'base'), { recursive: true });
execSync(`git archive ${JSON.stringify(values.base)} src | tar -x -C ${JSON.stringify(join(out, 'base'))}`, { cwd: root });
const sides = { base: join(out, 'base', 'src', 'extract', 'html.ts'), head: join(root, 'src', 'extract', 'html.ts') };
const fns = {};
for (const [name, entry] of Object.entries(sides)) {
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: join(out, `${name}.mjs`), logLevel: 'error' });
  fns[name] = (await import(pathToFileURL(join(out, `${name}.mjs`)).href)).extractLinks;
}
const n = Number(values.pages);
const site = createSite({ pages: n, seed: 3 });
const pages = Array.from({ length: n }, (_, i) => site.renderPage(i, 'http://127.0.0.2:9'));
const times = { base: [], head: [] };
for (let r = 0; r < Number(values.rounds); r++) {
  for (const name of r % 2 ? ['base', 'head'] : ['head', 'base']) {
    const t = performance.now();
    for (const p of pages) fns[name](p);
    times[name].push(performance.now() - t);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const mb = pages.reduce((a, p) => a + p.length, 0) / 2 ** 20;
for (const name of ['base', 'head']) {
  console.log(
    `${name === 'base' ? values.base.padEnd(8) : 'this    '}  best ${Math.min(...times[name]).toFixed(0)} ms  median ${median(times[name]).toFixed(0)} ms  (${n} pages, ${mb.toFixed(1)} MB)`,
  );
}
console.log(`median ratio this / ${values.base}: ×${(median(times.head) / median(times.base)).toFixed(3)}`);
