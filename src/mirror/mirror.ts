/**
 * Save crawled pages under a folder, one file per URL, without ever writing outside it.
 *
 * Layout invariants that make the mapping collision-free on disk:
 * - the top level holds only `<host>` folders and the `linkspider-mirror.json` index;
 * - below a host, every *file* name ends in `.<ext>` (letters/digits) and no *folder* name
 *   does (intermediate segments that look like `x.html` become `x.html~d`), so a URL can never
 *   need a path as a folder that another URL uses as a file (`/a.php` vs `/a.php/b`);
 * - what sanitising still merges (`a:b` vs `a*b`, `/A` vs `/a` on case-insensitive disks,
 *   `/docs` vs `/docs/`) is resolved by `Mirror`, which adds `~2`, `~3`, … before the extension.
 */
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { makeFolders } from '../support/output-path.js';
import { sha256Hex } from '../support/sha256.js';

/** Name of the index file written by `Mirror.finish()` at the root of the mirror folder. */
export const MIRROR_INDEX_FILE = 'linkspider-mirror.json';

/** Longest single path segment, in UTF-8 bytes (most file systems allow 255). */
const MAX_SEGMENT_BYTES = 100;
/** Longest relative path, in UTF-8 bytes; leaves room under Windows' 260 for `~N` and a short prefix. */
const MAX_PATH_BYTES = 240;
/** Writes allowed in flight at once; more wait their turn. */
const MAX_WRITES_IN_FLIGHT = 16;

/** A trailing extension: at least one character before the dot, then 1–16 letters/digits. */
const EXTENSION = /^(.+)(\.[A-Za-z0-9]{1,16})$/;
/**
 * Characters Windows (or POSIX, for `/` and NUL) refuses in names, plus C0/C1 controls and the
 * bidi controls that make a name display as something else (`\u202e/lmth.exe` shows as `exe.html/`).
 */
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Windows device names, reserved with any extension and in any case (`nul.txt`, `Com1.html`). */
const RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])[ ]*(\..*)?$/i;

const utf8 = new TextEncoder();

function byteLength(s: string): number {
  return utf8.encode(s).length;
}

function hash(s: string, hexChars = 8): string {
  return sha256Hex(s).slice(0, hexChars);
}

/** Decode `%XX` escapes once; never throws (invalid UTF-8 becomes U+FFFD, stray `%` stays). */
function percentDecode(s: string): string {
  if (!s.includes('%')) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; ) {
    if (s[i] === '%' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const ch = String.fromCodePoint(s.codePointAt(i)!);
      bytes.push(...utf8.encode(ch));
      i += ch.length;
    }
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

/** Cut `s` to at most `maxBytes` UTF-8 bytes on a code point boundary. */
function truncateBytes(s: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const ch of s) {
    const n = byteLength(ch);
    if (used + n > maxBytes) break;
    out += ch;
    used += n;
  }
  return out;
}

/**
 * One decoded URL path segment → a name that is safe on Windows, macOS and Linux.
 * Returns undefined for an empty segment (dropped).
 */
function sanitizeSegment(raw: string): string | undefined {
  const decoded = percentDecode(raw);
  if (decoded === '') return undefined;
  let s = decoded.replace(FORBIDDEN, '_');
  // Windows silently drops trailing dots and spaces, so `a.` and `a` would be one file there.
  // A name made only of dots/spaces (`.`, `..`, `. `) becomes that many underscores.
  if (/^[. ]+$/.test(s)) s = '_'.repeat(s.length);
  else s = s.replace(/[. ]+$/, '');
  if (RESERVED.test(s)) s = `_${s}`;
  return s;
}

/** Shorten a folder name to MAX_SEGMENT_BYTES, keeping it unique with a hash of the full name. */
function fitFolder(name: string): string {
  if (byteLength(name) <= MAX_SEGMENT_BYTES) return name;
  return `${truncateBytes(name, MAX_SEGMENT_BYTES - 9)}~${hash(name)}`;
}

/** Shorten a file name (stem + extension) to MAX_SEGMENT_BYTES, keeping the extension. */
function fitFile(stem: string, ext: string): string {
  const name = stem + ext;
  if (byteLength(name) <= MAX_SEGMENT_BYTES) return name;
  return `${truncateBytes(stem, MAX_SEGMENT_BYTES - 9 - byteLength(ext))}~${hash(name)}${ext}`;
}

/**
 * URL → relative POSIX path inside the mirror folder. Pure.
 *
 * - `<host>[_<port>]/<path>`; a path ending in `/` → `…/index.html`;
 * - a last segment with an extension is kept as the file name; without one it becomes a
 *   folder holding `index.html` (`/docs/intro` → `docs/intro/index.html`);
 * - a query becomes a stable suffix before the extension: `page.html?a=1` → `page~q-<hash8>.html`;
 * - segments are percent-decoded once and sanitised (see `sanitizeSegment`), long names and
 *   long paths are shortened with hashes.
 *
 * The result never starts with `/`, never has `.`/`..`/empty segments, and is its own
 * `path.posix.normalize`. Different URLs may map to the same path; `Mirror` disambiguates.
 * Throws a TypeError for a string that is not an absolute URL.
 */
export function mirrorPath(url: string): string {
  const u = new URL(url);

  let host = sanitizeSegment(u.hostname) ?? '_';
  if (u.port !== '') host += `_${u.port}`;
  if (host.toLowerCase() === MIRROR_INDEX_FILE) host = `_${host}`;
  host = fitFolder(host);

  const rawSegments = u.pathname.split('/');
  const trailingSlash = u.pathname === '' || u.pathname.endsWith('/');
  const segments = rawSegments.map(sanitizeSegment).filter((s): s is string => s !== undefined);

  const last = trailingSlash ? undefined : segments.pop();
  let stem = 'index';
  let ext = '.html';
  const match = last === undefined ? null : EXTENSION.exec(last);
  if (match) {
    stem = match[1]!;
    ext = match[2]!;
  } else if (last !== undefined) {
    segments.push(last); // extensionless: a folder holding index.html
  }

  if (u.search.length > 1) stem += `~q-${hash(u.search.slice(1))}`;
  const file = fitFile(stem, ext);
  // A folder must never look like a file name, or `/a.php` and `/a.php/b` would need one
  // path as both file and folder.
  const folders = segments.map((s) => fitFolder(EXTENSION.test(s) ? `${s}~d` : s));

  const joined = [host, ...folders, file].join('/');
  if (byteLength(joined) <= MAX_PATH_BYTES) return joined;

  // Too long: keep the leading folders that fit, replace the rest with one hashed folder.
  // host ≤ 100 and file ≤ 100 bytes, so `host/~h<12>/file` always fits.
  const hashed = `~h${hash(folders.join('/'), 12)}`;
  let budget = MAX_PATH_BYTES - byteLength(host) - byteLength(file) - byteLength(hashed) - 3;
  const kept: string[] = [];
  for (const folder of folders) {
    const cost = byteLength(folder) + 1;
    if (cost > budget) break;
    kept.push(folder);
    budget -= cost;
  }
  return [host, ...kept, hashed, file].join('/');
}

/** `a/index.html` + 2 → `a/index~2.html`. Every file name from `mirrorPath` has an extension. */
function withSuffix(file: string, n: number): string {
  const slash = file.lastIndexOf('/');
  const dir = file.slice(0, slash + 1);
  const name = file.slice(slash + 1);
  const match = EXTENSION.exec(name);
  return match ? `${dir}${match[1]}~${n}${match[2]}` : `${dir}${name}~${n}`;
}

/** Key under which two paths are the same file on a case-insensitive, normalising disk. */
function foldKey(file: string): string {
  return file.normalize('NFC').toLowerCase();
}

/** True when `child` is strictly inside `parent` (both absolute). */
function isStrictlyInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** The URL as the index records it: parsed and serialised, without a fragment; a site path stays a path. */
function pageKey(url: string): string {
  if (url.startsWith('/')) return pageKey(`http://site${url}`).slice('http://site'.length);
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

/** Minimal counting semaphore: at most `limit` tasks run at once, the rest queue in order. */
class Limiter {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    try {
      return await task();
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }
}

/** One saved page as listed in the mirror index. */
export interface MirrorPage {
  url: string;
  /** Relative POSIX path inside the mirror folder. */
  file: string;
  status: number | null;
  contentType: string;
}

/** The `linkspider-mirror.json` document. */
export interface MirrorIndex {
  schema: 'linkspider-mirror';
  version: 1;
  pages: MirrorPage[];
}

// Refuse to follow a symlink planted at the target path (e.g. a reused or restored folder).
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | (constants.O_NOFOLLOW ?? 0);

/**
 * Writes pages under `dir`. `write` resolves once the file is on disk (at most 16 writes run
 * at once); `finish` waits for every write, then writes the index.
 */
export class Mirror {
  /** Absolute path of the mirror folder. */
  readonly dir: string;
  /** url → assigned file (assigned at the first `write`, before the bytes land). */
  readonly #assigned = new Map<string, string>();
  /** foldKey(file) → url that owns it. */
  readonly #owners = new Map<string, string>();
  /** url → page entry, once a write for it succeeded. */
  readonly #pages = new Map<string, MirrorPage>();
  /** file → tail of its write chain, so two writes of one URL never interleave. */
  readonly #chains = new Map<string, Promise<void>>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #limiter = new Limiter(MAX_WRITES_IN_FLIGHT);
  #realDir: Promise<string> | undefined;

  /** A folder check's public form of a URL (see report/public-url.ts): what the index lists. */
  readonly #shown: (url: string) => string;

  /**
   * `shown` gives the URL the index lists for a page: a folder check lists its public URL (or
   * site path `/x.html`, saved under the folder `site/`), never the loopback server's.
   */
  constructor(dir: string, options: { shown?: (url: string) => string } = {}) {
    this.dir = path.resolve(dir);
    this.#shown = options.shown ?? ((u) => u);
  }

  /** Save `body` for `url`; resolves with the relative POSIX path it was written to. */
  write(url: string, body: Uint8Array, meta: { status?: number; contentType: string }): Promise<string> {
    const key = pageKey(this.#shown(pageKey(url)));
    const file = this.#assign(key);
    const previous = this.#chains.get(file) ?? Promise.resolve();
    const written = previous.catch(() => undefined).then(() => this.#limiter.run(() => this.#writeFile(file, body)));
    this.#chains.set(file, written);
    const done = written.then(() => {
      this.#pages.set(key, { url: key, file, status: meta.status ?? null, contentType: meta.contentType });
    });
    this.#inFlight.add(done);
    const untrack = (): void => {
      this.#inFlight.delete(done);
      if (this.#chains.get(file) === written) this.#chains.delete(file);
    };
    done.then(untrack, untrack);
    return done.then(() => file);
  }

  /** Wait for all writes, then write `linkspider-mirror.json`; resolves with its absolute path. */
  async finish(): Promise<string> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
    makeFolders(this.dir);
    const pages = [...this.#pages.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const index: MirrorIndex = { schema: 'linkspider-mirror', version: 1, pages };
    const out = path.join(this.dir, MIRROR_INDEX_FILE);
    await writeNoFollow(out, utf8.encode(`${JSON.stringify(index, null, 2)}\n`));
    return out;
  }

  #assign(url: string): string {
    const existing = this.#assigned.get(url);
    if (existing !== undefined) return existing;
    const base = mirrorPath(url.startsWith('/') ? `http://site${url}` : url);
    let file = base;
    for (let n = 2; this.#owners.has(foldKey(file)); n++) file = withSuffix(base, n);
    this.#owners.set(foldKey(file), url);
    this.#assigned.set(url, file);
    return file;
  }

  async #writeFile(file: string, body: Uint8Array): Promise<void> {
    const abs = path.resolve(this.dir, ...file.split('/'));
    if (!isStrictlyInside(this.dir, abs)) {
      throw new Error(`Refusing to write mirror file outside ${this.dir}: ${file}`);
    }
    const parent = path.dirname(abs);
    makeFolders(parent);
    // A symlinked folder inside the mirror could still lead outside it: check where it really is.
    this.#realDir ??= realpath(this.dir);
    const [realDir, realParent] = await Promise.all([this.#realDir, realpath(parent)]);
    if (!isStrictlyInside(realDir, path.join(realParent, path.basename(abs)))) {
      throw new Error(`Refusing to write mirror file outside ${this.dir} (through a symlink): ${file}`);
    }
    await writeNoFollow(abs, body);
  }
}

async function writeNoFollow(abs: string, body: Uint8Array): Promise<void> {
  const handle = await open(abs, WRITE_FLAGS, 0o666);
  try {
    await handle.writeFile(body);
  } finally {
    await handle.close();
  }
}
