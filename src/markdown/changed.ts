/**
 * The files a pull request changes, from git: `git diff --name-only <base> HEAD` in the
 * repository (HEAD being the PR's merge or head commit). When the base commit is not in a
 * shallow clone, it is fetched once from `origin` (one commit, depth 1).
 */
import { execFileSync } from 'node:child_process';

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}

/** Repository-relative paths (forward slashes) changed between `base` and HEAD, deleted files left out. */
export function changedFiles(root: string, base: string): string[] {
  if (!/^[0-9a-f]{7,64}$/i.test(base) && !/^[\w./-]+$/.test(base)) throw new Error(`not a commit or ref: ${base}`);
  const diff = () => git(root, ['diff', '--name-only', '-z', '--no-renames', '--diff-filter=d', base, 'HEAD', '--']);
  let out: string;
  try {
    out = diff();
  } catch {
    try {
      git(root, ['fetch', '--no-tags', '--depth=1', 'origin', base]);
      out = diff();
    } catch (e) {
      const stderr = String((e as { stderr?: unknown }).stderr ?? (e as Error).message).trim();
      throw new Error(`cannot diff against the base commit ${base} (${stderr.split('\n').pop()}); check out with fetch-depth: 0`);
    }
  }
  return out.split('\0').filter((p) => p !== '');
}

/**
 * The lines a pull request adds or changes, per file (repository-relative path → 1-based line
 * numbers on the new side), from `git diff -U0 <base> HEAD`: the lines a review comment may be
 * put on as a suggestion.
 */
export function changedLines(root: string, base: string): Map<string, Set<number>> {
  changedFiles(root, base); // validates `base` and fetches it into a shallow clone
  const out = new Map<string, Set<number>>();
  const diff = git(root, ['-c', 'core.quotePath=false', 'diff', '-U0', '--no-color', '--no-renames', '--no-ext-diff', '--diff-filter=d', base, 'HEAD', '--']);
  return parseChangedLines(diff, out);
}

/** The new-side line numbers of a `git diff -U0`. */
export function parseChangedLines(diff: string, out = new Map<string, Set<number>>()): Map<string, Set<number>> {
  let lines: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const name = line.slice(4);
      lines = undefined;
      if (name.startsWith('b/')) {
        const file = name.slice(2);
        lines = out.get(file) ?? new Set();
        out.set(file, lines);
      }
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && lines) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let i = 0; i < count; i++) lines.add(start + i);
    }
  }
  return out;
}
