/**
 * The markdown report: the Action's job summary and the `report.md` next to the JSON report.
 * Pure: Report in, string out. Every URL and text from the crawl is escaped (URLs as code
 * spans, text with every ASCII punctuation backslash-escaped), so a page cannot inject HTML,
 * links, images or table cells. With `maxBytes` the output stays under that many UTF-8 bytes:
 * rows that do not fit are replaced by "N more …" pointing at the full report.
 */
import path from 'node:path';
import type { LinkResult, MovedLink, Referrer, Report } from './model.js';
import { inRepository } from '../model/link.js';
import { clip, escapeMarkdown, markdownCode } from './escape.js';

export interface MarkdownOptions {
  /** Stay under this many UTF-8 bytes (the job summary's limit is 1 MiB). @default unlimited */
  maxBytes?: number;
  /** Where the full report is, for "N more" lines, e.g. "the artifact `linkspider-report`". */
  fullReportAt?: string;
  /** Absolute path of the served folder (options.path), to show page files instead of loopback URLs. */
  sitePath?: string;
  /** Absolute workspace folder: page files are shown relative to it. */
  workspace?: string;
  /** Most places listed per link in a table cell. @default 5 */
  maxPlacesPerLink?: number;
}

/** Longest URL or text shown in a cell; the JSON report has them in full. */
const MAX_URL = 300;
const MAX_TEXT = 80;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  const rest = Math.round(s - m * 60);
  return `${m} min ${rest} s`;
}

/** `passed`, `failed` (dead links) or `incomplete` (stopped early, no dead links). */
export function reportResult(report: Report): 'passed' | 'failed' | 'incomplete' {
  if (report.counts.dead > 0) return 'failed';
  if (report.run.incomplete) return 'incomplete';
  return 'passed';
}

function pageLabel(ref: Referrer, opts: MarkdownOptions): string {
  if (ref.file !== undefined && opts.sitePath !== undefined && !inRepository(ref)) {
    const abs = path.resolve(opts.sitePath, ...ref.file.split('/'));
    const rel = opts.workspace !== undefined ? path.relative(opts.workspace, abs) : abs;
    const shown = rel.startsWith('..') || path.isAbsolute(rel) ? ref.file : rel.split(path.sep).join('/');
    return `${markdownCode(clip(shown, MAX_URL), true)} line ${ref.line}, col ${ref.column}`;
  }
  return `${markdownCode(clip(ref.page, MAX_URL), true)} line ${ref.line}, col ${ref.column}`;
}

function places(result: Pick<LinkResult, 'referrers'>, opts: MarkdownOptions): string {
  const max = opts.maxPlacesPerLink ?? 5;
  const shown = result.referrers.slice(0, max).map((ref) => {
    const text = clip(ref.text, MAX_TEXT);
    return pageLabel(ref, opts) + (text.trim() === '' ? '' : ` “${escapeMarkdown(text)}”`);
  });
  const more = result.referrers.length - shown.length;
  if (more > 0) shown.push(`and ${plural(more, 'more place')}`);
  return shown.join('<br>');
}

function statusCell(result: LinkResult): string {
  return escapeMarkdown(clip(result.reason || (result.status !== undefined ? `HTTP ${result.status}` : (result.error ?? '')), 120));
}

function movedRow(m: MovedLink, opts: MarkdownOptions): string {
  const scope = m.internal ? '' : ' (external)';
  return `| ${m.status} | ${markdownCode(clip(m.url, MAX_URL), true)}${scope} → ${markdownCode(clip(m.to, MAX_URL), true)} | ${places(m, opts)} |`;
}

function linkRow(result: LinkResult, opts: MarkdownOptions): string {
  const url = markdownCode(clip(result.url, MAX_URL), true);
  const scope = result.internal ? '' : ' (external)';
  return `| ${statusCell(result)} | ${url}${scope} | ${places(result, opts)} |`;
}

/** Timestamps and versions as they are when they look like ones (readable report.md), else escaped. */
function plain(s: string): string {
  return /^[0-9A-Za-z][0-9A-Za-z.:+-]*$/.test(s) ? s : escapeMarkdown(s);
}

/** A byte budget that sections draw from; `fits` says whether a piece still fits. */
class Budget {
  constructor(private left: number) {}
  fits(s: string): boolean {
    return Buffer.byteLength(s, 'utf8') <= this.left;
  }
  take(s: string): string {
    this.left -= Buffer.byteLength(s, 'utf8');
    return s;
  }
}

/** Room kept for each section's "N more" line and closing tags. */
const SECTION_RESERVE = 600;

function table(
  header: string,
  rows: string[],
  budget: Budget,
  what: [one: string, many: string],
  fullReportAt: string,
): string {
  let out = budget.fits(header + '\n') ? budget.take(header + '\n') : '';
  if (out === '') return `_${plural(rows.length, what[0], what[1])} not shown: see ${fullReportAt}._\n`;
  let shown = 0;
  for (const row of rows) {
    const line = row + '\n';
    if (!budget.fits(line)) break;
    out += budget.take(line);
    shown++;
  }
  if (shown < rows.length) {
    out += budget.take(`\n_${plural(rows.length - shown, `more ${what[0]}`, `more ${what[1]}`)} not shown here: see ${fullReportAt}._\n`);
  }
  return out;
}

/**
 * Render the report. Sections: headline, dead links, warnings (collapsed), mailto
 * (collapsed), run facts (collapsed). The headline and run facts always fit; tables give
 * way first.
 */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const fullReportAt = opts.fullReportAt ?? 'the JSON report';
  const c = report.counts;
  const result = reportResult(report);
  const icon = result === 'passed' ? '✅' : result === 'failed' ? '❌' : '⚠️';
  const word = result === 'passed' ? 'passed' : result === 'failed' ? 'failed' : 'incomplete';

  // With a baseline, dead links it already knew are warnings marked `known`: shown apart.
  const knownDead = report.warnings.filter((w) => w.known);
  const warnings = report.run.baseline ? report.warnings.filter((w) => !w.known) : report.warnings;
  const usedCache = report.run.options?.['cache'] === true || c.fromCache > 0;

  let head = `## ${icon} linkspider: ${word}\n\n`;
  head +=
    `**${plural(c.pages, 'page')}** · **${plural(c.links, 'link')}** · ` +
    (report.run.baseline
      ? `**${plural(c.dead, 'new dead link')}** · ${plural(knownDead.length, 'known dead link')} · `
      : `**${plural(c.dead, 'dead link')}** · `) +
    `**${plural(warnings.length, 'warning')}** · ` +
    (c.blocked ? `${plural(c.blocked, 'blocked link')} · ` : '') +
    (usedCache ? `${c.fromCache.toLocaleString('en-US')} from cache · ` : '') +
    `${formatDuration(report.run.durationMs)}\n`;
  if (opts.fullReportAt !== undefined) head += `\nFull report: ${opts.fullReportAt}.\n`;
  if (report.run.incomplete) {
    head += `\n> [!WARNING]\n> The crawl stopped early (${escapeMarkdown(report.run.incompleteReason ?? 'incomplete')}): not every link was checked.\n`;
  }

  const facts: string[] = [
    `- Start URLs: ${report.run.startUrls.map((u) => markdownCode(clip(u, MAX_URL))).join(', ') || '—'}`,
    `- Started ${plain(report.run.startedAt)}, took ${formatDuration(report.run.durationMs)}`,
    `- ${plural(c.requests, 'request')}, ${plural(c.ok, 'link')} ok, ${plural(c.skipped, 'link')} skipped, ${plural(c.fromCache, 'verdict')} from cache, ${plural(c.mailto, 'mailto address', 'mailto addresses')}`,
  ];
  const skipped = Object.entries(report.skipped);
  if (skipped.length > 0) {
    facts.push(`- Skipped: ${skipped.slice(0, 20).map(([why, n]) => `${escapeMarkdown(why)} ${n}`).join(', ')}`);
  }
  if (report.run.shard) facts.push(`- Shard ${escapeMarkdown(report.run.shard)}`);
  if (report.run.baseline) {
    facts.push(`- Baseline ${markdownCode(clip(report.run.baseline.file, MAX_URL))}: ${plural(report.run.baseline.known, 'known dead link')} reported as warnings`);
  }
  if (report.run.failAfter !== undefined && report.run.failAfter > 1) facts.push(`- A link counts as dead after failing ${report.run.failAfter} runs in a row`);
  const notes = report.run.notes ?? [];
  for (const note of notes.slice(0, 20)) facts.push(`- Note: ${escapeMarkdown(clip(note, 500))}`);
  if (notes.length > 20) facts.push(`- ${plural(notes.length - 20, 'more note')}: see ${fullReportAt}`);
  facts.push(`- linkspider ${plain(report.run.version)}`);
  const tail = `\n<details><summary>Run facts</summary>\n\n${facts.map((f) => clip(f, 4000)).join('\n')}\n\n</details>\n`;

  const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  const budget = new Budget(limit - Buffer.byteLength(head + tail, 'utf8') - 4 * SECTION_RESERVE);
  let body = '';

  if (report.dead.length > 0) {
    const title = report.run.baseline ? 'New dead links' : 'Dead links';
    body += budget.take(`\n### ${title} (${report.dead.length.toLocaleString('en-US')})\n\n`);
    const rows = report.dead.map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['dead link', 'dead links'], fullReportAt);
  } else {
    body += budget.take(report.run.baseline ? '\nNo new dead links.\n' : '\nNo dead links.\n');
  }

  if (knownDead.length > 0 && report.run.baseline) {
    body += budget.take(`\n<details><summary>Known dead links, already in the baseline (${knownDead.length.toLocaleString('en-US')})</summary>\n\n`);
    const rows = knownDead.map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['known dead link', 'known dead links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (warnings.length > 0) {
    body += budget.take(`\n<details><summary>Warnings (${warnings.length.toLocaleString('en-US')})</summary>\n\n`);
    const rows = warnings.map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['warning', 'warnings'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  const blocked = report.blocked ?? [];
  if (blocked.length > 0) {
    body += budget.take(`\n<details><summary>Blocked by bot walls (${blocked.length.toLocaleString('en-US')}): a browser may get through</summary>\n\n`);
    const rows = blocked.map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['blocked link', 'blocked links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  // Moved links are listed in the summary only when --redirects makes them count (warn or dead).
  const moved = report.moved ?? [];
  const redirectsPolicy = report.run.options?.['redirects'];
  if (moved.length > 0 && (redirectsPolicy === 'warn' || redirectsPolicy === 'dead')) {
    body += budget.take(`\n<details><summary>Moved permanently: update these links (${moved.length.toLocaleString('en-US')})</summary>\n\n`);
    const rows = moved.map((m) => movedRow(m, opts));
    body += table('| Status | URL → moved to | Found on |\n|---|---|---|', rows, budget, ['moved link', 'moved links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (report.mailto.length > 0) {
    body += budget.take(`\n<details><summary>mailto addresses (${report.mailto.length.toLocaleString('en-US')})</summary>\n\n`);
    const rows = report.mailto.map((m) => {
      const pages = m.pages.slice(0, 3).map((p) => markdownCode(clip(p, MAX_URL), true));
      if (m.pages.length > 3) pages.push(`and ${plural(m.pages.length - 3, 'more page')}`);
      return `| ${markdownCode(clip(m.address, MAX_URL), true)} | ${pages.join('<br>')} |`;
    });
    body += table('| Address | Found on |\n|---|---|', rows, budget, ['address', 'addresses'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  return head + body + tail;
}
