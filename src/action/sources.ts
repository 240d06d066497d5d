/**
 * `sources`: find where a dead link is written in the repository's source files (markdown,
 * HTML, templates), so an annotation can sit on the line a pull request changed.
 *
 * A dead URL is looked for as it was written on the page (each referrer's `raw`), as its full
 * URL, and as its path relative to `base-url` (or to the crawled site's origin). A match only
 * counts where it stands alone as a link target: the characters around it must not continue
 * a URL, so `/a` never matches inside `/about`.
 */
import { glob, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LinkResult } from '../report/model.js';
import { codePointColumns, lineStarts, position } from '../extract/lines.js';

export interface SourceFile {
  /** Workspace-relative path, forward slashes. */
  path: string;
  text: string;
}

export interface SourceHit {
  /** Workspace-relative path, forward slashes. */
  file: string;
  /** 1-based line and column of the first character of the match. */
  line: number;
  column: number;
  /** 1-based column of the last character of the match. */
  endColumn: number;
  /** The text that matched. */
  needle: string;
}

export interface SourceLimits {
  /** Most files read. */
  maxFiles: number;
  /** Files larger than this are skipped. */
  maxFileBytes: number;
  /** Most hits kept per dead URL. */
  maxHitsPerUrl: number;
}

export const SOURCE_LIMITS: SourceLimits = { maxFiles: 5000, maxFileBytes: 2 * 1024 * 1024, maxHitsPerUrl: 20 };

const ALWAYS_EXCLUDED = ['**/node_modules/**', '**/.git/**'];

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Expand workspace-relative globs (`docs/**\/*.md`; a leading `!` excludes) to the files they
 * match, sorted, without node_modules and .git, at most `limits.maxFiles`.
 */
export async function expandSourceGlobs(globs: string[], workspace: string, limits: SourceLimits = SOURCE_LIMITS): Promise<string[]> {
  const include = globs.filter((g) => !g.startsWith('!'));
  const exclude = [...ALWAYS_EXCLUDED, ...globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1))];
  const excluded = (rel: string) => exclude.some((pattern) => path.posix.matchesGlob(rel, pattern));
  const found = new Set<string>();
  for (const pattern of include) {
    for await (const entry of glob(pattern, { cwd: workspace, exclude: (p: string) => excluded(toPosix(p)) })) {
      const rel = toPosix(entry);
      if (rel.startsWith('../') || path.isAbsolute(rel) || excluded(rel)) continue;
      found.add(rel);
    }
  }
  const files: string[] = [];
  for (const rel of [...found].sort()) {
    if (files.length >= limits.maxFiles) break;
    const info = await stat(path.join(workspace, rel)).catch(() => undefined);
    if (info?.isFile() && info.size <= limits.maxFileBytes) files.push(rel);
  }
  return files;
}

/** Read the files (workspace-relative) as UTF-8 text; unreadable or binary files are left out. */
export async function readSourceFiles(files: string[], workspace: string): Promise<SourceFile[]> {
  const out: SourceFile[] = [];
  for (const rel of files) {
    const text = await readFile(path.join(workspace, rel), 'utf8').catch(() => undefined);
    if (text === undefined || text.includes('\u0000')) continue;
    out.push({ path: rel, text });
  }
  return out;
}

/**
 * What to search for, for one dead URL: every distinct `raw` as written on a page (and its
 * `&amp;` form for HTML sources), the full URL, and the path relative to each site origin.
 */
export function needlesFor(result: LinkResult, siteOrigins: string[]): string[] {
  const needles = new Set<string>();
  const add = (s: string | undefined) => {
    const t = s?.trim();
    // One- or two-character needles (`/`, `#`) would match almost anywhere.
    if (t !== undefined && t.length > 2 && !/[\r\n]/.test(t)) needles.add(t);
  };
  for (const r of result.referrers) {
    add(r.raw);
    if (r.raw.includes('&')) add(r.raw.replace(/&/g, '&amp;'));
  }
  add(result.url);
  let url: URL | undefined;
  try {
    url = new URL(result.url);
  } catch {
    url = undefined;
  }
  if (url) {
    for (const origin of siteOrigins) {
      let base: URL;
      try {
        base = new URL(origin);
      } catch {
        continue;
      }
      if (url.origin !== base.origin) continue;
      const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
      const full = url.pathname + url.search + url.hash;
      if (full.startsWith(basePath) || `${url.pathname}/` === basePath) {
        add(full);
        // The same path relative to the base path (`docs/a.html` under `/docs/` is `a.html`
        // only when the base has a path of its own).
        if (basePath !== '/') add(full.slice(basePath.length));
      }
    }
  }
  return [...needles];
}

/** Characters that may continue a URL: a match followed or preceded by one is part of a longer URL. */
const URL_CHAR = /[A-Za-z0-9\-._~:/?#[\]@!$&'*+;=%]/;
/** Trailing punctuation that prose puts after a URL, as GFM's autolinks allow. */
const TRAILING_PUNCTUATION = /[.,:;!?]/;

function standsAlone(text: string, start: number, end: number, needle: string): boolean {
  const before = start === 0 ? '' : text[start - 1]!;
  if (before !== '' && URL_CHAR.test(before) && before !== '(' && before !== '=' && before !== '[' && before !== "'") return false;
  let after = end >= text.length ? '' : text[end]!;
  // `x.html#top` still points at `x.html`, unless the needle already names a fragment.
  if (after === '#' && !needle.includes('#')) return true;
  if (after !== '' && TRAILING_PUNCTUATION.test(after)) {
    const next = end + 1 >= text.length ? '' : text[end + 1]!;
    if (next === '' || /\s/.test(next)) after = '';
  }
  return after === '' || !URL_CHAR.test(after) || after === ')' || after === ']' || after === "'";
}

/** Characters (code points) in a string: a character outside the Basic Multilingual Plane is one, not two units. */
function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) n--;
  }
  return n;
}

/**
 * For each dead URL, the places in `files` where it is written. Longer needles are tried
 * first and a spot already matched by a longer needle is not reported again.
 */
export function findInSources(
  results: LinkResult[],
  files: SourceFile[],
  siteOrigins: string[],
  limits: SourceLimits = SOURCE_LIMITS,
): Map<string, SourceHit[]> {
  const out = new Map<string, SourceHit[]>();
  const starts = new Map<string, number[]>();
  for (const result of results) {
    const needles = needlesFor(result, siteOrigins).sort((a, b) => b.length - a.length);
    const hits: SourceHit[] = [];
    const taken = new Set<string>();
    search: for (const file of files) {
      for (const needle of needles) {
        for (let i = file.text.indexOf(needle); i !== -1; i = file.text.indexOf(needle, i + 1)) {
          const end = i + needle.length;
          if (!standsAlone(file.text, i, end, needle)) continue;
          const key = `${file.path}\u0000${i}`;
          if (taken.has(key)) continue;
          taken.add(key);
          let ls = starts.get(file.path);
          if (!ls) starts.set(file.path, (ls = lineStarts(file.text)));
          // In characters (code points), as every place of a report is counted.
          const at = position(ls, i);
          codePointColumns(file.text, [at], ls);
          const { line, column } = at;
          hits.push({ file: file.path, line, column, endColumn: column + codePointLength(needle) - 1, needle });
          if (hits.length >= limits.maxHitsPerUrl) break search;
        }
      }
    }
    hits.sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
    if (hits.length > 0) out.set(result.url, hits);
  }
  return out;
}

/** Glob, read and search: the whole `sources` step. */
export async function lookUpSources(
  globs: string[],
  workspace: string,
  results: LinkResult[],
  siteOrigins: string[],
): Promise<{ files: number; hits: Map<string, SourceHit[]> }> {
  if (globs.length === 0 || results.length === 0) return { files: 0, hits: new Map() };
  const paths = await expandSourceGlobs(globs, workspace);
  const files = await readSourceFiles(paths, workspace);
  return { files: files.length, hits: findInSources(results, files, siteOrigins) };
}
