/** Why a start URL was not parsed, for a run that parsed no page at all (`run.emptyReason`). */
import type { FetchOutcome } from '../../http/types.js';
import { isHtmlContentType } from '../../extract/charset.js';
import type { Entry } from '../../model/entry.js';
import { answerOf, headOf } from '../../model/outcome.js';

/** One line: why the start URL `entry`, settled from `outcome`, was not parsed. */
export function unparsedStartReason(entry: Readonly<Entry>, outcome: FetchOutcome): string {
  const url = entry.url;
  const state = entry.state.kind === 'settled' ? entry.state : undefined;
  const reason = state?.reason || undefined;
  const head = headOf(outcome);
  if (outcome.kind === 'error' && head === undefined) return `cannot reach start URL ${url}: ${reason ?? outcome.error}`;
  if (state?.verdict !== 'ok') return `start URL ${url} answered ${reason ?? `HTTP ${answerOf(outcome).status}`}`;
  const contentType = head?.contentType ?? '';
  if (!isHtmlContentType(contentType)) {
    const served = contentType ? `served as ${contentType.split(';')[0]!.trim()}` : 'served without a content type';
    return `start URL ${url} is ${served}, not as an HTML page`;
  }
  if (outcome.redirects.length > 0) return `start URL ${url} redirects to ${outcome.finalUrl}, outside the site`;
  return `start URL ${url} was not parsed`;
}

/**
 * One line: why a run parsed no page — a folder with no HTML file, a start URL that was not
 * parsed (the first one's reason), or a stop before any page was read.
 */
export function emptyRunReason(
  folderFiles: number | undefined,
  folder: string | undefined,
  unparsedStarts: readonly string[],
  stoppedBy: string | undefined,
): string {
  if (folderFiles === 0) return `the folder ${folder} has no .html or .htm file to check`;
  return unparsedStarts[0] ?? `the crawl stopped (${stoppedBy ?? 'incomplete'}) before any page was parsed`;
}
