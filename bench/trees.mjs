/**
 * Real doc trees checked as folders, with a differential against a second reader: linkspider (dist/cli.js) checks
 * each tree with `--check-fragments --no-check-external`, and a small reader of its own here walks the same files
 * and their ids, and says which pages there are and which `#fragment` links miss. The two must agree on the pages
 * (one per .html/.htm file) and on the missing fragments; every place only one of them names is printed.
 *
 *   npm run package && node bench/trees.mjs [--tree /usr/share/doc/rust-doc/html] [--tree …]
 *                                          [--linkspider-cli dist/cli.js] [--timeout-min 30] [--keep-tmp]
 *                                          [--report linkspider-report.json  (of the one --tree: not run again)]
 *
 * The second reader shares no code with linkspider. It reads tags with regular expressions (enough for generated
 * docs: rustdoc, mdBook), follows symbolic links as a web server does, takes a file for a URL as a static host does
 * (`dir/` → `dir/index.html`, the query string ignored), and has the same three rules a served page has for a
 * fragment: an id or `<a name>`; `#A-B` when both ids exist (a range); on a page whose script redirects with
 * `+ location.hash`, the id on the page it redirects to.
 *
 * Exit code: 1 when the two disagree, 2 on a harness error, else 0. Machine load is printed: timings on a busy
 * machine are only indications; the peak RSS is the process's VmHWM.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { root, runNode, tail } from './proc.mjs';

const { values } = parseArgs({
  options: {
    tree: { type: 'string', multiple: true, default: ['/usr/share/doc/rust-doc/html'] },
    'linkspider-cli': { type: 'string', default: 'dist/cli.js' },
    'timeout-min': { type: 'string', default: '30' },
    'keep-tmp': { type: 'boolean', default: false },
    /** A report linkspider already wrote for the (one) tree: compared without running it again. */
    report: { type: 'string' },
  },
});

const log = (s) => process.stderr.write(`${s}\n`);
const HTML = /\.html?$/i;

/** Every .html/.htm file under `dir` (site paths), following symbolic links, each real folder walked once. */
function htmlFiles(dir) {
  const out = [];
  const seen = new Set();
  const walk = (abs, rel) => {
    const real = realpathSync(abs);
    if (seen.has(real)) return;
    seen.add(real);
    for (const d of readdirSync(abs, { withFileTypes: true })) {
      if (d.name.startsWith('.') || d.name === 'node_modules') continue;
      const childAbs = join(abs, d.name);
      const childRel = rel === '' ? d.name : `${rel}/${d.name}`;
      let st;
      try {
        st = statSync(childAbs);
      } catch {
        continue; // a link to nothing, or a loop
      }
      if (st.isDirectory()) walk(childAbs, childRel);
      else if (st.isFile() && HTML.test(d.name)) out.push(childRel);
    }
  };
  walk(dir, '');
  return out;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
  );

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const CARRIED =
  /location\.(?:replace|assign)\(\s*(["'])([^"']*)\1\s*(?:\+\s*(?:window\.)?location\.search\s*)?\+\s*(?:window\.)?location\.hash|location(?:\.href)?\s*=\s*(["'])([^"']*)\3\s*(?:\+\s*(?:window\.)?location\.search\s*)?\+\s*(?:window\.)?location\.hash/;

/** One file read by the second reader: its ids, its links that carry a fragment, and its hash-carrying redirect. */
function readPage(text) {
  const ids = new Set();
  const links = [];
  // Comments, scripts and styles hold no tags.
  const body = text
    .replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length))
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, (m) => m.replace(/[^\n]/g, ' '));
  for (let m = TAG.exec(body); m !== null; m = TAG.exec(body)) {
    const tag = m[1].toLowerCase();
    const attrs = m[2] ?? '';
    for (let a = ATTR.exec(attrs); a !== null; a = ATTR.exec(attrs)) {
      const name = a[1].toLowerCase();
      const value = decode(a[2] ?? a[3] ?? a[4] ?? '');
      if (name === 'id' || (name === 'name' && tag === 'a')) ids.add(value);
      else if ((name === 'href' || name === 'src') && value.includes('#')) links.push(value.trim());
    }
    ATTR.lastIndex = 0;
  }
  const redirect = CARRIED.exec(text);
  return { ids, links, hashTo: redirect ? (redirect[2] ?? redirect[4]) : undefined };
}

/** The second reader's verdict on a tree: its pages and the places (`file\u0000href`) of fragments it finds missing. */
function secondReader(tree) {
  const files = htmlFiles(tree);
  const fileSet = new Set(files);
  const pages = new Map();
  for (const f of files) pages.set(f, readPage(readFileSync(join(tree, f), 'utf8')));
  const base = 'http://tree.localhost/';
  /** The site file a URL path names, as a static host serves it. */
  const fileOf = (url) => {
    let p;
    try {
      p = decodeURIComponent(url.pathname.slice(1));
    } catch {
      return undefined;
    }
    if (p === '' || p.endsWith('/')) return fileSet.has(`${p}index.html`) ? `${p}index.html` : undefined;
    if (fileSet.has(p)) return p;
    if (fileSet.has(`${p}/index.html`)) return `${p}/index.html`;
    return fileSet.has(`${p}.html`) ? `${p}.html` : undefined;
  };
  const has = (page, fragment) => {
    let f = fragment;
    try {
      f = decodeURIComponent(fragment);
    } catch {}
    if (f === '' || f.toLowerCase() === 'top' || page.ids.has(f) || page.ids.has(fragment)) return true;
    for (let i = f.indexOf('-'); i > 0; i = f.indexOf('-', i + 1)) if (page.ids.has(f.slice(0, i)) && page.ids.has(f.slice(i + 1))) return true;
    return false;
  };
  const missing = new Set();
  for (const [file, page] of pages) {
    const pageUrl = new URL(file.split('/').map(encodeURIComponent).join('/'), base);
    for (const href of page.links) {
      let url;
      try {
        url = new URL(href, pageUrl);
      } catch {
        continue;
      }
      if (url.origin !== new URL(base).origin) continue;
      const fragment = url.hash.slice(1).split(':~:')[0];
      let target = fileOf(url);
      if (target === undefined || fragment === '') continue;
      let ok = has(pages.get(target), fragment);
      for (let hop = 0; !ok && hop < 4 && pages.get(target).hashTo !== undefined; hop++) {
        const next = fileOf(new URL(pages.get(target).hashTo, new URL(target.split('/').map(encodeURIComponent).join('/'), base)));
        if (next === undefined) {
          ok = true; // nothing to say of a page that is not there
          break;
        }
        target = next;
        ok = has(pages.get(target), fragment);
      }
      if (!ok) missing.add(`${file}\u0000${href}`);
    }
  }
  return { pages: files.length, missing };
}

/** linkspider's verdict, from its JSON report: pages, and the places of its `missing-fragment` results. */
function linkspiderVerdict(report) {
  const missing = new Set();
  for (const d of report.dead) {
    if (d.error !== 'missing-fragment') continue;
    for (const r of d.referrers) missing.add(`${r.file}\u0000${r.raw}`);
  }
  return { pages: report.counts.pages, listed: report.pages.filter((p) => p.kind === undefined).length, missing };
}

const cli = resolve(root, values['linkspider-cli']);
if (!existsSync(cli)) {
  log(`bench/trees: ${cli} is missing: run npm run package first`);
  process.exit(2);
}
const tmp = mkdtempSync(join(tmpdir(), 'ls-trees-'));
let disagree = false;
try {
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const treeArg of values.tree) {
    const tree = resolve(treeArg);
    if (!existsSync(tree)) {
      log(`bench/trees: ${tree} does not exist (skipped)`);
      continue;
    }
    const name = relative('/', tree).split(sep).join('-');
    const json = values.report !== undefined ? resolve(values.report) : join(tmp, `${name}.json`);
    const run =
      values.report !== undefined
        ? undefined
        : await runNode({
            name,
            args: [cli, tree, '--check-fragments', '--no-check-external', '--quiet', '--json', json],
            tmp,
            timeoutMs: Number(values['timeout-min']) * 60_000,
            log,
          });
    if (!existsSync(json)) {
      log(`bench/trees: linkspider wrote no report for ${tree} (exit ${run?.exitCode}): ${run ? tail(run.stderrFile) : ''}`);
      process.exitCode = 2;
      continue;
    }
    const t0 = performance.now();
    const second = secondReader(tree);
    const secondMs = performance.now() - t0;
    const ours = linkspiderVerdict(JSON.parse(readFileSync(json, 'utf8')));
    const onlyOurs = [...ours.missing].filter((k) => !second.missing.has(k)).sort();
    const onlySecond = [...second.missing].filter((k) => !ours.missing.has(k)).sort();
    const both = [...ours.missing].filter((k) => second.missing.has(k)).sort();
    console.log(`\n${tree}`);
    if (run) console.log(`  linkspider: ${(run.wallMs / 1000).toFixed(1)} s wall, peak RSS ${run.peakRssMB.toFixed(0)} MB, exit ${run.exitCode}`);
    console.log(`  second reader: ${(secondMs / 1000).toFixed(1)} s`);
    console.log(`  pages: linkspider ${ours.pages} (listed ${ours.listed}), .html files ${second.pages}${ours.pages === second.pages ? '' : '  ← differ'}`);
    console.log(`  missing fragments (places): linkspider ${ours.missing.size}, second reader ${second.missing.size}, both ${both.length}`);
    for (const [label, list] of [
      ['both', both],
      ['only linkspider', onlyOurs],
      ['only the second reader', onlySecond],
    ]) {
      if (list.length === 0) continue;
      console.log(`  ${label}:`);
      for (const k of list.slice(0, 200)) console.log(`    ${k.replace('\u0000', '  →  ')}`);
      if (list.length > 200) console.log(`    … and ${list.length - 200} more`);
    }
    if (ours.pages !== second.pages || onlyOurs.length > 0 || onlySecond.length > 0) disagree = true;
  }
  log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  if (values['keep-tmp']) log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
if (disagree && process.exitCode === undefined) process.exitCode = 1;
