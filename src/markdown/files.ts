/**
 * Which Markdown files a run reads: the paths, folders and globs given (relative to the
 * repository root), every Markdown file under a folder, never inside `node_modules` or `.git`.
 * Globs and folders enter the other dot-folders (`.github/`), as GitHub shows them.
 * A pattern that matches nothing is a usage error: a typo must not pass as "no dead links".
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
// Node's fs.globSync never enters dot-folders for `*`/`**`; tinyglobby does with `dot`.
import { globSync } from 'tinyglobby';
import { UsageError } from '../errors.js';
import { findGitRoot } from './platform/git.js';
import { MARKDOWN_EXTENSIONS } from './repository.js';

/** Folders never read (a folder's walk for its role; the globs ignore the same). */
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;
const GLOB_OPTIONS = { dot: true, ignore: ['**/node_modules/**', '**/.git/**'], expandDirectories: false } as const;

/**
 * The repository a run's Markdown patterns are in, and the patterns relative to its root. Given no
 * root, it is the git work tree's root above `cwd` (else `cwd`), and the patterns are relative to
 * `cwd`, as a shell user expects; given one (the Action's workspace), they are relative to it. An
 * absolute path inside the root is accepted; one outside it is a UsageError naming `input`.
 */
export function markdownScope(patterns: readonly string[], cwd: string, givenRoot: string | undefined, input = 'files'): { root: string; patterns: string[] } {
  const root = givenRoot !== undefined ? path.resolve(givenRoot) : (findGitRoot(cwd) ?? path.resolve(cwd));
  const base = givenRoot !== undefined ? root : path.resolve(cwd);
  const out = patterns.map((raw) => {
    const pattern = raw.trim();
    if (pattern === '') return pattern;
    const rel = path.relative(root, path.resolve(base, pattern)).split(path.sep).join('/');
    if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) throw new UsageError(input, `"${raw}" is outside the repository (${root})`);
    return rel === '' ? '.' : rel;
  });
  return { root, patterns: out };
}

/** True when a CLI argument names Markdown (a `.md` or `.mdx` path, or a glob), not a site folder. */
export function isMarkdownArgument(arg: string): boolean {
  return MARKDOWN_EXTENSIONS.test(arg) || GLOB_CHARS.test(arg);
}

const HTML_FILE = /\.html?$/i;

/**
 * What a folder argument means, for the check and `fix` alike: a folder with any `.html`/`.htm`
 * file under it is a site (its HTML is checked); a folder with Markdown but no HTML is its
 * Markdown (every Markdown file under it, as the Action's `files` reads a folder). A folder with
 * neither is a site, so the run says it found no HTML. The walk stops at the first HTML file.
 */
export function folderRole(dir: string): 'site' | 'markdown' {
  let markdown = false;
  const pending = [dir];
  while (pending.length > 0) {
    const here = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(here, { withFileTypes: true });
    } catch {
      continue; // an unreadable sub-folder says nothing about the rest
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) pending.push(path.join(here, e.name));
      } else if (HTML_FILE.test(e.name)) return 'site';
      else if (MARKDOWN_EXTENSIONS.test(e.name)) markdown = true;
    }
  }
  return markdown ? 'markdown' : 'site';
}

/** A folder argument as a `files` pattern: relative to the repository root (`.` for the root itself). */
export function markdownFolder(arg: string, root: string): string {
  return path.relative(root, path.resolve(root, arg)).split(path.sep).join('/') || '.';
}

/** Repository-relative paths (forward slashes, sorted, unique) of the Markdown files the patterns name. */
export function findMarkdownFiles(patterns: readonly string[], root: string, input = 'files', written: readonly string[] = patterns): string[] {
  const out = new Set<string>();
  for (const [i, given] of patterns.entries()) {
    // Messages name the pattern as the user wrote it (markdownScope made it relative to the root).
    const raw = written[i] ?? given;
    const pattern = given.trim().replace(/\\/g, '/').replace(/^\.\//, '');
    if (pattern === '') continue;
    const before = out.size;
    if (GLOB_CHARS.test(pattern)) {
      for (const p of globSync(pattern, { ...GLOB_OPTIONS, cwd: root })) {
        const rel = p.split(path.sep).join('/');
        if (MARKDOWN_EXTENSIONS.test(rel) && statSync(path.join(root, p), { throwIfNoEntry: false })?.isFile()) out.add(rel);
      }
    } else {
      const st = statSync(path.join(root, pattern), { throwIfNoEntry: false });
      if (st?.isDirectory()) {
        const dir = pattern.replace(/\/+$/, '');
        for (const p of globSync('**/*', { ...GLOB_OPTIONS, cwd: path.join(root, dir) })) {
          const rel = (dir === '.' || dir === '' ? '' : `${dir}/`) + p.split(path.sep).join('/');
          if (MARKDOWN_EXTENSIONS.test(rel) && statSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile()) out.add(rel);
        }
      } else if (st?.isFile()) {
        out.add(path.posix.normalize(pattern));
      } else {
        throw new UsageError(input, `"${raw}" is not a file, folder or glob in ${root}`);
      }
    }
    if (out.size === before) throw new UsageError(input, `"${raw}" matches no Markdown file (.md, .mdx, .markdown) in ${root}`);
  }
  return [...out].sort();
}
