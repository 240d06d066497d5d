/**
 * `merge` as the CLI (`linkspider merge --baseline`) and the Action (`merge` + `baseline`) both
 * run it: the shard reports read and merged, then the baseline applied once to the whole
 * (app/baseline.ts), so the two faces give the same report for the same shards and baseline.
 */
import { isRunError, RunError } from '../errors.js';
import { readJsonReport } from '../report/json.js';
import { mergeReports } from '../report/merge.js';
import type { Report } from '../report/model.js';
import { readBaseline, withBaseline } from './baseline.js';

/**
 * Merge the shard reports `files` (named `names` in messages and in the report), then apply the
 * baseline when one is given. A baseline that cannot be read is a `baseline-file` error naming
 * `baseline.input` (the flag or input); shards that cannot be read or merged, a `merge` error
 * saying why (naming `input`, the Action's `merge` input, when given).
 */
export async function mergeShardFiles(
  files: readonly string[],
  names: readonly string[],
  baseline?: { file: string; input: string },
  input?: string,
): Promise<Report> {
  const known = baseline !== undefined ? await readBaseline(baseline.file, baseline.input) : undefined;
  const read = (f: string) =>
    readJsonReport(f).catch((e: unknown) => {
      throw new RunError('merge', input, (e as Error).message, { cause: e });
    });
  let report: Report;
  try {
    report = mergeReports(await Promise.all(files.map(read)), [...names]);
  } catch (e) {
    throw isRunError(e, 'merge') && e.input === undefined && input !== undefined ? e.about(input) : e;
  }
  return known !== undefined ? withBaseline(report, known) : report;
}
