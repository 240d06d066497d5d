/**
 * A built site folder as a static host serves it: the one place its rules are written, for every face
 * that reads a folder (the loopback server in `server.ts`, and the crawl reading files directly).
 *
 * Behaves like common static hosts (GitHub Pages, Netlify): `dir/` serves `dir/index.html`, `dir`
 * redirects to `dir/` (so relative links resolve as they will in production), and `/about` falls back
 * to `about.html`; the query string is ignored; names are matched as the file system matches them
 * (case-sensitive where it is). A request path never leaves the folder: paths with `..`, encoded
 * slashes/backslashes or NUL are refused. A symbolic link inside the folder is followed wherever it leads,
 * as nginx serves it and as the Pages upload dereferences it; a loop, or a target that cannot be read, answers
 * 403 saying so (nginx's answer too), a link to nothing 404 saying so. With `followSymlinks: false` every file
 * is checked by its real path instead, and one leading out of the folder is not served (and says so).
 *
 * It also lists the folder's pages: every `.html`/`.htm` file, as the URL it is served at. A folder
 * check starts from all of them (as lychee and linkinator do when pointed at a build), so a page no
 * other page links to is still checked, and listed as an orphan.
 */
import { constants, lstatSync, realpathSync, statSync } from 'node:fs';
import { access, lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isExcludedFolder, isExcludedPath } from '../support/path-filter.js';

/**
 * How the folder serves clean URLs and folders, and what it never reads (`--fallback-extensions`,
 * `--index-files`, `--exclude-path`). The defaults are the rules of GitHub Pages and Netlify.
 */
export interface FolderRules {
  /** Extensions tried, in order, for a path with no file of its own (`/about` → `about.html`); without the dot. */
  fallbackExtensions: readonly string[];
  /** Files that serve a folder (`docs/` → `docs/index.html`), the first found in this order. */
  indexFiles: readonly string[];
  /** Files and folders never read (support/path-filter.ts): not listed as pages, not parsed when linked. */
  excludePath: readonly RegExp[];
  /** A symbolic link is followed wherever it leads (as served and uploaded); false: only to inside the folder. */
  followSymlinks: boolean;
}

export const DEFAULT_FOLDER_RULES: FolderRules = { fallbackExtensions: ['html'], indexFiles: ['index.html'], excludePath: [], followSymlinks: true };

/** A folder's rules from the options: an extension or index list not given is the default's. */
export function folderRulesOf(o: {
  fallbackExtensions?: readonly string[];
  indexFiles?: readonly string[];
  excludePath: readonly RegExp[];
  followSymlinks?: boolean;
}): FolderRules {
  return {
    fallbackExtensions: o.fallbackExtensions ?? DEFAULT_FOLDER_RULES.fallbackExtensions,
    indexFiles: o.indexFiles ?? DEFAULT_FOLDER_RULES.indexFiles,
    excludePath: o.excludePath,
    followSymlinks: o.followSymlinks ?? DEFAULT_FOLDER_RULES.followSymlinks,
  };
}

/**
 * Content types by extension. HTML and text types carry no charset on purpose: the files'
 * bytes decide (BOM, `<meta charset>`), as they do for the crawler on a real host.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/** Content type for a file name by its extension; `application/octet-stream` when unknown. */
export function contentTypeFor(file: string): string {
  // `path.extname` by hand (it runs cold while a folder's start pages are resolved): from the last part's last dot,
  // unless that dot begins the name. Only the table's keys matter, so `..` (no extension there) needs no rule.
  const nameStart = Math.max(file.lastIndexOf('/'), file.lastIndexOf(path.sep)) + 1;
  const dot = file.lastIndexOf('.');
  const ext = dot > nameStart ? file.slice(dot).toLowerCase() : '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** A request path split into checked segments. */
interface Target {
  /** Decoded, non-empty segments; none is `.`/`..` or holds `/`, `\` or NUL. */
  segments: string[];
  /** The same segments as the client wrote them (still percent-encoded), for redirects. */
  raw: string[];
  trailingSlash: boolean;
  /** `?…` or empty. */
  query: string;
}

/** Parse a request target; undefined when it is malformed or tries to leave the folder. */
function parseTarget(requestTarget: string): Target | undefined {
  let pathAndQuery = requestTarget;
  if (!pathAndQuery.startsWith('/')) {
    // Absolute-form (`GET http://host/path`) is legal HTTP; anything else (`*`, junk) is not.
    if (!/^https?:\/\//i.test(pathAndQuery)) return undefined;
    try {
      const u = new URL(pathAndQuery);
      pathAndQuery = u.pathname + u.search;
    } catch {
      return undefined;
    }
  }
  const hashAt = pathAndQuery.indexOf('#');
  if (hashAt !== -1) pathAndQuery = pathAndQuery.slice(0, hashAt);
  const queryAt = pathAndQuery.indexOf('?');
  const rawPath = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);

  const segments: string[] = [];
  const raw: string[] = [];
  for (const part of rawPath.split('/')) {
    if (part === '') continue; // `//a` is `/a`: never an absolute file-system path
    if (part.includes('\\')) return undefined;
    let decoded = part;
    if (part.includes('%')) {
      try {
        decoded = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return undefined;
    segments.push(decoded);
    raw.push(part);
  }
  return { segments, raw, trailingSlash: rawPath.endsWith('/'), query };
}

/**
 * What a path on disk is, by its real (symlink-free) location: a file or folder (inside the folder, or anywhere when
 * symbolic links are followed), one outside it (not followed), or a symbolic link that cannot be followed (`loop`,
 * `unreadable`: a link in its path leads in a circle or cannot be read; `dangling`: to nothing).
 */
interface Entry {
  kind: 'file' | 'dir' | 'outside' | 'loop' | 'unreadable' | 'dangling';
  real: string;
}

/**
 * What the folder serves for a request target:
 * - `file`: the file's real path, its path in the site (`rel`, forward slashes; a folder's `index.html`),
 *   and the content type its requested name gives;
 * - `redirect`: a folder asked for without its trailing slash, to this path-absolute location;
 * - `missing`: nothing there (404); `reason` says why when that is not plain absence;
 * - `denied`: a symbolic link that cannot be followed, a loop or a target that cannot be read (403, `reason` says which);
 * - `refused`: a malformed target, or one that tries to leave the folder (400).
 */
export type Resolution =
  | { kind: 'file'; real: string; rel: string; contentType: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing'; reason?: string }
  | { kind: 'denied'; reason: string }
  | { kind: 'refused' };

/** Why a symbolic link that leads out of the folder answers 404. */
export const OUTSIDE_REASON = 'symbolic link to outside the folder, not served';

/** Why a symbolic link that cannot be followed answers 403, or one to nothing 404. */
export const LOOP_REASON = 'symbolic link loop';
export const UNREADABLE_REASON = 'symbolic link target cannot be read';
export const DANGLING_REASON = 'symbolic link to nothing';

const MISSING: Resolution = { kind: 'missing' };
/** What a path that is not a file or folder answers, by why. */
const NOT_SERVED: Readonly<Record<string, Resolution>> = {
  outside: { kind: 'missing', reason: OUTSIDE_REASON },
  loop: { kind: 'denied', reason: LOOP_REASON },
  unreadable: { kind: 'denied', reason: UNREADABLE_REASON },
  dangling: { kind: 'missing', reason: DANGLING_REASON },
};

/** What a looked-up path answers when it is not served as a file: why not, or plain absence. */
function notServed(entry: Entry | undefined): Resolution {
  return (entry !== undefined && NOT_SERVED[entry.kind]) || MISSING;
}

/**
 * The serving rules, written once for both the async server and the sync `fileFor`: the
 * generator yields paths to look up and receives what is there (see `runAsync`/`runSync`).
 */
function* resolveTarget(root: string, t: Target, rules: FolderRules): Generator<string, Resolution, Entry | undefined> {
  const served = (logical: string, entry: Entry): Resolution => ({
    kind: 'file',
    real: entry.real,
    rel: relativeTo(root, logical),
    // The type follows the requested name (as static hosts do for symlinks), not the link's target.
    contentType: contentTypeFor(logical),
  });

  // `path.join(root, ...segments)` without its normalising (the segments are checked, the root resolved).
  const logical = t.segments.length === 0 ? root : joinName(root, t.segments.join(path.sep));
  const entry = yield logical;
  if (entry?.kind === 'file') return t.trailingSlash ? MISSING : served(logical, entry);
  // A folder's index files (`dir/`), or the fallback extensions of a clean URL (`/about` → `about.html`).
  const dir = entry?.kind === 'dir';
  if (dir && !t.trailingSlash) {
    // Built from the checked segments (empty ones dropped), so never `//host`-style.
    return { kind: 'redirect', location: `/${t.raw.join('/')}/${t.query}` };
  }
  const candidates = dir
    ? rules.indexFiles.map((name) => joinName(logical, name))
    : t.trailingSlash || t.segments.length === 0
      ? []
      : rules.fallbackExtensions.map((ext) => `${logical}.${ext}`);
  // Why nothing is served, when there is a why: the path itself (outside, a loop …), else the first candidate's.
  let why = dir ? undefined : entry;
  for (const candidate of candidates) {
    const found = yield candidate;
    if (found?.kind === 'file') return served(candidate, found);
    why ??= found;
  }
  return notServed(why);
}

/** `logical` (joined under `root`, so normalised and inside it) relative to `root`, with forward slashes. */
function relativeTo(root: string, logical: string): string {
  const rel = logical.startsWith(root + path.sep) ? logical.slice(root.length + 1) : path.relative(root, logical);
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

async function runAsync<R>(gen: Generator<string, R, Entry | undefined>, look: (p: string) => Promise<Entry | undefined>): Promise<R> {
  let step = gen.next();
  while (!step.done) step = gen.next(await look(step.value));
  return step.value;
}

function runSync<R>(gen: Generator<string, R, Entry | undefined>, look: (p: string) => Entry | undefined): R {
  let step = gen.next();
  while (!step.done) step = gen.next(look(step.value));
  return step.value;
}

function isWithin(parent: string, child: string): boolean {
  if (process.platform !== 'win32') {
    // Both are real paths (normalised, absolute): inside is a prefix up to a separator.
    return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
  }
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

function classify(realRoot: string | undefined, real: string, isFile: boolean, isDir: boolean): Entry | undefined {
  if (realRoot !== undefined && !isWithin(realRoot, real)) return { kind: 'outside', real };
  // Sockets, FIFOs and devices are not site files (and a FIFO would hang the read).
  return isFile ? { kind: 'file', real } : isDir ? { kind: 'dir', real } : undefined;
}

/** Most folders whose real paths are remembered (a site has far fewer; past it each is looked up again). */
const MAX_REMEMBERED_DIRS = 10_000;
/** Most listed files remembered as such (past them a file is looked up when asked for). */
const MAX_LISTED_FILES = 200_000;

/**
 * What a path is, by its real location. A path whose last part is not a symbolic link is its folder's real
 * path plus its name, so one `lstat` and the folder's real path (remembered) answer it; `realpath` walks every
 * part of the path, and was most of a folder check's file-system time. A symbolic link is resolved in full.
 */
class Lookup {
  readonly #dirs = new Map<string, string>();
  /** Regular files seen by the folder's own listing (`SiteFolder.listFiles`): answered without an `lstat`. */
  readonly #listed = new Map<string, Entry | undefined>();

  /** `realRoot`: what every real path must be inside; undefined when symbolic links are followed wherever they lead. */
  constructor(private readonly realRoot: string | undefined) {}

  /** A regular file (not a symbolic link) found by walking the folder: `name` in the normalised folder `dir`. */
  listedFile(dir: string, name: string): void {
    if (this.#listed.size >= MAX_LISTED_FILES) return;
    try {
      const realDir = this.#dirs.get(dir) ?? this.#remember(dir, realpathSync(dir));
      this.#listed.set(joinName(dir, name), classify(this.realRoot, joinName(realDir, name), true, false));
    } catch {
      // Gone already: looked up like any other path when asked for.
    }
  }

  async entry(p: string): Promise<Entry | undefined> {
    const listed = this.#listed.get(p);
    if (listed !== undefined) return listed;
    try {
      const st = await lstat(p);
      if (!st.isSymbolicLink()) {
        const dir = path.dirname(p);
        const realDir = this.#dirs.get(dir) ?? this.#remember(dir, await realpath(dir));
        return classify(this.realRoot, path.join(realDir, path.basename(p)), st.isFile(), st.isDirectory());
      }
      const real = await realpath(p);
      const target = await stat(real);
      return classify(this.realRoot, real, target.isFile(), target.isDirectory());
    } catch (error) {
      return unfollowed(p, error);
    }
  }

  entrySync(p: string): Entry | undefined {
    const listed = this.#listed.get(p);
    if (listed !== undefined) return listed;
    try {
      const st = lstatSync(p);
      if (!st.isSymbolicLink()) {
        const dir = path.dirname(p);
        const realDir = this.#dirs.get(dir) ?? this.#remember(dir, realpathSync(dir));
        return classify(this.realRoot, path.join(realDir, path.basename(p)), st.isFile(), st.isDirectory());
      }
      const real = realpathSync(p);
      const target = statSync(real);
      return classify(this.realRoot, real, target.isFile(), target.isDirectory());
    } catch (error) {
      return unfollowed(p, error);
    }
  }

  #remember(dir: string, real: string): string {
    if (this.#dirs.size < MAX_REMEMBERED_DIRS) this.#dirs.set(dir, real);
    return real;
  }
}

/**
 * A path whose look-up failed: a symbolic link loop on its way (`ELOOP`), a link whose target cannot be read or
 * leads to nothing (the link itself is there), or plain absence (undefined).
 */
function unfollowed(p: string, error: unknown): Entry | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return { kind: 'loop', real: p };
  if (code !== 'ENOENT' && code !== 'EACCES' && code !== 'EPERM') return undefined;
  try {
    if (!lstatSync(p).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  return { kind: code === 'ENOENT' ? 'dangling' : 'unreadable', real: p };
}

function describeRootError(root: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const what =
    code === 'ENOENT' || code === 'ENOTDIR'
      ? 'the folder does not exist'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied (the folder cannot be read)'
        : `the folder cannot be read (${(error as Error).message})`;
  return new Error(`Cannot serve "${root}": ${what}.`, { cause: error });
}

/** A site folder, opened once: its rules applied to request targets (`/docs/a.html?x`, or absolute-form URLs). */
export class SiteFolder {
  readonly #lookup: Lookup;
  /**
   * Request targets → what the folder serves for each (`resolveSync`): a page is resolved when found, when read
   * and when the report names its file (`fileFor`).
   */
  readonly #resolved = new Map<string, Resolution>();

  private constructor(
    /** Absolute path of the folder. */
    readonly root: string,
    /** Its real (symlink-free) path: what every file's real path must be inside when symbolic links are not followed. */
    private readonly realRoot: string,
    /** Its index files, fallback extensions, excluded paths, and whether symbolic links are followed wherever they lead. */
    readonly rules: FolderRules,
  ) {
    this.#lookup = new Lookup(rules.followSymlinks ? undefined : realRoot);
  }

  /**
   * Open `root` with `rules` (each rule not given is the default's: symbolic links followed wherever they lead);
   * throws an Error naming the folder when it is missing, not a folder, or unreadable.
   */
  static async open(root: string, given: Partial<FolderRules> = {}): Promise<SiteFolder> {
    const rules: FolderRules = { ...DEFAULT_FOLDER_RULES, ...given };
    const absRoot = path.resolve(root);
    const isDirectory = await stat(absRoot).then(
      (st) => st.isDirectory(),
      (error: unknown) => {
        throw describeRootError(absRoot, error);
      },
    );
    if (!isDirectory) throw new Error(`Cannot serve "${absRoot}": it is a file, not a folder.`);
    try {
      await access(absRoot, constants.R_OK | constants.X_OK);
      return new SiteFolder(absRoot, await realpath(absRoot), rules);
    } catch (error) {
      throw describeRootError(absRoot, error);
    }
  }

  /** What the folder serves for a request target (path and query, or an absolute-form URL). */
  resolve(requestTarget: string): Promise<Resolution> {
    const target = parseTarget(requestTarget);
    if (!target) return Promise.resolve(REFUSED);
    return runAsync(resolveTarget(this.root, target, this.rules), (p) => this.#lookup.entry(p));
  }

  /** The same, synchronously (for mapping URLs back to files while a report is written). */
  resolveSync(requestTarget: string): Resolution {
    const known = this.#resolved.get(requestTarget);
    if (known !== undefined) return known;
    const target = parseTarget(requestTarget);
    const resolution = target ? runSync(resolveTarget(this.root, target, this.rules), (p) => this.#lookup.entrySync(p)) : REFUSED;
    if (this.#resolved.size < MAX_REMEMBERED_FILES) this.#resolved.set(requestTarget, resolution);
    return resolution;
  }

  /**
   * The site paths of every HTML file in the folder (`listSiteFiles`). The regular files found are remembered
   * as such, so resolving their URLs afterwards needs no `lstat` each (the listing's entries already say it).
   */
  listFiles(max = MAX_SITE_FILES): Promise<string[]> {
    return listSiteFiles(
      this.root,
      max,
      (dir, name) => this.#lookup.listedFile(dir, name),
      this.rules.excludePath,
      this.rules.followSymlinks ? this.realRoot : undefined,
    );
  }

  /** Whether the site file `rel` (forward slashes) is never read: `--exclude-path` names it or a folder it is in. */
  excluded(rel: string): boolean {
    return isExcludedPath(rel, this.rules.excludePath);
  }

  /**
   * The relative URL the site file `file` is served at (`sitePathOf`): a folder's index file is the folder
   * (`docs/README.html` → `docs/`) when it is the one the folder serves (the first of the index files there).
   */
  sitePath(file: string): string {
    const indexFiles = this.rules.indexFiles;
    const slash = file.lastIndexOf('/');
    const name = file.slice(slash + 1);
    if (name !== indexFiles[0] && indexFiles.includes(name)) {
      const folder = sitePathOf(file.slice(0, slash + 1), []);
      const served = this.resolveSync(`/${folder}`);
      if (served.kind !== 'file' || served.rel !== file) return sitePathOf(file, []);
    }
    return sitePathOf(file, indexFiles);
  }

  /**
   * The site file (`rel`) served for a request target, following the folder redirect `dir` → `dir/` (at
   * most one hop); undefined when nothing is served. Each resolution is remembered (`resolveSync`): a report
   * names the file of every place.
   */
  fileFor(requestTarget: string): string | undefined {
    let target = requestTarget;
    for (let hop = 0; hop < 2; hop++) {
      const resolution = this.resolveSync(target);
      if (resolution.kind === 'file') return resolution.rel;
      if (resolution.kind !== 'redirect') return undefined;
      target = resolution.location;
    }
    return undefined;
  }
}

const REFUSED: Resolution = { kind: 'refused' };

/** Most request targets whose resolution is remembered (one per page and resource of a large site). */
const MAX_REMEMBERED_FILES = 200_000;

/** Folders never walked: version control and dependencies are not part of a built site. */
const SKIPPED_DIRS = new Set(['node_modules']);

/** Most files collected; a folder with more is not a site build (a start list this long would only exhaust memory). */
export const MAX_SITE_FILES = 200_000;

/**
 * Site paths (`index.html`, `docs/intro.html`, forward slashes, relative to `root`) of every
 * HTML file under `root`, sorted, `index.html` first. Hidden entries (`.git`, `.well-known`),
 * `node_modules` and what `exclude` names (`--exclude-path`) are skipped. Symbolic links are not followed, unless
 * `followTo` (the folder's real path) is given: then one leading out of the folder is followed as it is served (a
 * link to inside it leads to files listed under their own names), each real folder walked once (a loop ends there);
 * one to a folder that holds the checked folder (`..`, `/`) is never walked, and a folder that cannot be read is
 * skipped.
 */
export async function listSiteFiles(
  root: string,
  max = MAX_SITE_FILES,
  onFile?: (dir: string, name: string) => void,
  exclude: readonly RegExp[] = [],
  followTo?: string,
): Promise<string[]> {
  const out: string[] = [];
  const walked = new Set<string>();
  const walk = async (dir: string, rel: string): Promise<void> => {
    // One `readdir`, not `opendir`'s batches of 32 with a promise per entry: 4 ms against 25 for the PostgreSQL
    // docs' 1,171 entries.
    // A folder inside that cannot be read holds no page we can list (a link to one of its files answers 403 then).
    const entries = await readdir(dir, { withFileTypes: true }).catch((e: unknown) => {
      if (rel === '') throw e;
      return [];
    });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of entries) {
      if (out.length >= max) return;
      if (d.name.startsWith('.')) continue;
      const childRel = rel === '' ? d.name : `${rel}/${d.name}`;
      if (d.isDirectory()) {
        if (!SKIPPED_DIRS.has(d.name) && !isExcludedFolder(childRel, exclude)) await walk(joinName(dir, d.name), childRel);
      } else if (d.isFile() && /\.html?$/i.test(d.name) && !isExcludedPath(childRel, exclude)) {
        out.push(childRel);
        onFile?.(dir, d.name);
      } else if (followTo !== undefined && d.isSymbolicLink() && !SKIPPED_DIRS.has(d.name)) {
        const target = await linkedOutside(joinName(dir, d.name), followTo, walked);
        if (target === 'dir' && !isExcludedFolder(childRel, exclude)) await walk(joinName(dir, d.name), childRel);
        else if (target === 'file' && /\.html?$/i.test(d.name) && !isExcludedPath(childRel, exclude)) out.push(childRel);
      }
    }
  };
  await walk(root, '');
  return out.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What a symbolic link found by the listing leads to, when it leads out of the folder (`realRoot`): a file, or a
 * folder not walked yet (remembered in `walked`); undefined when it leads inside (listed there), nowhere, or back.
 */
async function linkedOutside(link: string, realRoot: string, walked: Set<string>): Promise<'file' | 'dir' | undefined> {
  try {
    const real = await realpath(link);
    // Inside the folder: listed under its own names. The folder's own parent, or `/`: it holds the folder itself
    // and everything beside it, no part of the site (a loop in effect), so it is served but never walked.
    if (isWithin(realRoot, real) || isWithin(real, realRoot)) return undefined;
    const st = await stat(real);
    if (st.isFile()) return 'file';
    if (!st.isDirectory() || walked.has(real)) return undefined;
    walked.add(real);
    return 'dir';
  } catch {
    return undefined;
  }
}

/**
 * `path.join(dir, name)` for a normalised folder and an entry's name (no separator in it): the same string, without
 * `path.normalize`, which runs cold at start-up (~15 µs a call, 18 ms over the PostgreSQL docs' listing).
 */
export function joinName(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name;
}

/**
 * The relative URL a site file is served at, to resolve against the server's URL:
 * `docs/index.html` → `docs/` (one page for a folder and its index file; `indexFiles` are the
 * names taken for the folder's, the folder's own choice is `SiteFolder.sitePath`'s). Only `%`, `#`,
 * `?` and `\` are percent-encoded here; the URL parser encodes the rest (spaces, non-ASCII)
 * exactly as it does for a link written with the plain name, so both give one URL.
 */
export function sitePathOf(file: string, indexFiles: readonly string[] = DEFAULT_FOLDER_RULES.indexFiles): string {
  // None of the encoded characters is `/`, so the whole name is encoded at once; a plain name (most) is left as it is.
  const encoded = /[%#?\\]/.test(file) ? file.replace(/[%#?\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : file;
  const name = encoded.slice(encoded.lastIndexOf('/') + 1);
  return indexFiles.includes(name) ? encoded.slice(0, -name.length) : encoded;
}
