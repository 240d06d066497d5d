/**
 * The naive floor of a folder check: read every .html file, tokenize it with htmlparser2 on one
 * thread, resolve each href/src with `new URL`. No checking, no line numbers, no dedupe beyond a Set.
 *
 *   node bench/folder-floor.mjs DIR      prints { pages, bytes, links, distinct, ms }
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Parser } from 'htmlparser2';

const dir = process.argv[2];
const t0 = performance.now();
const seen = new Set();
let pages = 0;
let bytes = 0;
let links = 0;
let base;
const parser = new Parser({
  onattribute(name, value) {
    if (name !== 'href' && name !== 'src') return;
    links++;
    try {
      seen.add(new URL(value, base).href);
    } catch {}
  },
});
for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!e.isFile() || !/\.html?$/.test(e.name)) continue;
  const file = join(e.parentPath, e.name);
  const html = readFileSync(file, 'utf8');
  base = pathToFileURL(file).href;
  parser.write(html);
  parser.end();
  parser.reset();
  pages++;
  bytes += html.length;
}
console.log(JSON.stringify({ pages, bytes, links, distinct: seen.size, ms: Math.round(performance.now() - t0) }));
