/**
 * A generated API-documentation tree on disk, shaped like Debian's rust-doc HTML (the big real tree the folder
 * bench checks): crates of modules two levels deep, each module a folder with its index and ~48 item pages;
 * every item page carries the module's sidebar (the same ~48 links on each of its pages: shared navigation), a
 * breadcrumb, stylesheets and scripts, and ~25 links into other modules' items (relative paths, some with a
 * `#method.*` fragment that exists). About 80 links a page, ~6 KB. One page in 500 links to an item that does
 * not exist (the planted dead links); nothing else is dead, and every page is reachable from /index.html.
 *
 *   node bench/docs-site.mjs --pages 200000 --out DIR [--seed 1]
 *
 * Writes DIR (made, must not exist or be empty) and DIR/../<basename>.expected.json:
 * { pages, dead: { '/path': places } }. Deterministic for (pages, seed).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rng } from './proc.mjs';

const ITEMS = 48;
const KINDS = ['struct', 'enum', 'trait', 'fn', 'macro', 'type', 'constant'];
const CRATES = 8;

/** The plan of a tree of about `pages` pages: its modules (each a folder of ITEMS items and an index). */
export function plan(pages) {
  const modules = Math.max(1, Math.round((pages - 1 - CRATES) / (ITEMS + 1)));
  const perCrate = Math.ceil(modules / CRATES);
  const fanout = Math.max(1, Math.ceil(Math.sqrt(perCrate)));
  const dirOf = (m) => {
    const c = Math.floor(m / perCrate);
    const i = m % perCrate;
    return `crate${c}/m${Math.floor(i / fanout)}/m${i % fanout}`;
  };
  const item = (i) => `${KINDS[i % KINDS.length]}.Item${i}.html`;
  return { modules, perCrate, fanout, dirOf, item, crates: Math.ceil(modules / perCrate) };
}

/** The relative href from a page in folder `from` (site path, no slashes at the ends) to site path `to`. */
function rel(from, to) {
  const up = from === '' ? 0 : from.split('/').length;
  return `${'../'.repeat(up)}${to}`;
}

const head = (title, from) =>
  `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title>\n` +
  `<link rel="stylesheet" href="${rel(from, 'static/rustdoc.css')}"><link rel="stylesheet" href="${rel(from, 'static/light.css')}">\n` +
  `<link rel="icon" href="${rel(from, 'static/favicon.svg')}"><script src="${rel(from, 'static/main.js')}" defer></script>\n` +
  `</head><body class="rustdoc">\n`;

export function generate({ pages, seed = 1, out }) {
  const p = plan(pages);
  const random = rng(seed);
  const dead = new Map();
  let written = 0;
  const write = (path, html) => {
    writeFileSync(join(out, path), html);
    written++;
  };
  mkdirSync(join(out, 'static'), { recursive: true });
  for (const f of ['rustdoc.css', 'light.css', 'main.js', 'favicon.svg']) writeFileSync(join(out, 'static', f), '/* */\n');
  const crateIndex = (c) => `crate${c}/index.html`;
  // The root: every crate.
  let root = head('Documentation', '');
  for (let c = 0; c < p.crates; c++) root += `<a href="${crateIndex(c)}">crate${c}</a>\n`;
  write('index.html', `${root}</body></html>\n`);
  for (let c = 0; c < p.crates; c++) {
    mkdirSync(join(out, `crate${c}`), { recursive: true });
    const first = c * p.perCrate;
    const last = Math.min(p.modules, first + p.perCrate);
    let html = `${head(`crate${c}`, `crate${c}`)}<a href="../index.html">All crates</a>\n<ul>\n`;
    for (let m = first; m < last; m++) html += `<li><a href="${p.dirOf(m).slice(`crate${c}/`.length)}/index.html">${p.dirOf(m)}</a></li>\n`;
    write(crateIndex(c), `${html}</ul></body></html>\n`);
  }
  for (let m = 0; m < p.modules; m++) {
    const dir = p.dirOf(m);
    mkdirSync(join(out, dir), { recursive: true });
    const crate = dir.slice(0, dir.indexOf('/'));
    // The module's sidebar: the same on its index and every item page.
    let sidebar = `<nav class="sidebar"><h2><a href="index.html">Module ${dir}</a></h2><ul>\n`;
    for (let i = 0; i < ITEMS; i++) sidebar += `<li><a href="${p.item(i)}" title="${p.item(i)}">Item${i}</a></li>\n`;
    sidebar += '</ul></nav>\n';
    const crumbs = `<div class="crumbs"><a href="${rel(dir, 'index.html')}">docs</a>::<a href="${rel(dir, `${crate}/index.html`)}">${crate}</a>::<a href="index.html">${dir}</a></div>\n`;
    write(`${dir}/index.html`, `${head(dir, dir)}${sidebar}${crumbs}<h1>Module ${dir}</h1></body></html>\n`);
    for (let i = 0; i < ITEMS; i++) {
      const page = `/${dir}/${p.item(i)}`;
      let body = `<section id="main"><h1 id="item">Item${i}</h1>\n`;
      for (let k = 0; k < 6; k++) body += `<h3 id="method.f${k}" class="method"><a href="#method.f${k}">fn f${k}</a></h3><p>Does ${k} things.</p>\n`;
      for (let k = 0; k < 25; k++) {
        const to = Math.floor(random() * p.modules);
        const j = Math.floor(random() * ITEMS);
        const frag = random() < 0.3 ? `#method.f${Math.floor(random() * 6)}` : '';
        body += `<p>See <a href="${rel(dir, `${p.dirOf(to)}/${p.item(j)}`)}${frag}"><code>Item${j}</code></a> for more.</p>\n`;
      }
      if (written % 500 === 7) {
        const missing = `${p.dirOf((m * 7 + i) % p.modules)}/struct.Missing${i}.html`;
        body += `<p><a href="${rel(dir, missing)}">gone</a></p>\n`;
        dead.set(`/${missing}`, (dead.get(`/${missing}`) ?? 0) + 1);
      }
      write(`${dir}/${p.item(i)}`, `${head(page, dir)}${sidebar}${crumbs}${body}</section></body></html>\n`);
    }
  }
  return { pages: written, dead: Object.fromEntries(dead) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '200000' }, seed: { type: 'string', default: '1' }, out: { type: 'string' } } });
  const pages = Number(values.pages);
  if (!values.out || !(pages >= 60) || !Number.isInteger(pages)) {
    console.error('usage: node bench/docs-site.mjs --pages N (at least 60) --out DIR [--seed S]');
    process.exit(2);
  }
  const out = resolve(values.out);
  if (existsSync(out) && readdirSync(out).length > 0) {
    console.error(`docs-site: ${out} is not empty`);
    process.exit(2);
  }
  const t0 = performance.now();
  const r = generate({ pages, seed: Number(values.seed), out });
  writeFileSync(join(dirname(out), `${basename(out)}.expected.json`), `${JSON.stringify(r)}\n`);
  console.error(`docs-site: ${r.pages} pages, ${Object.keys(r.dead).length} dead URLs, in ${Math.round(performance.now() - t0)} ms`);
}
