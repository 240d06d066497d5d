/**
 * Which thread the command runs a check on (`cli.ts`). On a worker thread the young generation can be capped,
 * and a big crawl's peak memory falls by about a quarter; but a worker takes 30–40 ms to start, a third of a small
 * folder check, and a small run never grows V8's own young generation past the cap: it ends with less memory on
 * the main thread (one isolate, not two). Measured on 2 cores with `--no-check-external`, the Python docs' first
 * 4 MB of HTML (66 pages): ~100 MB of peak RSS on the main thread against ~113 MB on a worker; their first 8 MB:
 * about the same; their first 23 MB (260 pages): the same time, ~190 MB against ~179 MB; all 51 MB: ~255 MB
 * against ~182 MB. A folder of many small pages gains more: the PostgreSQL docs (1,167 pages, 16 MB) took
 * 0.96 s median on the main thread against 1.05 s on a worker (6 alternated runs each), with ~120 MB of peak
 * RSS against ~136 MB.
 *
 * So the main thread runs a check known to be small before it starts: a folder (or HTML pages of one) holding at
 * most `SMALL_SITE_PAGES` HTML files and `SMALL_SITE_BYTES` of HTML (past 200 pages, told from a sample of their
 * sizes), checked without external links (each is a request nobody can size beforehand), without `--include`
 * (which may bring in pages of other hosts) or sitemaps, and with no config file (which may add any of these).
 * Anything else runs on the worker. `LINKSPIDER_THREAD=main` is the main thread for every run, any other value
 * (`worker`) the worker for every run.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type CheckThread = 'main' | 'worker';

/** The most HTML (bytes, all pages together) of a folder checked on the main thread. */
export const SMALL_SITE_BYTES = 20 * 1024 * 1024;
/** The most HTML files of a folder checked on the main thread (past them, no file's size is looked up). */
export const SMALL_SITE_PAGES = 2_000;
/** The most folder entries looked at to tell; past them the folder is not small (a `node_modules` inside …). */
const MAX_ENTRIES = 10_000;
/** The config file a run reads when there is one in its working folder (options/config.ts, CONFIG_FILE). */
const CONFIG_FILE = 'linkspider.config.json';
const HTML_FILE = /\.html?$/i;
/** What the CLI takes for Markdown files or a glob (markdown/files.ts): never a folder check. */
const GLOB_OR_MARKDOWN = /[*?[\]{}]|\.(md|markdown|mdown|mkd|mkdn)$/i;

/** A parsed command line of a check (the option table's flags), or undefined for any other (merge, fix, bad flags). */
export interface CheckLine {
  values: Record<string, unknown>;
  positionals: readonly string[];
}

export function checkThread(line: CheckLine | undefined, env: NodeJS.ProcessEnv, cwd: string): CheckThread {
  const chosen = env['LINKSPIDER_THREAD'];
  if (chosen !== undefined && chosen !== '') return chosen === 'main' ? 'main' : 'worker';
  if (line === undefined) return 'worker';
  const { values, positionals } = line;
  if (values['check-external'] !== false || values['config'] !== undefined || has(values['include']) || has(values['sitemap'])) return 'worker';
  if (existsSync(path.join(cwd, CONFIG_FILE))) return 'worker';
  const folder = folderOf(positionals, cwd);
  return folder !== undefined && smallSite(folder) ? 'main' : 'worker';
}

/** The worker's young generation for a live crawl, and for a check of a folder's pages (see `workerYoungGenerationMb`). */
export const YOUNG_GENERATION_MB = { crawl: 32, folder: 16 } as const;

/**
 * The young generation (MB) of the worker a check runs on. A live crawl keeps many requests' objects alive at once,
 * and 32 MB collects them less often; a folder check's work is pages parsed one after another, whose objects die
 * young, and a smaller nursery touches less fresh memory. Measured on 2 cores, 10 alternated runs each: the Python
 * docs' folder 0.94× the time and 0.90× the peak RSS with 16 MB (12 MB: 1.01× 16 MB's time, 0.96× its memory);
 * the generated 5,000-page site 1.008× the time with 16 MB, 1.017× with 12 MB, so it keeps 32.
 */
export function workerYoungGenerationMb(line: CheckLine | undefined, cwd: string): number {
  return line !== undefined && folderOf(line.positionals, cwd) !== undefined ? YOUNG_GENERATION_MB.folder : YOUNG_GENERATION_MB.crawl;
}

function has(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

/** The one folder the positionals check (a folder, and HTML pages in it or the first page's folder); else undefined. */
function folderOf(positionals: readonly string[], cwd: string): string | undefined {
  let folder: string | undefined;
  let firstPage: string | undefined;
  if (positionals.length === 0) return undefined;
  for (const p of positionals) {
    if (GLOB_OR_MARKDOWN.test(p) || /^[a-z][a-z0-9+.-]*:/i.test(p)) return undefined;
    const abs = path.resolve(cwd, p);
    const st = statSync(abs, { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      if (folder !== undefined) return undefined;
      folder = abs;
    } else if (st?.isFile() && HTML_FILE.test(p)) {
      firstPage ??= path.dirname(abs);
    } else {
      return undefined;
    }
  }
  return folder ?? firstPage;
}

/** HTML files whose size is looked up to tell a folder's bytes: all of them up to this many, else this many spread evenly. */
const SIZE_SAMPLE = 200;

/**
 * Whether the HTML files under `root` (symbolic links not followed) are at most `SMALL_SITE_PAGES` of at most
 * `SMALL_SITE_BYTES`. The bytes are exact up to `SIZE_SAMPLE` files; past them, the mean of an even sample times the
 * count (a `stat` per page cost the PostgreSQL docs' 1,167 pages ~12 ms, a tenth of the time the main thread
 * saves): either thread checks the folder the same, so an estimate that is off only moves the check.
 */
function smallSite(root: string): boolean {
  const files: string[] = [];
  let entries = 0;
  const folders = [root];
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let list;
    try {
      // The names first, which is all a folder of many pages needs (the PostgreSQL docs: 1,171 in one folder).
      const names = readdirSync(dir);
      entries += names.length;
      if (entries > MAX_ENTRIES) return false;
      if (files.length + names.filter((n) => HTML_FILE.test(n)).length > SMALL_SITE_PAGES) return false;
      list = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    // Joined by hand, as `joinName` (local/site-files.ts, which this launcher does not load) does: `path.join`
    // normalises, and runs cold here (~15 µs a call, 18 ms over 1,171 entries).
    const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
    for (const e of list) {
      if (e.isDirectory()) folders.push(prefix + e.name);
      else if (e.isFile() && HTML_FILE.test(e.name)) files.push(prefix + e.name);
    }
  }
  const step = Math.max(1, files.length / SIZE_SAMPLE);
  let sampled = 0;
  let bytes = 0;
  for (let i = 0; i < files.length; i += step) {
    bytes += statSync(files[Math.floor(i)]!, { throwIfNoEntry: false })?.size ?? 0;
    sampled++;
  }
  const estimate = sampled === files.length ? bytes : (bytes / sampled) * files.length;
  return estimate <= SMALL_SITE_BYTES;
}
