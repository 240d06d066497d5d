/**
 * The Markdown bench: a generated repository of N Markdown files (default 1,000) shaped like a real
 * documentation repository — most files with bare URLs and email addresses in prose, lists and
 * tables, headings in several scripts (Latin, Cyrillic, CJK, emoji), footnotes in some, about 30
 * links a file (relative links between files, many with #anchors, images, reference links, raw
 * HTML), code blocks with fake links, and a few planted dead links — checked by the linkspider CLI
 * (dist/cli.js, `--no-check-external`; build it first with `npm run package`) and by linkinator
 * (`--markdown`, external URLs skipped, so both check the same local links), alternated, for
 * several rounds. Prints each tool's wall time and peak memory (GNU time), the ratio, and how many
 * files linkspider's fast Markdown parser left to micromark, and why (`run.stats.markdown`).
 *
 *   npm run bench:markdown -- [--files 1000] [--runs 5] [--only linkspider,linkinator] [--keep-tmp]
 *
 * Asserts nothing but the planted dead links (exit 1 when linkspider misses or adds one). Wall
 * times are noisy on a shared machine: compare the ratio of one run, and say the load (`uptime`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    'keep-tmp': { type: 'boolean', default: false },
    only: { type: 'string', default: 'linkspider,linkinator' },
  },
});
const FILES = Number(values.files);
const RUNS = Number(values.runs);
const ONLY = new Set(values.only.split(','));
const root = path.resolve(import.meta.dirname, '..');

const HEADINGS = ['Overview', 'Installation', 'Configuration', 'Обзор', 'Настройка', '概要', 'インストール', '🚀 Quick start', 'Über uns', 'FAQ'];
const NAMES = ['ana', 'bob', 'chen', 'dmitri', 'elise', 'farid', 'grace', 'hiro'];

/** GitHub's slug of a heading (as linkspider checks it): lower case, punctuation out, spaces to `-`. */
const slug = (h) =>
  h
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** A deterministic repository: folder d{k}/ with 40 files each; every 50th file has one dead relative link. */
function generate(dir, n) {
  const planted = [];
  const name = (i) => `d${Math.floor(i / 40)}/f${i % 40}.md`;
  for (let i = 0; i < n; i++) {
    const file = name(i);
    const rel = (to) => path.posix.relative(path.posix.dirname(file), to);
    const other = (k) => rel(name((i + k * 7 + 1) % n));
    const who = NAMES[i % NAMES.length];
    const lines = [`# Component ${i}: ${HEADINGS[i % HEADINGS.length]}`, ''];
    lines.push(
      `Part of the [project](${rel('README.md')}). Upstream: https://github.example.test/acme/c${i} (mirror www.mirror${i % 7}.example.test/c${i}).`,
      `Maintained by ${who}.${i}@example.test; questions to <support@example.test> or mailto:list${i % 5}@lists.example.test.`,
      '',
    );
    for (let s = 0; s < 4; s++) {
      const h = HEADINGS[(i + s) % HEADINGS.length];
      lines.push(`## ${h}`, '');
      lines.push(
        `See [the next part](${other(s)}#${slug(HEADINGS[(i + s * 7 + 1) % HEADINGS.length])}) and [back up](#component-${i}-${slug(HEADINGS[i % HEADINGS.length])}).`,
        `The spec (https://spec.example.test/v${s}/section_${i}#part-${s}) says so; _details at https://docs.example.test/c${i}/${s}_.`,
        `- [ ] ${s === 0 ? '🔬 ' : ''}Read [the guide](${other(s + 3)}) and ![diagram](${rel('img/diagram.png')}).`,
        `- [x] Ask [${who}](https://people.example.test/${who}) or write to ${who}@example.test.`,
        '',
        '| Item | Link | Contact |',
        '|------|------|---------|',
        `| ${s} | [ref][r${s}] | ops${s}@example.test |`,
        `| ${s + 1} | https://status.example.test/${i}/${s} | <a href="${other(s + 5)}">raw</a> |`,
        '',
        '```sh',
        `curl https://api.example.test/c${i} # [not a link](nowhere-${i}.md)`,
        '```',
        '',
      );
    }
    if (i % 4 === 0) {
      lines.push(`A claim[^${i}] and another.[^n${i}]`, '', `[^${i}]: Source: https://papers.example.test/${i}.pdf and [notes](${other(2)}).`);
      lines.push(`[^n${i}]: Ask ${who}@example.test.`, '');
    }
    for (let s = 0; s < 4; s++) lines.push(`[r${s}]: ${other(s + 9)}`);
    if (i % 50 === 0) {
      lines.push('', `A [dead link](missing-${i}.md).`);
      planted.push(path.posix.join(path.posix.dirname(file), `missing-${i}.md`));
    }
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
  }
  mkdirSync(path.join(dir, 'img'), { recursive: true });
  writeFileSync(path.join(dir, 'img/diagram.png'), 'PNG');
  writeFileSync(path.join(dir, 'README.md'), `# Project\n\nStart at [the first component](${name(0)}); mail team@example.test.\n`);
  return planted.sort();
}

/** Wall time, CPU seconds and peak RSS (GNU time), and the output. */
function time(cmd, args, cwd) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', 'BENCH %U %S %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 << 20 });
  const m = /BENCH ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
  return {
    ms: Number(process.hrtime.bigint() - t0) / 1e6,
    cpu: m ? Number(m[1]) + Number(m[2]) : Number.NaN,
    rssMb: m ? Number(m[3]) / 1024 : Number.NaN,
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.floor((s.length - 1) / 2)];
};

const tmp = mkdtempSync(path.join(tmpdir(), 'linkspider-mdbench-'));
const repo = path.join(tmp, 'repo');
const planted = generate(repo, FILES);
const totalBytes = spawnSync('du', ['-sb', repo], { encoding: 'utf8' }).stdout.split('\t')[0];
console.log(`Markdown repository: ${FILES} files (+ README), ${totalBytes} bytes, ${planted.length} planted dead links; ${RUNS} rounds, alternated`);
console.log(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}\n`,
);

const node = process.execPath;
const cli = path.join(root, 'dist/cli.js');
const linkinator = path.join(root, 'node_modules/linkinator/build/src/cli.js');
const json = path.join(tmp, 'report.json');
const tools = {
  linkspider: () => time(node, [cli, '**/*.md', '--no-check-external', '--quiet', '--no-color', '--json', json], repo),
  // Local files only: linkinator serves the folder on localhost; every other URL is skipped.
  linkinator: () => time(node, [linkinator, '**/*.md', '--markdown', '--skip', '^(?!https?://(localhost|127\\.0\\.0\\.1)[:/])', '--format', 'json'], repo),
};
const rows = Object.fromEntries(Object.keys(tools).map((k) => [k, { ms: [], cpu: [], rss: [] }]));
let found = [];
let stats;
let linkinatorDead;
for (let k = 0; k < RUNS; k++) {
  // Alternate which tool goes first, so neither always meets the machine just after the other.
  const order = Object.keys(tools).filter((t) => ONLY.has(t));
  if (k % 2 === 1) order.reverse();
  for (const tool of order) {
    const r = tools[tool]();
    if (tool === 'linkspider') {
      if (r.status !== 1 && r.status !== 0) {
        console.error(r.stderr);
        process.exit(2);
      }
      const report = JSON.parse(readFileSync(json, 'utf8'));
      found = report.dead.map((d) => d.url).sort();
      stats = report.run.stats?.markdown;
    } else {
      const broken = r.stdout.match(/"state"\s*:\s*"BROKEN"/g);
      linkinatorDead = broken ? broken.length : `? (exit ${r.status})`;
    }
    rows[tool].ms.push(r.ms);
    rows[tool].cpu.push(r.cpu);
    rows[tool].rss.push(r.rssMb);
  }
}

console.log('tool                         wall s (median, min)   CPU s   peak RSS MB   dead found');
for (const tool of Object.keys(tools).filter((t) => ONLY.has(t))) {
  const r = rows[tool];
  const dead = tool === 'linkspider' ? found.length : linkinatorDead;
  console.log(
    `${tool.padEnd(28)} ${(median(r.ms) / 1000).toFixed(2).padStart(7)} ${(Math.min(...r.ms) / 1000).toFixed(2).padStart(7)}   ${median(r.cpu).toFixed(2).padStart(9)}   ${median(r.rss).toFixed(0).padStart(9)}   ${dead}`,
  );
}
if (ONLY.has('linkspider') && ONLY.has('linkinator')) {
  const ratios = rows.linkspider.ms.map((ms, i) => ms / rows.linkinator.ms[i]);
  console.log(
    `\nlinkspider / linkinator: wall ${median(ratios).toFixed(2)}x (median of ${ratios.length} rounds' ratios), peak RSS ${(median(rows.linkspider.rss) / median(rows.linkinator.rss)).toFixed(2)}x`,
  );
}
if (stats) {
  const why = Object.entries(stats.fallbacks)
    .map(([reason, n]) => `${reason}: ${n}`)
    .join(', ');
  console.log(`linkspider's Markdown parser: ${stats.fast} files by markdown-it, ${stats.micromark} by micromark${why ? ` (${why})` : ''}`);
}
console.log(
  `load average at end: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

const exact = !ONLY.has('linkspider') || JSON.stringify(found) === JSON.stringify(planted);
console.log(`\nlinkspider found exactly the planted dead links: ${exact ? 'yes' : `NO (found ${found.length}, planted ${planted.length})`}`);
if (!exact) console.log({ found, planted });
if (!values['keep-tmp']) rmSync(tmp, { recursive: true, force: true });
else console.log(`kept ${tmp}`);
process.exit(exact ? 0 : 1);
