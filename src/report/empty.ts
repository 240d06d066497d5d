/** A run that checked nothing is a failure, not a green check (unless `allow-empty`). */
import type { Report } from './model.js';

/**
 * One line saying why the run checked nothing, naming the switch that accepts it; undefined
 * when at least one page was parsed or `allowEmpty` is set.
 */
export function nothingChecked(report: Report, allowEmpty: boolean, switchName = '--allow-empty'): string | undefined {
  if (allowEmpty || report.counts.pages > 0) return undefined;
  const why = report.run.emptyReason ?? 'no page was parsed';
  return `nothing was checked: ${why} (set ${switchName} if that is expected)`;
}
