/**
 * Which Markdown files a run reads: the paths, folders and globs given (relative to the
 * repository root), every Markdown file under a folder, never inside `node_modules` or `.git`.
 * A pattern that matches nothing is a usage error: a typo must not pass as "no dead links".
 */
import { globSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { MARKDOWN_EXTENSIONS } from './repository.js';

const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;

/** True when a CLI argument names Markdown (a `.md` path or a glob), not a site folder. */
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
export function findMarkdownFiles(patterns: readonly string[], root: string, input = 'files'): string[] {
  const out = new Set<string>();
  const exclude = (p: string) => p.split(/[\\/]/).some((part) => SKIPPED_DIRS.has(part));
  for (const raw of patterns) {
    const pattern = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '');
    if (pattern === '') continue;
    const before = out.size;
    if (GLOB_CHARS.test(pattern)) {
      for (const p of globSync(pattern, { cwd: root, exclude })) {
        const rel = p.split(path.sep).join('/');
        if (MARKDOWN_EXTENSIONS.test(rel) && statSync(path.join(root, p), { throwIfNoEntry: false })?.isFile()) out.add(rel);
      }
    } else {
      const st = statSync(path.join(root, pattern), { throwIfNoEntry: false });
      if (st?.isDirectory()) {
        const dir = pattern.replace(/\/+$/, '');
        for (const p of globSync('**/*', { cwd: path.join(root, dir), exclude })) {
          const rel = (dir === '.' || dir === '' ? '' : `${dir}/`) + p.split(path.sep).join('/');
          if (MARKDOWN_EXTENSIONS.test(rel) && statSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile()) out.add(rel);
        }
      } else if (st?.isFile()) {
        out.add(path.posix.normalize(pattern));
      } else {
        throw new UsageError(input, `"${raw}" is not a file, folder or glob in ${root}`);
      }
    }
    if (out.size === before) throw new UsageError(input, `"${raw}" matches no Markdown file (.md, .markdown) in ${root}`);
  }
  return [...out].sort();
}
