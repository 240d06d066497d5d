/**
 * Where an output path really leads, and whether it can be written, found with bounded steps.
 *
 * An output path belongs to the user: it may be a symlink (`report.json -> ../out/report.json`),
 * `/dev/stdout`, `/dev/null`, a FIFO or a device. A regular file is written beside its real
 * target and renamed over it (the link kept); anything else is opened and written as it is,
 * never replaced. Folders are made one level at a time: Node's recursive mkdir loops for ever
 * where mkdir answers ENOENT under a folder that exists (`/proc`, `/sys`).
 */
import { accessSync, constants, lstatSync, mkdirSync, readlinkSync, realpathSync, type Stats, statfsSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a write to an output path goes to. */
export interface OutputTarget {
  /**
   * `file`: a regular file, or none yet, at `path` (its symlinks followed): written beside it and renamed
   * over it. `stream`: a character device, FIFO or socket, or a link the kernel makes (`/proc/self/fd/1`,
   * which `/dev/stdout` leads to): opened at `path` and written as it is, never renamed or removed.
   */
  kind: 'file' | 'stream';
  path: string;
}

/** Links followed before giving up, as the kernel does (its ELOOP limit). */
const MAX_LINKS = 40;

/**
 * Filesystems no report can be made on (Linux `statfs` magic numbers): the kernel's own views, where
 * mkdir fails with ENOENT though the parent exists, and root passes every access check.
 */
const PSEUDO_FILESYSTEMS = new Map<number, string>([
  [0x9fa0, 'procfs'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x62656570, 'configfs'],
  [0x6165676c, 'pstore'],
  [0xcafe4a11, 'bpf'],
  [0xde5e81e4, 'efivarfs'],
  [0x1cd1, 'devpts'],
]);

/** The kernel's own filesystem `dir` is on (procfs, sysfs …), or undefined for a real one. */
function pseudoFilesystem(dir: string): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    return PSEUDO_FILESYSTEMS.get(Number(statfsSync(dir).type));
  } catch {
    return undefined;
  }
}

/** `file` with its folder's symlinks resolved, when that folder exists (a link's `..` is relative to where it really is). */
function realFolderOf(file: string): string {
  try {
    return path.join(realpathSync.native(path.dirname(file)), path.basename(file));
  } catch {
    return file;
  }
}

/** `lstat`, or undefined when nothing is there (also when a folder of the path is a file: ENOTDIR). */
function lstatIfAny(at: string): Stats | undefined {
  try {
    return lstatSync(at, { throwIfNoEntry: false });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/** Follow `file`'s symlinks (at most 40) to what a write goes to. Throws ELOOP past that. */
export function outputTarget(file: string): OutputTarget {
  let at = path.resolve(file);
  for (let hop = 0; hop <= MAX_LINKS; hop++) {
    at = realFolderOf(at);
    const st = lstatIfAny(at);
    if (st === undefined || st.isFile() || st.isDirectory()) return { kind: 'file', path: at };
    if (!st.isSymbolicLink()) return { kind: 'stream', path: at };
    // `/proc/self/fd/1` reads as `pipe:[123]` or a file's name, but opening it opens what fd 1 is.
    if (pseudoFilesystem(path.dirname(at)) === 'procfs') return { kind: statSync(at, { throwIfNoEntry: false })?.isDirectory() ? 'file' : 'stream', path: at };
    at = path.resolve(path.dirname(at), readlinkSync(at));
  }
  throw Object.assign(new Error(`too many levels of symbolic links: ${file}`), { code: 'ELOOP' });
}

/**
 * The nearest folder of `dir` (itself included) that exists, and the folders below it to make, top first;
 * `dangling` when one of those is a symbolic link to nothing (mkdir cannot make it, and would fail only at
 * the end of the run).
 */
function nearestExisting(dir: string): { existing: string; missing: string[]; dangling?: string } {
  const missing: string[] = [];
  let dangling: string | undefined;
  let at = path.resolve(dir);
  // One step per path component: bounded by the path's length.
  while (statSync(at, { throwIfNoEntry: false }) === undefined) {
    if (lstatIfAny(at)?.isSymbolicLink() === true) dangling = at;
    missing.unshift(at);
    const up = path.dirname(at);
    if (up === at) break;
    at = up;
  }
  return { existing: at, missing, ...(dangling !== undefined ? { dangling } : {}) };
}

/**
 * Why a file or folder cannot be made under `dir` (a folder of it is a link to nothing, its nearest
 * existing folder is a file, on procfs or sysfs, or not writable), or undefined when it can.
 */
export function folderProblem(dir: string): string | undefined {
  const { existing, dangling } = nearestExisting(dir);
  if (dangling !== undefined) return `${dangling} is a symbolic link to nothing (${readlinkSync(dangling)})`;
  const st = statSync(existing, { throwIfNoEntry: false });
  if (st === undefined) return 'no folder of it exists';
  if (!st.isDirectory()) return `${existing} is a file, not a folder`;
  const pseudo = pseudoFilesystem(existing);
  if (pseudo !== undefined) return `${existing} is on ${pseudo}, the kernel's own view, where no file can be made`;
  try {
    accessSync(existing, constants.W_OK | constants.X_OK);
  } catch {
    return `the folder ${existing} is not writable`;
  }
  return undefined;
}

/**
 * Why `target` cannot be written as a `kind` (`file` includes a device or FIFO written as it is, unless
 * `regularOnly`: a database needs a file), or undefined when it can. Reads only; bounded.
 */
export function outputPathProblem(target: string, kind: 'file' | 'folder', regularOnly = false): string | undefined {
  let out: OutputTarget;
  try {
    out = kind === 'file' ? outputTarget(target) : { kind: 'file', path: path.resolve(target) };
  } catch (e) {
    return (e as Error).message;
  }
  if (out.kind === 'stream') {
    if (regularOnly) return 'it is a device or a pipe; expected a file';
    try {
      accessSync(out.path, constants.W_OK);
    } catch {
      return 'it is not writable';
    }
    return undefined;
  }
  const st = statSync(out.path, { throwIfNoEntry: false });
  if (st !== undefined) {
    if (kind === 'file' && st.isDirectory()) return 'it is a folder; expected a file name';
    if (kind === 'folder' && !st.isDirectory()) return 'it is a file; expected a folder';
  }
  // A file is written next to itself and renamed into place, and missing folders are made:
  // what must be writable is the nearest folder that exists.
  return folderProblem(st?.isDirectory() ? out.path : path.dirname(out.path));
}

/** Make `dir` and its missing parents, one level at a time (never a recursive mkdir, which can loop). */
export function makeFolders(dir: string): void {
  const { existing, missing } = nearestExisting(dir);
  if (!statSync(existing).isDirectory()) throw Object.assign(new Error(`ENOTDIR: ${existing} is not a folder`), { code: 'ENOTDIR' });
  for (const m of missing) {
    try {
      mkdirSync(m);
    } catch (e) {
      // Made meanwhile (a mirror's pages are written concurrently): fine when it is a folder.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(m).isDirectory()) throw e;
    }
  }
}
