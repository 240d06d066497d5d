// Is dist/ a build of the current sources? scripts/package.mjs records, after each build, a
// SHA-256 of everything the build reads (src/, the build scripts, package.json,
// package-lock.json, tsconfig.json) and of everything it wrote (dist/), in .tmp/dist-stamp.json
// (outside dist/, which must stay byte-identical to a fresh build). dist/ is current when both
// hashes still match: an edit to src/ changes the first, and a `git checkout -- dist` or a
// hand edit of a bundle changes the second. Content, not mtimes: a checkout gives old files
// new mtimes. Hashing the ~12 MB of dist/ and the sources takes some tens of milliseconds.
//
//   node scripts/dist-stamp.mjs check   exit 0 when dist/ is current, 1 when not (says why)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(ROOT, '.tmp', 'dist-stamp.json');
const INPUTS = ['src', 'scripts/package.mjs', 'scripts/dist-stamp.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

function walk(p, out) {
  for (const e of readdirSync(p, { withFileTypes: true })) {
    const child = join(p, e.name);
    if (e.isDirectory()) walk(child, out);
    else if (e.isFile()) out.push(child);
  }
  return out;
}

function files(paths) {
  const out = [];
  for (const p of paths) {
    const abs = join(ROOT, p);
    if (!existsSync(abs)) continue;
    if (statSync(abs).isDirectory()) walk(abs, out);
    else out.push(abs);
  }
  return out.map((f) => relative(ROOT, f).split('\\').join('/')).sort();
}

function hash(list) {
  const h = createHash('sha256');
  for (const f of list)
    h.update(f)
      .update('\0')
      .update(readFileSync(join(ROOT, f)))
      .update('\0');
  return h.digest('hex');
}

/** The hashes of the build's inputs and of dist/ as they are now. */
export function currentHashes() {
  return { inputs: hash(files(INPUTS)), dist: hash(files(['dist'])) };
}

/** Record that dist/ was just built from the current inputs (called by scripts/package.mjs). */
export function writeStamp() {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify(currentHashes(), null, 2) + '\n');
}

/** Why dist/ is not a build of the current sources, or undefined when it is. */
export function staleReason() {
  if (!existsSync(join(ROOT, 'dist'))) return 'dist/ does not exist';
  if (!existsSync(STAMP)) return 'no record of a build in this checkout (.tmp/dist-stamp.json)';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return '.tmp/dist-stamp.json is unreadable';
  }
  const now = currentHashes();
  if (stamp.inputs !== now.inputs) return 'the sources changed since the last build';
  if (stamp.dist !== now.dist) return 'dist/ changed since the last build (checked out or edited)';
  return undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'check') {
    console.error('usage: node scripts/dist-stamp.mjs check');
    process.exit(2);
  }
  const reason = staleReason();
  if (reason) {
    console.log(`dist/ is stale: ${reason}`);
    process.exit(1);
  }
  console.log('dist/ is current');
}
