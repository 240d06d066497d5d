// Build dist/index.js (the Action), dist/cli.js (the CLI's launcher) and dist/cli/main.js (the CLI) with ncc.
// Deterministic: CI rebuilds and compares with the committed dist/.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { writeStamp } from './dist-stamp.mjs';

const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
/** Tokens whose text may hold a character written as an escape. */
const ESCAPABLE = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
]);
// Each entry and where its bundle goes, under dist/. A dynamic import() becomes a chunk, `<id>.index.js`,
// loaded from beside its entry's bundle: the Action loads @actions/cache, @actions/artifact and @actions/github
// this way, the CLI what a run may not need (the HTTP client, the Markdown parsers …). Webpack's ids are
// deterministic (hashes of module paths), so a rebuild gives the same names; two entries' chunks could have the
// same names, so no two entries with chunks share a folder.
const entries = [
  ['src/index.ts', 'index.js'],
  ['src/cli.ts', 'cli.js'],
  ['src/cli-main.ts', 'cli/main.js'],
  ['src/extract/parse-worker.ts', 'parse-worker.js'],
];

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
/** Each folder of dist/ that holds an entry's chunks, and that entry. */
const chunkFolders = new Map();
for (const [src, out] of entries) {
  const tmp = join('.tmp', 'ncc', out.replace(/\.js$/, ''));
  rmSync(tmp, { recursive: true, force: true });
  execFileSync(process.execPath, [ncc, 'build', src, '-o', tmp, '--quiet', '--target', 'es2023'], { stdio: 'inherit' });
  const files = readdirSync(tmp);
  const chunks = files.filter((f) => /^\d+\.index\.js$/.test(f));
  const extra = files.filter((f) => f !== 'index.js' && f !== 'package.json' && !chunks.includes(f));
  if (extra.length > 0) throw new Error(`ncc emitted unexpected files for ${src}: ${extra.join(', ')}`);
  const folder = join('dist', dirname(out));
  mkdirSync(folder, { recursive: true });
  if (chunks.length > 0 && chunkFolders.has(folder)) {
    throw new Error(
      `ncc split ${src} into chunks (${chunks.join(', ')}), and so did ${chunkFolders.get(folder)}, in the same folder: give one a folder of its own`,
    );
  }
  if (chunks.length > 0) chunkFolders.set(folder, src);
  for (const chunk of chunks) writeFileSync(join(folder, chunk), asciiOnly(readFileSync(join(tmp, chunk), 'utf8'), chunk));
  let code = asciiOnly(readFileSync(join(tmp, 'index.js'), 'utf8'), out);
  if (out === 'cli.js' && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(join('dist', out), code);
  if (out === 'cli.js') chmodSync(join('dist', out), 0o755);
}
/**
 * The bundle in ASCII. Node reads a module's source as UTF-8: pure ASCII is copied as it is and V8 keeps one byte a
 * character, while a single `…` makes the 1 MB CLI bundle a two-byte string, decoded and scanned at twice the size
 * (~8 ms of every start). Where a non-ASCII character stands decides what replaces it, so the bundle is parsed
 * (TypeScript's parser, reading JavaScript): in a string, template, regular expression or name, its `\uXXXX` escape
 * (one escaping backslash before it dropped: `\…` means the character itself); between tokens, where only white space
 * and comments can hold one, a space for white space (a vendored module has `|| {}` with a no-break space) and a
 * line feed for U+2028/U+2029, which end a line comment; in a comment, its escape. Refused in a tagged template,
 * whose raw text is its value.
 */
function asciiOnly(code, name) {
  if (!/[^\x00-\x7f]/.test(code)) return code;
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** [start, end) of every token that may hold an escape, and whether it is a tagged template's. */
  const tokens = [];
  const visit = (node) => {
    if (ESCAPABLE.has(node.kind)) {
      let tagged = false;
      for (let n = node.parent; n !== undefined && !tagged; n = n.parent) {
        if (n.kind === ts.SyntaxKind.TaggedTemplateExpression) tagged = true;
        else if (n.kind !== ts.SyntaxKind.TemplateExpression && n.kind !== ts.SyntaxKind.TemplateSpan) break;
      }
      tokens.push([node.getStart(file), node.end, tagged]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  tokens.sort((a, b) => a[0] - b[0]);
  let t = 0;
  const out = code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c, at) => {
    const pos = at + slashes.length;
    while (t < tokens.length && tokens[t][1] <= pos) t++;
    const inToken = t < tokens.length && tokens[t][0] <= pos;
    if (inToken && tokens[t][2]) throw new Error(`${name}: a non-ASCII character in a tagged template at ${pos}: cannot escape it`);
    const escape = `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    if (inToken) return `${slashes.length % 2 === 1 ? slashes.slice(1) : slashes}${escape}`;
    if (c === '\u2028' || c === '\u2029') return `${slashes}\n`;
    return `${slashes}${/\s/.test(c) ? ' ' : escape}`;
  });
  const problems = ts.createSourceFile(name, out, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS).parseDiagnostics;
  if (problems.length > 0) throw new Error(`${name}: the ASCII bundle does not parse: ${problems[0].messageText}`);
  return out;
}

writeFileSync(join('dist', 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
rmSync(join('.tmp', 'ncc'), { recursive: true, force: true });
// For the tests (test/global-setup.ts): dist/ is a build of these sources. Kept in .tmp/, not dist/.
writeStamp();
console.log(`dist/ built: ${readdirSync('dist', { recursive: true }).sort().join(', ')}`);
