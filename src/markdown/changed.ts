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
