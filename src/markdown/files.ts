/**
 * Which Markdown files a run reads: the paths, folders and globs given (relative to the
 * repository root), every Markdown file under a folder, never inside `node_modules` or `.git`.
 * Globs and folders enter the other dot-folders (`.github/`), as GitHub shows them.
 * A pattern that matches nothing is a usage error: a typo must not pass as "no dead links".
 */
import { statSync } from 'node:fs';
import path from 'node:path';
// Node's fs.globSync never enters dot-folders for `*`/`**`; tinyglobby does with `dot`.
import { globSync } from 'tinyglobby';
import { UsageError } from '../errors.js';
import { MARKDOWN_EXTENSIONS } from './repository.js';

const GLOB_CHARS = /[*?[\]{}]/;
const GLOB_OPTIONS = { dot: true, ignore: ['**/node_modules/**', '**/.git/**'], expandDirectories: false } as const;

/** True when a CLI argument names Markdown (a `.md` path or a glob), not a site folder. */
export function isMarkdownArgument(arg: string): boolean {
  return MARKDOWN_EXTENSIONS.test(arg) || GLOB_CHARS.test(arg);
}

/** Repository-relative paths (forward slashes, sorted, unique) of the Markdown files the patterns name. */
export function findMarkdownFiles(patterns: readonly string[], root: string, input = 'files'): string[] {
  const out = new Set<string>();
  for (const raw of patterns) {
    const pattern = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '');
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
    if (out.size === before) throw new UsageError(input, `"${raw}" matches no Markdown file (.md, .markdown) in ${root}`);
  }
  return [...out].sort();
}
