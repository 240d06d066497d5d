/**
 * A baseline report (`--baseline`, Action input `baseline`): read once, for a check (runCheck
 * hands it to the crawl's finishing step) or a merge of shard reports (`withBaseline`).
 */
import { RunError } from '../errors.js';
import { applyBaseline, type Baseline } from '../report/adjust.js';
import { readJsonReport } from '../report/json.js';
import type { Report } from '../report/model.js';

export type { Baseline };

/** Read the baseline file; an unusable one is a `baseline-file` error naming `input` (the flag or Action input), before any request. */
export async function readBaseline(file: string, input: string): Promise<Baseline> {
  try {
    return { report: await readJsonReport(file), file };
  } catch (e) {
    throw new RunError('baseline-file', input, (e as Error).message, { cause: e });
  }
}

/**
 * A report with the baseline applied: its dead links known in the baseline become warnings.
 * For a merged report: shards that had the baseline already marked theirs, and each known link
 * is counted once.
 */
export function withBaseline(report: Report, baseline: Baseline): Report {
  return applyBaseline(report, baseline.report, baseline.file);
}
