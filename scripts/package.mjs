// Build dist/index.js (the Action), dist/cli.js (the CLI's launcher) and dist/cli/main.js (the CLI) with ncc.
// Deterministic: CI rebuilds and compares with the committed dist/.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeStamp } from './dist-stamp.mjs';

const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
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
 * The bundle with every non-ASCII character written as a `\uXXXX` escape (in strings, regular expressions, comments
 * and identifiers alike, where it means the same). Node reads a module's source as UTF-8: pure ASCII is copied as
 * it is and V8 keeps one byte a character, while a single `…` makes the 1 MB CLI bundle a two-byte string, decoded
 * and scanned at twice the size (~10 ms of every start). A character escaped by a backslash (`\…`, which means the
 * character itself) becomes its escape alone. Refused in a `String.raw` template, whose raw text is its value.
 */
function asciiOnly(code, name) {
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, c, at) => {
    const rawStart = code.lastIndexOf('String.raw', at);
    if (rawStart !== -1 && code.indexOf('`', code.indexOf('`', rawStart) + 1) > at)
      throw new Error(`${name}: a non-ASCII character in a String.raw template at ${at}`);
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

writeFileSync(join('dist', 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
rmSync(join('.tmp', 'ncc'), { recursive: true, force: true });
// For the tests (test/global-setup.ts): dist/ is a build of these sources. Kept in .tmp/, not dist/.
writeStamp();
console.log(`dist/ built: ${readdirSync('dist', { recursive: true }).sort().join(', ')}`);
