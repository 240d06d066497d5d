/**
 * The Markdown bench: a generated repository of N Markdown files (default 2,000) in nested
 * folders — headings (with duplicates), relative links with and without #anchors, images,
 * reference links, code blocks with fake links, and external links (left out of the timing:
 * `--no-check-external` for linkspider, `--skip` for linkinator) — checked by the linkspider
 * CLI (dist/cli.js, build it first with `npm run package`) and by `linkinator --markdown`,
 * interleaved, fastest of K runs each. Also: the two Markdown parsers alone on the same files,
 * in this process (linkspider reads most files with markdown-it and finds columns itself, and
 * hands files with GFM autolink literals or footnotes to micromark: src/markdown/parse.ts).
 *
 *   npm run bench:markdown -- [--files 2000] [--runs 3] [--only linkspider,linkinator,parsers] [--keep-tmp]
 *
 * Prints figures; asserts nothing but the planted dead links (exit 1 when linkspider misses
 * or adds one). Wall times are noisy on a shared machine: compare the ratios of one run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    'keep-tmp': { type: 'boolean', default: false },
    only: { type: 'string', default: 'linkspider,linkinator,parsers' },
  },
});
const FILES = Number(values.files);
const RUNS = Number(values.runs);
const ONLY = new Set(values.only.split(','));
const root = path.resolve(import.meta.dirname, '..');

/** A deterministic tree: folder d{k}/ with 50 files each; every 100th file has one dead relative link. */
function generate(dir, n) {
  const planted = [];
  const name = (i) => `d${Math.floor(i / 50)}/f${i % 50}.md`;
  for (let i = 0; i < n; i++) {
    const file = name(i);
    const next = name((i + 1) % n);
    const rel = (to) => path.posix.relative(path.posix.dirname(file), to);
    const lines = [`# File ${i}`, '', `Intro to [the next file](${rel(next)}) and [its usage](${rel(next)}#usage).`, ''];
    for (let s = 0; s < 6; s++) {
      lines.push(
        `## Usage`,
        '',
        `Section ${s} of ${i}: see [section](#usage-${s + 1 > 5 ? 1 : s + 1}), [home](${rel('README.md')}), ![logo](${rel('img/logo.png')}).`,
      );
      lines.push(`External: [site](https://example.invalid/p/${i % 97}/${s}) and [ref][r${s}].`, '');
      lines.push('```', `[not a link](nowhere-${i}.md)`, '```', '');
    }
    for (let s = 0; s < 6; s++) lines.push(`[r${s}]: ${rel(name((i + s * 7) % n))}`);
    if (i % 100 === 0) {
      lines.push('', `A [dead link](missing-${i}.md).`);
      planted.push(path.posix.join(path.posix.dirname(file), `missing-${i}.md`));
    }
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), lines.join('\n') + '\n');
  }
  mkdirSync(path.join(dir, 'img'), { recursive: true });
  writeFileSync(path.join(dir, 'img/logo.png'), 'PNG');
  writeFileSync(path.join(dir, 'README.md'), `# Home\n\n[First](${name(0)})\n`);
  return planted.sort();
}

/** Wall time, and the child's user + system CPU seconds (GNU time), which a loaded machine inflates less. */
function time(cmd, args, cwd) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 << 20 });
  const m = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  const cpu = m ? Number(m[1]) + Number(m[2]) : NaN;
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, cpu, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const tmp = mkdtempSync(path.join(tmpdir(), 'linkspider-mdbench-'));
const repo = path.join(tmp, 'repo');
const planted = generate(repo, FILES);
const totalBytes = spawnSync('du', ['-sb', repo], { encoding: 'utf8' }).stdout.split('\t')[0];
console.log(`Markdown tree: ${FILES} files (+ README), ${totalBytes} bytes, ${planted.length} planted dead links; ${RUNS} runs each, fastest shown`);
console.log('Shared machine: wall times are noisy; the ratio within this run is the figure to read.\n');

const node = process.execPath;
const cli = path.join(root, 'dist/cli.js');
const linkinator = path.join(root, 'node_modules/linkinator/build/src/cli.js');
const best = { linkspider: Infinity, linkinator: Infinity };
const cpu = { linkspider: Infinity, linkinator: Infinity };
let found = [];
let linkinatorDead;
for (let k = 0; k < RUNS; k++) {
  const json = path.join(tmp, 'report.json');
  if (!ONLY.has('linkspider')) break;
  const a = time(node, [cli, '**/*.md', '--no-check-external', '--quiet', '--no-color', '--json', json], repo);
  if (a.status !== 1 && a.status !== 0) {
    console.error(a.stderr);
    process.exit(2);
  }
  best.linkspider = Math.min(best.linkspider, a.ms);
  cpu.linkspider = Math.min(cpu.linkspider, a.cpu);
  const report = JSON.parse(readFileSync(json, 'utf8'));
  found = report.dead.map((d) => d.url).sort();
  if (!ONLY.has('linkinator')) continue;
  const b = time(node, [linkinator, '**/*.md', '--markdown', '--skip', '^https?://example\\.invalid', '--format', 'json', '--concurrency', '100'], repo);
  best.linkinator = Math.min(best.linkinator, b.ms);
  cpu.linkinator = Math.min(cpu.linkinator, b.cpu);
  // Its JSON may come with other lines around it: count the broken links' records.
  const broken = b.stdout.match(/"state"\s*:\s*"BROKEN"/g);
  linkinatorDead = broken ? broken.length : `? (exit ${b.status}, ${b.stdout.length} bytes of output)`;
}
console.log('tool                                  wall s    CPU s   files/s   dead found');
const row = (label, t, c, dead) =>
  console.log(
    `${label.padEnd(36)} ${(t / 1000).toFixed(2).padStart(7)} ${c.toFixed(2).padStart(8)}   ${Math.round(FILES / (t / 1000))
      .toString()
      .padStart(7)}   ${dead}`,
  );
if (ONLY.has('linkspider')) row('linkspider (dist/cli.js)', best.linkspider, cpu.linkspider, found.length);
if (ONLY.has('linkinator')) {
  row('linkinator --markdown', best.linkinator, cpu.linkinator, linkinatorDead);
  console.log(`ratio linkinator / linkspider: wall ${(best.linkinator / best.linkspider).toFixed(1)}x, CPU ${(cpu.linkinator / cpu.linkspider).toFixed(1)}x`);
}
console.log('');

// The parsers alone, in this process, on the same files.
const { fromMarkdown } = await import('mdast-util-from-markdown');
const { gfmFromMarkdown } = await import('mdast-util-gfm');
const { gfm } = await import('micromark-extension-gfm');
const { gfmAutolinkLiteral } = await import('micromark-extension-gfm-autolink-literal');
const { gfmFootnote } = await import('micromark-extension-gfm-footnote');
const { gfmAutolinkLiteralFromMarkdown } = await import('mdast-util-gfm-autolink-literal');
const { gfmFootnoteFromMarkdown } = await import('mdast-util-gfm-footnote');
const MarkdownIt = (await import('markdown-it')).default;
const texts = [];
for (let i = 0; i < FILES; i++) texts.push(readFileSync(path.join(repo, `d${Math.floor(i / 50)}/f${i % 50}.md`), 'utf8'));
const md = new MarkdownIt();
const mdCommonmark = new MarkdownIt('commonmark');
const parsers = {
  'micromark + all of GFM': () => {
    const o = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
    for (const t of texts) fromMarkdown(t, o);
  },
  'micromark + autolinks, footnotes (fallback)': () => {
    const o = { extensions: [gfmAutolinkLiteral(), gfmFootnote()], mdastExtensions: [gfmAutolinkLiteralFromMarkdown(), gfmFootnoteFromMarkdown()] };
    for (const t of texts) fromMarkdown(t, o);
  },
  'markdown-it (default preset, tokens only)': () => {
    for (const t of texts) md.parse(t, {});
  },
  'markdown-it (commonmark, tokens only)': () => {
    for (const t of texts) mdCommonmark.parse(t, {});
  },
};
if (ONLY.has('parsers')) console.log('parser                                   ms for all files (fastest of runs)');
for (const [label, fn] of Object.entries(ONLY.has('parsers') ? parsers : {})) {
  let fastest = Infinity;
  for (let k = 0; k < Math.max(RUNS, 3); k++) {
    const t0 = process.hrtime.bigint();
    fn();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  console.log(`${label.padEnd(40)} ${fastest.toFixed(0).padStart(6)}`);
}

const exact = !ONLY.has('linkspider') || JSON.stringify(found) === JSON.stringify(planted);
console.log(`\nlinkspider found exactly the planted dead links: ${exact ? 'yes' : `NO (found ${found.length}, planted ${planted.length})`}`);
if (!values['keep-tmp']) rmSync(tmp, { recursive: true, force: true });
else console.log(`kept ${tmp}`);
process.exit(exact ? 0 : 1);
