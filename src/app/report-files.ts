/**
 * The report files, as the CLI, `linkspider merge` and the Action write them: JSON (`-` is
 * standard output), SARIF and JUnit XML. And the check, before the first request, that every
 * output path can be written at all: a run of an hour must not end in "cannot write".
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { RunError, type RunErrorCode } from '../errors.js';
import type { Options, RawKey } from '../options.js';
import type { Report } from '../report/model.js';
import { writeJsonReport, writeJsonReportTo } from '../report/json.js';
import { buildSarif, writeSarif, type SarifContext } from '../report/sarif.js';
import { writeJunit } from '../report/junit.js';
import type { FileRoots } from '../report/places.js';

/** `--json -`: the report goes to standard output instead of a file. */
export const STDOUT = '-';

/** The options that name a file or folder the run writes; `mirror` is a folder. */
type OutputKey = 'json' | 'sarif' | 'junit' | 'mirror' | 'cache' | 'db';
/** Each output path, and the code of the run-level error when it cannot be written. */
const OUTPUTS: Readonly<Record<OutputKey, RunErrorCode>> = {
  json: 'report-file',
  sarif: 'report-file',
  junit: 'report-file',
  mirror: 'mirror-folder',
  cache: 'cache-file',
  db: 'db-file',
};

/**
 * Throws a `RunError` (`report-file`, `mirror-folder`, `cache-file` or `db-file`) naming the
 * flag or input (`names`) and the path when an output path cannot be written: it is a folder
 * where a file goes (or a file where the mirror's folder goes), it lies under a file, or its
 * nearest existing folder is not writable. Writes nothing.
 */
export function checkOutputPaths(options: Pick<Options, OutputKey>, names: (key: RawKey) => string = (k) => k, cwd = process.cwd()): void {
  for (const [key, code] of Object.entries(OUTPUTS) as [OutputKey, RunErrorCode][]) {
    const given = options[key];
    if (given === undefined || given === '' || (key === 'json' && given === STDOUT)) continue;
    const problem = outputPathProblem(path.resolve(cwd, given), key === 'mirror' ? 'folder' : 'file');
    if (problem !== undefined) throw new RunError(code, names(key), `cannot write "${given}": ${problem}`);
  }
}

/** Why `target` cannot be written as a `kind`, or undefined when it can. */
export function outputPathProblem(target: string, kind: 'file' | 'folder'): string | undefined {
  const st = statSync(target, { throwIfNoEntry: false });
  if (st !== undefined) {
    if (kind === 'file' && st.isDirectory()) return 'it is a folder; expected a file name';
    if (kind === 'folder' && !st.isDirectory()) return 'it is a file; expected a folder';
  }
  // The file is written next to itself and renamed into place, and missing folders are made:
  // what must be writable is the nearest folder that exists.
  let dir = st?.isDirectory() ? target : path.dirname(target);
  for (;;) {
    const up = statSync(dir, { throwIfNoEntry: false });
    if (up !== undefined) {
      if (!up.isDirectory()) return `${dir} is a file, not a folder`;
      try {
        accessSync(dir, constants.W_OK | constants.X_OK);
      } catch {
        return `the folder ${dir} is not writable`;
      }
      return undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return `no folder of it exists`;
    dir = parent;
  }
}

export type ReportFileKind = 'json' | 'sarif' | 'junit';

export interface ReportFileTargets {
  /** A file, or `-` for standard output. */
  json?: string | undefined;
  sarif?: string | undefined;
  junit?: string | undefined;
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
  /** Standard output, for `json: '-'`. */
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
  await attempt('json', targets.json, async (file) => {
    await (file === STDOUT ? writeJsonReportTo(report, ctx.stdout ?? process.stdout) : writeJsonReport(report, file));
    return {};
  });
  await attempt('sarif', targets.sarif, async (file) => {
    const log = buildSarif(report, { ...roots, ...(ctx.sourceHits ? { sourceHits: ctx.sourceHits } : {}) });
    await writeSarif(log, file);
    const results = log.runs[0]?.results ?? [];
    return { results: { total: results.length, unplaced: results.filter((r) => r.locations?.[0]?.physicalLocation === undefined).length } };
  });
  await attempt('junit', targets.junit, async (file) => {
    await writeJunit(report, file, roots);
    return {};
  });
  return out;
}
