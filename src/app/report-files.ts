/**
 * The report files, as the CLI, `linkspider merge` and the Action write them: JSON, HTML, SARIF, JUnit XML and Markdown,
 * each to a file or to standard output (`-`). And the check, before the first request, that every
 * output path can be written at all: a run of an hour must not end in "cannot write".
 */
import { fstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { RunError, UsageError, type RunErrorCode } from '../errors.js';
import type { Options, RawKey } from '../options.js';
import type { Report } from '../report/model.js';
import { jsonChunks } from '../report/json.js';
import { buildSarif, sarifChunks, type SarifContext } from '../report/sarif.js';
import { junitChunks } from '../report/junit.js';
import { renderMarkdown, SUMMARY_LIMIT_BYTES } from '../report/markdown.js';
import { markdownCode } from '../report/escape.js';
import { htmlChunks, type HtmlOptions } from '../report/html.js';
import type { FileRoots } from '../report/places.js';
import { writeChunks, writeChunksTo } from '../support/atomic-write.js';
import { outputPathProblem } from '../support/output-path.js';

/** A report given as `-` goes to standard output instead of a file. */
export const STDOUT = '-';

/** The options that name a file or folder the run writes; `mirror` is a folder. */
type OutputKey = 'json' | 'html' | 'sarif' | 'junit' | 'markdown' | 'mirror' | 'cache' | 'db';
/** Each output path, and the code of the run-level error when it cannot be written. */
const OUTPUTS: Readonly<Record<OutputKey, RunErrorCode>> = {
  json: 'report-file',
  html: 'report-file',
  sarif: 'report-file',
  junit: 'report-file',
  markdown: 'report-file',
  mirror: 'mirror-folder',
  cache: 'cache-file',
  db: 'db-file',
};
/** The reports that may go to standard output. */
const REPORTS = ['json', 'html', 'sarif', 'junit', 'markdown'] as const;

/**
 * Throws a `RunError` (`report-file`, `mirror-folder`, `cache-file` or `db-file`) naming the
 * flag or input (`names`) and the path when an output path cannot be written: it is a folder
 * where a file goes (or a file where the mirror's folder goes), it lies under a file or on the
 * kernel's own filesystems (`/proc`, `/sys`), its nearest existing folder is not writable, or it is
 * a device or pipe where a database or cache goes. A `UsageError` for two reports given as `-` (standard output
 * holds one), or `-` for a database, cache or mirror. Writes nothing; every step is bounded.
 */
export function checkOutputPaths(
  options: Partial<Pick<Options, OutputKey | 'cookieJar'>>,
  names: (key: RawKey) => string = (k) => k,
  cwd = process.cwd(),
): void {
  // `-`, or a path that is standard output itself (`/dev/stdout` into a file or pipe): written there too, so it
  // counts (a terminal or /dev/null holds two reports without harm).
  const toStdout = REPORTS.filter((k) => {
    const given = options[k];
    return given === STDOUT || (given !== undefined && given !== '' && isStandardOutput(path.resolve(cwd, given)) === 'not a device');
  });
  if (toStdout.length > 1) {
    throw new UsageError(toStdout.map(names).join(' and '), `only one report can go to standard output (-); give the others a file name`);
  }
  sameFileCheck(options, names, cwd);
  for (const [key, code] of Object.entries(OUTPUTS) as [OutputKey, RunErrorCode][]) {
    const given = options[key];
    if (given === undefined || given === '' || toStdout.includes(key as (typeof REPORTS)[number])) continue;
    if (given === STDOUT) throw new UsageError(names(key), `cannot be standard output (-); give a ${key === 'mirror' ? 'folder' : 'file'} name`);
    // The database and the cache are files of their own (SQLite's, one read back next run): no device or pipe.
    const problem = outputPathProblem(path.resolve(cwd, given), key === 'mirror' ? 'folder' : 'file', key === 'db' || key === 'cache');
    if (problem !== undefined) throw new RunError(code, names(key), `cannot write "${given}": ${problem}`);
  }
}

/** The files a run writes whole (the cookie jar is written back at the end), by option field and its raw key. */
const WHOLE_FILES = [
  ['json', 'json'],
  ['html', 'html'],
  ['sarif', 'sarif'],
  ['junit', 'junit'],
  ['markdown', 'markdown'],
  ['cache', 'cache'],
  ['db', 'db'],
  ['cookieJar', 'cookie-jar'],
] as const;

/**
 * A `UsageError` naming both options when two of them would write the same file (`--json r --sarif r`,
 * `--cookie-jar j --json j`): the last written would replace the other. Devices (`/dev/null`) hold any number.
 */
function sameFileCheck(options: Partial<Pick<Options, OutputKey | 'cookieJar'>>, names: (key: RawKey) => string, cwd: string): void {
  const seen = new Map<string, RawKey>();
  for (const [field, raw] of WHOLE_FILES) {
    const given = options[field];
    if (given === undefined || given === '' || given === STDOUT) continue;
    const file = path.resolve(cwd, given);
    if (file.startsWith('/dev/')) continue;
    const earlier = seen.get(file);
    if (earlier !== undefined) throw new UsageError(`${names(earlier)} and ${names(raw)}`, `both write "${given}"; give each its own file`);
    seen.set(file, raw);
  }
}

/**
 * Whether a report goes to standard output, so the console report must go to standard error: one given
 * as `-`, or a path that is standard output itself (`/dev/stdout`, `/proc/self/fd/1`), unless that is a
 * terminal or `/dev/null` (a character device), where nothing is parsed.
 */
export function reportOnStdout(targets: ReportFileTargets): boolean {
  const given = REPORTS.map((k) => targets[k]).filter((f): f is string => f !== undefined && f !== '');
  return given.includes(STDOUT) || given.some((f) => isStandardOutput(f) === 'not a device');
}

/**
 * Whether `file` is this process's standard output itself (`/dev/stdout`, `/proc/self/fd/1`, the file or pipe
 * it is redirected to), and whether that is a device. Such a path is written through standard output: a socket
 * (a pipe from Node's `child_process`) cannot be opened by name at all.
 */
function isStandardOutput(file: string): false | 'device' | 'not a device' {
  try {
    const out = fstatSync(1);
    const st = statSync(file, { throwIfNoEntry: false });
    if (st === undefined || st.dev !== out.dev || st.ino !== out.ino) return false;
    return out.isCharacterDevice() ? 'device' : 'not a device';
  } catch {
    return false;
  }
}

export type ReportFileKind = 'json' | 'html' | 'sarif' | 'junit' | 'markdown';

export interface ReportFileTargets {
  /** A file, or `-` for standard output. */
  json?: string | undefined;
  /** The HTML report: one self-contained page. */
  html?: string | undefined;
  sarif?: string | undefined;
  junit?: string | undefined;
  markdown?: string | undefined;
}

export interface WrittenFile {
  kind: ReportFileKind;
  file: string;
  /** Set when the file could not be written. */
  error?: Error;
  /** For SARIF: its results, and how many have no file in the repository (code scanning does not show those). */
  results?: { total: number; unplaced: number };
}

export interface ReportFileContext extends FileRoots {
  /** Where dead links were found in the Action's `sources` (SARIF places them there). */
  sourceHits?: SarifContext['sourceHits'];
  /** The URL of a source file at a line (GitHub at the run's commit): the HTML report links each place to it. */
  sourceUrl?: HtmlOptions['sourceUrl'];
  /** Standard output, for a report given as `-`. */
  stdout?: NodeJS.WritableStream;
}

/**
 * Write each report file asked for, also for a partial run (each says it is partial). A file
 * that cannot be written does not stop the others: each outcome is returned, in order.
 */
export async function writeReportFiles(report: Report, targets: ReportFileTargets, ctx: ReportFileContext): Promise<WrittenFile[]> {
  const roots: FileRoots = { workspace: ctx.workspace, ...(ctx.sitePath !== undefined ? { sitePath: ctx.sitePath } : {}) };
  const out: WrittenFile[] = [];
  const attempt = async (kind: ReportFileKind, file: string | undefined, write: (file: string) => Promise<Pick<WrittenFile, 'results'>>) => {
    if (file === undefined || file === '') return;
    try {
      out.push({ kind, file, ...(await write(file)) });
    } catch (e) {
      out.push({ kind, file, error: e as Error });
    }
  };
  const emit = (file: string, chunks: Iterable<string>) =>
    file === STDOUT || isStandardOutput(file) !== false ? writeChunksTo(ctx.stdout ?? process.stdout, chunks) : writeChunks(file, chunks);
  await attempt('json', targets.json, async (file) => {
    await emit(file, jsonChunks(report));
    return {};
  });
  await attempt('html', targets.html, async (file) => {
    await emit(file, htmlChunks(report, { ...roots, sourceUrl: ctx.sourceUrl, sourceHits: ctx.sourceHits }));
    return {};
  });
  await attempt('sarif', targets.sarif, async (file) => {
    const log = buildSarif(report, { ...roots, ...(ctx.sourceHits ? { sourceHits: ctx.sourceHits } : {}) });
    await emit(file, sarifChunks(log));
    const results = log.runs[0]?.results ?? [];
    return { results: { total: results.length, unplaced: results.filter((r) => r.locations?.[0]?.physicalLocation === undefined).length } };
  });
  await attempt('junit', targets.junit, async (file) => {
    await emit(file, junitChunks(report, roots));
    return {};
  });
  // The job summary's Markdown, in its 1 MiB; "N more" lines point at the JSON report when there is a file of it.
  await attempt('markdown', targets.markdown, async (file) => {
    const json = targets.json !== undefined && targets.json !== '' && targets.json !== STDOUT ? targets.json : undefined;
    const fullReportAt = json !== undefined ? markdownCode(path.basename(json)) : 'the JSON report (`--json FILE`)';
    await emit(file, [renderMarkdown(report, { ...roots, fullReportAt, maxBytes: SUMMARY_LIMIT_BYTES })]);
    return {};
  });
  return out;
}
