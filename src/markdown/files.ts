/**
 * Which Markdown files a run reads: the paths, folders and globs given (relative to the
 * repository root), every Markdown file under a folder, never inside `node_modules` or `.git`.
 * A pattern that matches nothing is a usage error: a typo must not pass as "no dead links".
 */
import { globSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { MARKDOWN_EXTENSIONS } from './repository.js';

const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;

/** True when a CLI argument names Markdown (a `.md` or `.mdx` path, or a glob), not a site folder. */
export function isMarkdownArgument(arg: string): boolean {
  return MARKDOWN_EXTENSIONS.test(arg) || GLOB_CHARS.test(arg);
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
    if (out.size === before) throw new UsageError(input, `"${raw}" matches no Markdown file (.md, .mdx, .markdown) in ${root}`);
  }
  return [...out].sort();
}
