/**
 * What a checkout says about itself, read from its files (no `git` process: the Action's
 * runner and a laptop may have none, and a few small files answer): the work tree's root, the
 * remotes' URLs, the checked-out branch and the default branch when the clone recorded it.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface GitCheckout {
  /** The work tree's root (the folder holding `.git`). */
  root: string;
  /** Remote URLs, `origin` first, then the others in the config's order. */
  remotes: string[];
  /** The checked-out branch (none when HEAD is detached). */
  branch?: string;
  /** The remote's default branch, when the clone recorded it (`refs/remotes/origin/HEAD`). */
  defaultBranch?: string;
}

/** The nearest folder at or above `start` that holds `.git` (a folder, or a file in a worktree or submodule). */
export function findGitRoot(start: string): string | undefined {
  for (let dir = path.resolve(start); ; ) {
    if (statSync(path.join(dir, '.git'), { throwIfNoEntry: false }) !== undefined) return dir;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The checkout whose work tree's root is `root`; undefined when `root` holds no readable `.git`. */
export function readCheckout(root: string): GitCheckout | undefined {
  const dotGit = path.join(root, '.git');
  let gitDir = dotGit;
  if (statSync(dotGit, { throwIfNoEntry: false })?.isFile()) {
    // A worktree or submodule: `.git` names the real git folder; a worktree shares config and refs with its repository.
    const to = /^gitdir:\s*(.+?)\s*$/m.exec(read(dotGit) ?? '')?.[1];
    if (to === undefined) return undefined;
    gitDir = path.resolve(root, to);
  }
  const common = read(path.join(gitDir, 'commondir'))?.trim();
  const commonDir = common ? path.resolve(gitDir, common) : gitDir;
  const head = read(path.join(gitDir, 'HEAD'));
  if (head === undefined) return undefined;
  const branch = /^ref:\s*refs\/heads\/(.+?)\s*$/m.exec(head)?.[1];
  const originHead = read(path.join(commonDir, 'refs', 'remotes', 'origin', 'HEAD'));
  const defaultBranch = originHead !== undefined ? /^ref:\s*refs\/remotes\/origin\/(.+?)\s*$/m.exec(originHead)?.[1] : undefined;
  return {
    root,
    remotes: remoteUrls(read(path.join(commonDir, 'config')) ?? ''),
    ...(branch !== undefined ? { branch } : {}),
    ...(defaultBranch !== undefined ? { defaultBranch } : {}),
  };
}

/** Pure: the `url` of each `[remote "NAME"]` of a git config, `origin`'s first. */
export function remoteUrls(config: string): string[] {
  const found: Array<{ name: string; url: string }> = [];
  let remote: string | undefined;
  for (const raw of config.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      remote = /^\[\s*remote\s+"([^"]*)"\s*\]$/i.exec(line)?.[1];
      continue;
    }
    const url = remote !== undefined ? /^url\s*=\s*(.*?)\s*$/i.exec(line)?.[1] : undefined;
    if (url && !found.some((f) => f.name === remote)) found.push({ name: remote!, url: url.replace(/^"(.*)"$/, '$1') });
  }
  const origin = found.findIndex((f) => f.name === 'origin');
  if (origin > 0) found.unshift(...found.splice(origin, 1));
  return found.map((f) => f.url);
}
