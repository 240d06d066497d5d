/**
 * Workflow annotations for dead links and warnings: choose which ones to show within
 * GitHub's caps and map them to files and lines. Pure: the caller issues each one with
 * `@actions/core` (`core[a.level](a.message, annotationProperties(a))`), which escapes them.
 */
import type { LinkResult, Referrer, Report } from '../report/model.js';
import { clip, oneLine } from '../report/escape.js';
import { reasonOf, referrerFile } from '../report/places.js';
import type { AnnotationProperties } from '@actions/core';
import type { SourceHit } from './sources.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  title?: string;
  /** Workspace-relative path, forward slashes. */
  file?: string;
  line?: number;
  col?: number;
  endColumn?: number;
}

/** GitHub keeps at most 10 annotations of each level per step; more are dropped silently. */
export const GITHUB_ANNOTATION_CAP = 10;

export interface AnnotationCaps {
  error: number;
  warning: number;
}

export interface AnnotationContext {
  /** Absolute workspace folder. */
  workspace: string;
  /** Absolute path of the served folder (options.path), when a folder was checked. */
  sitePath?: string;
  /** Where dead links / warnings were found in `sources`, by URL. */
  sourceHits?: Map<string, SourceHit[]>;
  /** Where the full list is, for the "N more" notice (e.g. "the job summary and /tmp/report.md"). */
  fullListAt: string;
}

/**
 * The annotation's place and title for @actions/core's annotation functions
 * (`core.error(message, properties)`, issued by log.ts), which escape the message and every
 * property for the workflow command they write. Only the properties that are set.
 */
export function annotationProperties(a: Annotation): AnnotationProperties {
  const props: AnnotationProperties = {};
  if (a.title !== undefined && a.title !== '') props.title = a.title;
  if (a.file !== undefined && a.file !== '') props.file = a.file;
  if (a.line !== undefined) props.startLine = a.line;
  if (a.col !== undefined) props.startColumn = a.col;
  if (a.endColumn !== undefined) props.endColumn = a.endColumn;
  return props;
}

/** The workspace-relative path of a referrer's file (report/places.ts), re-exported for the Action's callers. */
export { referrerFile };

/** Where a link was found, for text: `docs/a.html:12:5` or `https://site/page (line 12, col 5)`. */
export function describeReferrer(ref: Referrer, ctx: Pick<AnnotationContext, 'workspace' | 'sitePath'>): string {
  const file = referrerFile(ref, ctx);
  return file !== undefined ? `${file}:${ref.line}:${ref.column}` : `${ref.page} (line ${ref.line}, col ${ref.column})`;
}

function why(result: LinkResult): string {
  return clip(oneLine(reasonOf(result)), 120);
}

function linkText(ref: Referrer): string {
  const t = clip(oneLine(ref.text), 80);
  return t === '' ? '' : ` "${t}"`;
}

/** One candidate annotation for one place a link was found. */
function fromReferrer(level: 'error' | 'warning', result: LinkResult, ref: Referrer, ctx: AnnotationContext): Annotation {
  const label = level === 'error' ? 'Dead link' : 'Link warning';
  const file = referrerFile(ref, ctx);
  const url = clip(result.url, 500);
  const where = file !== undefined ? '' : ` on ${clip(ref.page, 300)} (line ${ref.line}, col ${ref.column})`;
  const a: Annotation = {
    level,
    title: `${label}: ${why(result)}`,
    message: `<${ref.element} ${ref.attribute}>${linkText(ref)} → ${url}${where} — ${why(result)}`,
  };
  if (file !== undefined) {
    a.file = file;
    a.line = ref.line;
    a.col = ref.column;
  }
  return a;
}

function fromSource(level: 'error' | 'warning', result: LinkResult, hit: SourceHit, ctx: AnnotationContext): Annotation {
  const label = level === 'error' ? 'Dead link' : 'Link warning';
  const first = result.referrers[0];
  const more = result.referrers.length - 1;
  const on =
    first === undefined ? '' : ` Found at ${clip(describeReferrer(first, ctx), 400)}${more > 0 ? ` and ${more} more place${more === 1 ? '' : 's'}` : ''}.`;
  return {
    level,
    title: `${label}: ${why(result)}`,
    message: `${clip(result.url, 500)} — ${why(result)}.${on}`,
    file: hit.file,
    line: hit.line,
    col: hit.column,
    endColumn: hit.endColumn,
  };
}

/**
 * Candidates for one URL, most useful first: source hits (they show in a pull request's
 * Files tab), then places in a checked HTML file (unless a source hit is on that line), then
 * pages of a live site.
 */
function candidatesFor(level: 'error' | 'warning', result: LinkResult, ctx: AnnotationContext): Annotation[] {
  const fromSources = (ctx.sourceHits?.get(result.url) ?? []).map((h) => fromSource(level, result, h, ctx));
  const refs = result.referrers.map((r) => fromReferrer(level, result, r, ctx));
  // When `sources` also matched the built HTML, the source hit already marks that line.
  const covered = new Set(fromSources.map((a) => `${a.file}:${a.line}`));
  const withFile = refs.filter((a) => a.file !== undefined && !covered.has(`${a.file}:${a.line}`));
  const withoutFile = refs.filter((a) => a.file === undefined);
  return [...fromSources, ...withFile, ...withoutFile];
}

/**
 * Pick at most `cap` annotations: internal URLs before external ones, and one per URL
 * (round-robin) before a second place of the same URL. Returns the chosen ones and how many
 * were left out.
 */
export function choose(level: 'error' | 'warning', results: LinkResult[], cap: number, ctx: AnnotationContext): { chosen: Annotation[]; omitted: number } {
  const ordered = [...results.filter((r) => r.internal), ...results.filter((r) => !r.internal)];
  const lists = ordered.map((r) => candidatesFor(level, r, ctx));
  const total = lists.reduce((n, l) => n + l.length, 0);
  const chosen: Annotation[] = [];
  for (let round = 0; chosen.length < cap; round++) {
    let any = false;
    for (const list of lists) {
      if (round < list.length) {
        any = true;
        if (chosen.length < cap) chosen.push(list[round]!);
      }
    }
    if (!any) break;
  }
  return { chosen, omitted: total - chosen.length };
}

/**
 * All annotations for a report: errors for dead links, warnings for warnings (each within
 * its cap), then one notice when some were left out.
 */
export function buildAnnotations(report: Report, caps: AnnotationCaps, ctx: AnnotationContext): Annotation[] {
  const errors = choose('error', report.dead, caps.error, ctx);
  // Blocked links are warnings too (in their own report section).
  const warnings = choose('warning', [...report.warnings, ...(report.blocked ?? [])], caps.warning, ctx);
  const out = [...errors.chosen, ...warnings.chosen];
  if (errors.omitted > 0 || warnings.omitted > 0) {
    const parts: string[] = [];
    if (errors.omitted > 0) parts.push(`${errors.omitted} more dead-link annotation${errors.omitted === 1 ? '' : 's'}`);
    if (warnings.omitted > 0) parts.push(`${warnings.omitted} more warning annotation${warnings.omitted === 1 ? '' : 's'}`);
    out.push({
      level: 'notice',
      title: 'linkspider: more results than annotations',
      message:
        `${parts.join(' and ')} not shown (GitHub shows at most ${GITHUB_ANNOTATION_CAP} per type per step). ` +
        `${report.counts.dead} dead link${report.counts.dead === 1 ? '' : 's'} and ${report.counts.warnings} warning${report.counts.warnings === 1 ? '' : 's'} in all: see ${ctx.fullListAt}.`,
    });
  }
  return out;
}
