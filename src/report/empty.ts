/** A run that checked nothing is a failure, not a green check (unless `allow-empty`). */
import type { Report } from './model.js';

/**
 * One line saying why the run checked nothing, naming the switch that accepts it; undefined
 * when at least one page was parsed or `allowEmpty` is set. A check of Markdown `files` alone
 * is never empty: patterns that name no file are refused as bad input before the run, and
 * `changed-only` on a pull request that changes no Markdown rightly has nothing to read.
 */
export function nothingChecked(report: Report, allowEmpty: boolean, switchName = '--allow-empty'): string | undefined {
  if (allowEmpty || report.counts.pages > 0) return undefined;
  const files = report.run.options['files'];
  if (report.run.startUrls.length === 0 && Array.isArray(files) && files.length > 0) return undefined;
  const why = report.run.emptyReason ?? 'no page was parsed';
  return `nothing was checked: ${why} (set ${switchName} if that is expected)`;
}
