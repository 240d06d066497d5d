/**
 * The crawl database (`--db FILE`): every parsed page, every link on it with its place, every
 * verdict with its redirect chain, and the mailto addresses, in one SQLite file that can be queried
 * after the run (docs/reports.md, "Crawl database").
 *
 * Written while crawling, not from the report: the crawler calls `page`, `link`, `verdict` and
 * `mailto` as pages are parsed and verdicts settle, and rows are committed in batches, so a
 * 200,000-page crawl holds no more of the database in memory than one batch.
 *
 * SQLite is Node's own `node:sqlite` (no native package to build or bundle). It is loaded only when
 * a database is asked for; on Node 22 loading it prints an ExperimentalWarning, which is held back
 * (that one warning only: see `loadSqlite`).
 *
 * An existing file: a run writes `FILE.partial` and renames it over `FILE` when it ends (complete or
 * stopped by a signal or a limit, marked in `run`), so `FILE` is always a whole database, the last
 * run's or this one's. A file at `FILE` that is not a linkspider database is never overwritten.
 */
import { RunError } from '../errors.js';
import { closeSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ErrorCode, FetchMethod, LinkState, RedirectHop } from '../model/link.js';
import { makeFolders, outputTarget } from '../support/output-path.js';

/** `PRAGMA application_id`: marks a file as a linkspider database ("LkSp"). */
export const APPLICATION_ID = 0x4c6b5370;
/** `PRAGMA user_version`: the schema version below. */
export const SCHEMA_VERSION = 1;

/** Rows written per transaction: large enough that commits cost little, small enough to bound memory. */
const BATCH = 5000;

const SCHEMA = `
CREATE TABLE run (
  id INTEGER PRIMARY KEY,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- running (the process died before it finished: the rows up to the last batch are there),
  -- complete, or partial (stopped by a signal or a limit: see incomplete_reason).
  state TEXT NOT NULL CHECK (state IN ('running', 'complete', 'partial')),
  incomplete_reason TEXT,
  version TEXT NOT NULL,
  start_urls TEXT NOT NULL,  -- JSON array
  options TEXT NOT NULL,     -- JSON object: the options in force (as in the JSON report's run.options)
  counts TEXT                -- JSON object: the JSON report's counts, when the run finished
);
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,    -- in the order pages were parsed
  url TEXT NOT NULL,         -- as linked (a folder check: its public URL, or its site path)
  final_url TEXT NOT NULL,   -- after redirects (= url without one)
  status INTEGER,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,    -- body bytes read (decoded)
  title TEXT NOT NULL,
  depth INTEGER NOT NULL,
  fetch_ms REAL,             -- request to last body byte, redirects included
  text_chars INTEGER,        -- characters of text between tags (see docs/reports.md)
  links INTEGER NOT NULL,
  file TEXT                  -- a folder check: the page's file; a Markdown file: its repository path
);
CREATE TABLE links (
  page_id INTEGER NOT NULL REFERENCES pages (id),
  line INTEGER NOT NULL,
  col INTEGER NOT NULL,
  element TEXT NOT NULL,
  attribute TEXT NOT NULL,
  target TEXT NOT NULL,      -- resolved, normalised, fragment removed: joins verdicts.url
  fragment TEXT,             -- the #fragment, without '#'
  raw TEXT NOT NULL,         -- as written in the page
  text TEXT NOT NULL         -- link text, alt or title
);
CREATE TABLE verdicts (
  url TEXT PRIMARY KEY,      -- a missing fragment: url#fragment
  state TEXT NOT NULL CHECK (state IN ('ok', 'warn', 'dead', 'skipped')),
  status INTEGER,
  error TEXT,
  reason TEXT,
  final_url TEXT,
  redirects TEXT NOT NULL,   -- JSON array of {"url", "status"} hops, in order
  attempts INTEGER,
  method TEXT,
  internal INTEGER NOT NULL,
  ms REAL                    -- the last attempt's time
) WITHOUT ROWID;
CREATE TABLE mailto (
  address TEXT NOT NULL,
  page_id INTEGER NOT NULL REFERENCES pages (id),
  PRIMARY KEY (address, page_id)
) WITHOUT ROWID;
`;

/**
 * "Who links here" and "what is on this page", built when the run ends: kept up to date row by row, the
 * index on `links.target` (random keys, 400,000 rows at 20,000 pages) cost more than the whole crawl
 * (measured: 76 s against 7 s for 450,000 rows inserted, then indexed). One sort at the end is cheap.
 */
export const INDEXES = `
CREATE INDEX IF NOT EXISTS links_by_target ON links (target);
CREATE INDEX IF NOT EXISTS links_by_page ON links (page_id);
CREATE INDEX IF NOT EXISTS pages_by_url ON pages (url);
CREATE INDEX IF NOT EXISTS mailto_by_page ON mailto (page_id);
`;

export interface DbRunStart {
  startedAt: Date;
  version: string;
  startUrls: readonly string[];
  options: Record<string, unknown>;
}

export interface DbPage {
  id: number;
  url: string;
  finalUrl?: string;
  status?: number;
  contentType: string;
  bytes: number;
  title: string;
  depth: number;
  fetchMs?: number;
  textChars?: number;
  links: number;
  file?: string;
}

export interface DbLink {
  line: number;
  column: number;
  element: string;
  attribute: string;
  /** As written (at most 2,000 characters are kept). */
  value: string;
  text: string;
}

export interface DbVerdict {
  url: string;
  state: LinkState;
  status?: number;
  error?: ErrorCode;
  reason?: string;
  finalUrl?: string;
  redirects: readonly RedirectHop[];
  attempts?: number;
  method?: FetchMethod;
  internal: boolean;
  ms?: number;
}

export interface DbRunEnd {
  finishedAt: Date;
  incompleteReason?: string;
  counts: object;
  /**
   * The report's problems (dead, warnings, unfinished), written over what the crawl recorded: they hold
   * the verdicts settled outside a request (invalid URLs, missing fragments, unfinished requests).
   */
  problems: Iterable<DbVerdict>;
}

/** A `--db` file that cannot be used (`code: 'db-file'`): the message names the file and what to do. */
export class DbFileError extends RunError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('db-file', undefined, message, options);
  }
}

let sqlite: typeof import('node:sqlite') | undefined;

/**
 * `node:sqlite`, loaded once. Node 22 prints "ExperimentalWarning: SQLite is an experimental feature"
 * when it is loaded (Node 24.21 no longer does): that warning alone is held back, since a CLI's stderr
 * is for the user's problems; every other warning passes.
 */
export async function loadSqlite(): Promise<typeof import('node:sqlite')> {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: unknown, warning: string | Error, ...rest: unknown[]) {
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    const name = typeof warning === 'string' ? type : warning.name;
    const message = typeof warning === 'string' ? warning : warning.message;
    if (name === 'ExperimentalWarning' && /sqlite/i.test(message)) return;
    return (emitWarning as (...a: unknown[]) => void).call(process, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    sqlite = await import('node:sqlite');
  } catch (e) {
    throw new DbFileError(`SQLite is not available in this Node.js (${process.version}): ${(e as Error).message}; linkspider needs Node 22.19 or later`);
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

/** Whether `file` is a SQLite database marked as linkspider's (read from its 100-byte header, not opened). */
export function isCrawlDb(file: string): boolean {
  const header = Buffer.alloc(100);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    if (readSync(fd, header, 0, 100, 0) < 100) return false;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return header.toString('latin1', 0, 16) === 'SQLite format 3\0' && header.readUInt32BE(68) === APPLICATION_ID;
}

export class CrawlDb {
  private pending = 0;
  private failed: string | undefined;
  private closed = false;
  private readonly insertPage: StatementSync;
  private readonly insertLink: StatementSync;
  private readonly insertVerdict: StatementSync;
  private readonly insertMailto: StatementSync;

  private constructor(
    private readonly db: DatabaseSync,
    /** Where the run writes, and where the file goes when the run ends. */
    private readonly temp: string,
    readonly file: string,
    /** A folder check: the loopback server's URLs shown as the site's public ones. */
    private readonly shown: (url: string) => string,
  ) {
    this.insertPage = db.prepare(
      'INSERT OR REPLACE INTO pages (id, url, final_url, status, content_type, bytes, title, depth, fetch_ms, text_chars, links, file) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertLink = db.prepare('INSERT INTO links (page_id, line, col, element, attribute, target, fragment, raw, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    this.insertVerdict = db.prepare(
      'INSERT OR REPLACE INTO verdicts (url, state, status, error, reason, final_url, redirects, attempts, method, internal, ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertMailto = db.prepare('INSERT OR IGNORE INTO mailto (address, page_id) VALUES (?, ?)');
  }

  /**
   * Create the database for a run at `FILE.partial` (renamed to `file` by `finish`). Throws
   * `DbFileError` when `file` is a folder, is another kind of file, or cannot be written.
   */
  static async open(file: string, run: DbRunStart, shown: (url: string) => string = (u) => u): Promise<CrawlDb> {
    // Through a symlink, the file it leads to is replaced (the link kept); a device or pipe cannot hold a database.
    const real = outputTarget(file);
    if (real.kind === 'stream') throw new DbFileError(`${file} is a device or a pipe; expected a database file to write, such as crawl.db`);
    const target = real.path;
    const st = statSync(target, { throwIfNoEntry: false });
    if (st?.isDirectory()) throw new DbFileError(`${file} is a folder; expected a database file to write, such as crawl.db`);
    if (st !== undefined && st.size > 0 && !isCrawlDb(target)) {
      throw new DbFileError(`${file} exists and is not a linkspider database; it is left alone: remove it or choose another file`);
    }
    const { DatabaseSync } = await loadSqlite();
    const temp = `${target}.partial`;
    let db: DatabaseSync;
    try {
      makeFolders(path.dirname(target));
      for (const f of [temp, `${temp}-wal`, `${temp}-shm`, `${temp}-journal`]) rmSync(f, { force: true });
      db = new DatabaseSync(temp);
      // WAL with synchronous=NORMAL: a commit costs no fsync, and a process killed outright still
      // leaves FILE.partial consistent up to its last commit (run.state 'running').
      db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = ${SCHEMA_VERSION};`);
      db.exec(SCHEMA);
      db.prepare('INSERT INTO run (id, started_at, state, version, start_urls, options) VALUES (1, ?, ?, ?, ?, ?)').run(
        run.startedAt.toISOString(),
        'running',
        run.version,
        JSON.stringify(run.startUrls.map(shown)),
        shown(JSON.stringify(run.options)),
      );
    } catch (e) {
      rmSync(temp, { force: true });
      throw new DbFileError(`cannot write ${file}: ${(e as Error).message}`);
    }
    const out = new CrawlDb(db, temp, target, shown);
    out.db.exec('BEGIN');
    return out;
  }

  /** A parsed page (or stylesheet, or Markdown file). Ids are the crawl's page ids. */
  page(p: DbPage): void {
    this.write(() => {
      const url = this.shown(p.url);
      this.insertPage.run(
        p.id,
        url,
        p.finalUrl !== undefined ? this.shown(p.finalUrl) : url,
        p.status ?? null,
        p.contentType,
        p.bytes,
        p.title,
        p.depth,
        p.fetchMs !== undefined ? Math.round(p.fetchMs * 10) / 10 : null,
        p.textChars ?? null,
        p.links,
        p.file ?? null,
      );
    });
  }

  /** A link on page `pageId`; `target` is what it resolved to (`url#fragment`, or the value itself when it is not a URL). */
  link(pageId: number, l: DbLink, target: string): void {
    this.write(() => {
      const hash = target.indexOf('#');
      const fragment = hash === -1 ? null : target.slice(hash + 1);
      this.insertLink.run(
        pageId,
        l.line,
        l.column,
        l.element,
        l.attribute,
        this.shown(hash === -1 ? target : target.slice(0, hash)),
        fragment,
        l.value.length > 2000 ? l.value.slice(0, 2000) : l.value,
        l.text,
      );
    });
  }

  verdict(v: DbVerdict): void {
    this.write(() => {
      this.insertVerdict.run(
        this.shown(v.url),
        v.state,
        v.status ?? null,
        v.error ?? null,
        v.reason || null,
        v.finalUrl !== undefined ? this.shown(v.finalUrl) : null,
        this.redirectsJson(v.redirects),
        v.attempts ?? null,
        v.method ?? null,
        v.internal ? 1 : 0,
        v.ms !== undefined ? Math.round(v.ms * 10) / 10 : null,
      );
    });
  }

  private redirectsJson(hops: readonly RedirectHop[]): string {
    return hops.length === 0 ? '[]' : this.shown(JSON.stringify(hops.map((h) => ({ url: h.url, status: h.status }))));
  }

  mailto(address: string, pageId: number): void {
    this.write(() => this.insertMailto.run(address, pageId));
  }

  /** Why the database stopped being written, if it did (a full disk): said in the report's notes. */
  get error(): string | undefined {
    return this.failed;
  }

  /**
   * End the run: the report's problems written over the crawl's verdicts, the run row completed
   * (`complete`, or `partial` with the reason), the file closed and moved to `file`. Returns a note
   * for the report when the database could not be completed (the partial file is then kept).
   */
  finish(end: DbRunEnd): string | undefined {
    if (this.closed) return this.failed;
    // The report's word on each problem; the final URL and time the crawl saw are kept.
    const upsert = this.db.prepare(
      `INSERT INTO verdicts (url, state, status, error, reason, final_url, redirects, attempts, method, internal, ms) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL)
       ON CONFLICT (url) DO UPDATE SET state = excluded.state, status = excluded.status, error = excluded.error, reason = excluded.reason,
       redirects = excluded.redirects, attempts = coalesce(excluded.attempts, attempts), method = coalesce(excluded.method, method), internal = excluded.internal`,
    );
    for (const v of end.problems) {
      this.write(() =>
        upsert.run(
          this.shown(v.url),
          v.state,
          v.status ?? null,
          v.error ?? null,
          v.reason || null,
          this.redirectsJson(v.redirects),
          v.attempts ?? null,
          v.method ?? null,
          v.internal ? 1 : 0,
        ),
      );
    }
    this.write(() => this.db.exec(INDEXES));
    this.write(() => {
      this.db
        .prepare('UPDATE run SET finished_at = ?, state = ?, incomplete_reason = ?, counts = ? WHERE id = 1')
        .run(
          end.finishedAt.toISOString(),
          end.incompleteReason === undefined ? 'complete' : 'partial',
          end.incompleteReason ?? null,
          JSON.stringify(end.counts),
        );
    });
    this.closed = true;
    try {
      if (this.db.isTransaction) this.db.exec('COMMIT');
      this.db.close();
      if (this.failed === undefined) renameSync(this.temp, this.file);
    } catch (e) {
      this.failed ??= (e as Error).message;
    }
    return this.failed === undefined ? undefined : `db: ${path.basename(this.temp)} could not be completed (${this.failed}); ${this.file} was left as it was`;
  }

  /** Close without finishing (a run that failed): the partial file stays, marked `running`. */
  abandon(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      if (this.db.isTransaction) this.db.exec('COMMIT');
      this.db.close();
    } catch {
      /* the run has already failed; its own error is what the user needs */
    }
  }

  /** One row, in the open batch; the batch is committed every BATCH rows. A failure stops all writing, never the crawl. */
  private write(row: () => void): void {
    if (this.failed !== undefined || this.closed) return;
    try {
      row();
      if (++this.pending >= BATCH) {
        this.pending = 0;
        this.db.exec('COMMIT; BEGIN');
      }
    } catch (e) {
      this.failed = (e as Error).message;
    }
  }
}
