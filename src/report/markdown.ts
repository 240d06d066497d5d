/**
 * The markdown report: the Action's job summary and the `report.md` next to the JSON report.
 * Pure: Report in, string out. Every URL and text from the crawl is escaped: http(s) URLs
 * become links whose destination is percent-encoded where it could break out (see
 * `markdownLink`), anything else a code span, and text has every ASCII punctuation
 * backslash-escaped, so a page cannot inject HTML, links, images or table cells. With
 * `maxBytes` the output stays under that many UTF-8 bytes: rows that do not fit are
 * replaced by "N more …" pointing at the full report.
 */
import path from 'node:path';
import { describeTrap } from '../model/trap.js';
import { describeHost, offlineHint } from '../model/host.js';
import { movedAdvisable } from '../check/moved-chain.js';
import type { LinkResult, MovedLink, Referrer, Report } from './model.js';
import { inRepository } from '../model/link.js';
import { clip, escapeMarkdown, linkOrCode, markdownCode, markdownLink } from './escape.js';
import { changesSinceLastRun, shownWarnings } from './changes.js';
import { plural, thousands } from '../support/plural.js';
import { reasonOf } from './places.js';
import { trendChart } from './history.js';

/** A place in a source file where a dead link is written (the Action's `sources`). */
export interface SourcePlace {
  /** Workspace-relative path, forward slashes. */
  file: string;
  line: number;
}

export interface MarkdownOptions {
  /** Stay under this many UTF-8 bytes (the job summary's limit is 1 MiB: `SUMMARY_LIMIT_BYTES`). @default unlimited */
  maxBytes?: number;
  /** Where the full report is, for "N more" lines (markdown, may be a link). @default "the JSON report" */
  fullReportAt?: string;
  /** The headline's line about the full report (markdown). @default `Full report: <fullReportAt>.` when that is given */
  fullReportLine?: string;
  /** Absolute path of the served folder (options.path), to show page files instead of URLs. */
  sitePath?: string;
  /** Absolute workspace folder: page files are shown relative to it. */
  workspace?: string;
  /** Most places listed per link in a table cell. @default 5 */
  maxPlacesPerLink?: number;
  /** Places in source files per dead URL (from `sources`), shown under the pages. */
  sources?: ReadonlyMap<string, readonly SourcePlace[]>;
  /** The URL of a source file at a line (GitHub at the run's commit); without it files are not links. */
  sourceUrl?: (file: string, line: number) => string | undefined;
}

/** GitHub rejects a step summary over 1 MiB; keep a margin below it (`--markdown` keeps to it too). */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 24 * 1024;

/** Longest URL or text shown in a cell; the JSON report has them in full. */
const MAX_URL = 300;
const MAX_TEXT = 80;
/** Source places shown per link. */
const MAX_SOURCES = 3;

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

/** A URL as a link (http/https) or a code span (a site path, an invalid URL). */
function urlCell(url: string, inTable = true): string {
  return linkOrCode(clip(url, MAX_URL), url, inTable);
}

/** A folder page's file, relative to the workspace when it is inside it (a Markdown file's place already is its repository path). */
function pageFile(ref: Referrer, opts: MarkdownOptions): string | undefined {
  if (ref.file === undefined || opts.sitePath === undefined || inRepository(ref)) return undefined;
  const abs = path.resolve(opts.sitePath, ...ref.file.split('/'));
  const rel = opts.workspace !== undefined ? path.relative(opts.workspace, abs) : abs;
  return rel.startsWith('..') || path.isAbsolute(rel) ? ref.file : rel.split(path.sep).join('/');
}

/** The page a link is on: its file (or URL) as the label, a link to its public URL when it has one. */
function pageLabel(ref: Referrer, opts: MarkdownOptions): string {
  const file = pageFile(ref, opts);
  const label = file ?? ref.page;
  const at = ref.rendered !== undefined ? `added by JavaScript, at ${markdownCode(clip(ref.rendered, MAX_URL))}` : `line ${ref.line}, col ${ref.column}`;
  return `${linkOrCode(clip(label, MAX_URL), ref.page, true)} ${at}`;
}

function places(result: Pick<LinkResult, 'url' | 'referrers'>, opts: MarkdownOptions): string {
  const max = opts.maxPlacesPerLink ?? 5;
  const shown = result.referrers.slice(0, max).map((ref) => {
    const text = clip(ref.text, MAX_TEXT);
    return pageLabel(ref, opts) + (text.trim() === '' ? '' : ` “${escapeMarkdown(text)}”`);
  });
  const more = result.referrers.length - shown.length;
  if (more > 0) shown.push(`and ${plural(more, 'more place')}`);
  const sources = opts.sources?.get(result.url) ?? [];
  for (const hit of sources.slice(0, MAX_SOURCES)) {
    const label = escapeMarkdown(clip(`${hit.file}:${hit.line}`, MAX_URL));
    const url = opts.sourceUrl?.(hit.file, hit.line);
    shown.push(`source ${url !== undefined ? markdownLink(label, url) : label}`);
  }
  if (sources.length > MAX_SOURCES) shown.push(`and ${plural(sources.length - MAX_SOURCES, 'more source place')}`);
  return shown.join('<br>');
}

/**
 * The status, after the redirect chain that led to it: `404 Not Found`, `301 → 410 Gone`.
 * No "HTTP " prefix: the column says it, and without it the cell stays one line wide.
 */
function statusCell(result: LinkResult): string {
  const final = result.goneToHome !== undefined ? 'soft 404' : reasonOf(result, '').replace(/^HTTP (?=\d)/, '');
  const chain = result.redirects.map((h) => String(h.status));
  const text = chain.length > 0 ? `${chain.join(' → ')} → ${final}` : final;
  return escapeMarkdown(clip(text, 160));
}

/** Dead-link rows shown open; the rest are one click away, so the counts and the worst links stay on the first screen. */
const OPEN_ROWS = 50;

function movedRow(m: MovedLink, opts: MarkdownOptions): string {
  const scope = m.internal ? '' : ' (external)';
  return `| ${m.status} | ${urlCell(m.url)}${scope} → ${urlCell(m.to)} | ${places(m, opts)} |`;
}

function linkRow(result: LinkResult, opts: MarkdownOptions): string {
  const scope = result.internal ? '' : ' (external)';
  // A soft 404 says where it landed: the page is gone, the home page is no replacement.
  const landed = result.goneToHome !== undefined ? ` → gone to ${urlCell(result.goneToHome)}` : '';
  const copy =
    result.archive !== undefined ? `<br>${markdownLink(`archived copy (${escapeMarkdown(result.archive.date.slice(0, 10))})`, result.archive.url)}` : '';
  // `remap`: the URL checked first, then the link as written.
  const written = result.remappedFrom !== undefined ? `<br>remapped from ${urlCell(result.remappedFrom)}` : '';
  return `| ${statusCell(result)}${streakNote(result)} | ${urlCell(result.url)}${scope}${landed}${written}${copy} | ${places(result, opts)} |`;
}

/**
 * With a cache, how long a link has been failing: `dead since 2026-11-02 (3 runs)`, `new` for a
 * dead link failing for the first time (a warning: `failing since`).
 */
function streakNote(result: LinkResult): string {
  const since = result.since ?? result.failingSince;
  const runs = result.failingRuns;
  if (since === undefined || runs === undefined) return '';
  if (result.state === 'dead' && runs <= 1) return '<br>**new**';
  const word = result.state === 'dead' ? 'dead' : 'failing';
  return `<br>${word} since ${plain(since.slice(0, 10))} (${plural(runs, 'run')})`;
}

/** Most-linked first (the fix that helps most), then by URL. */
function byImpact(a: LinkResult, b: LinkResult): number {
  return b.referrers.length - a.referrers.length || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
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

function table(header: string, rows: string[], budget: Budget, what: [one: string, many: string], fullReportAt: string): string {
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

/** The headline: result, counts, changes since the last run, the full report's place, cautions. */
function headline(report: Report, opts: MarkdownOptions, changes: ReturnType<typeof changesSinceLastRun>, warnings: number, orphans: number): string {
  const c = report.counts;
  const result = reportResult(report);
  const icon = result === 'passed' ? '✅' : result === 'failed' ? '❌' : '⚠️';
  const word = result === 'passed' ? 'passed' : result === 'failed' ? 'failed' : 'incomplete';
  const usedCache = report.run.options?.['cache'] === true || c.fromCache > 0;
  let head = `## ${icon} linkspider: ${word}\n\n`;
  head +=
    `**${plural(c.pages, 'page')}** · **${plural(c.links, 'link')}** · ` +
    (report.run.baseline
      ? `**${plural(c.dead, 'new dead link')}** · ${plural(changes.known.length, 'known dead link')} · `
      : `**${plural(c.dead, 'dead link')}** · `) +
    `**${plural(warnings, 'warning')}** · ` +
    (orphans > 0 ? `${plural(orphans, 'orphan page')} · ` : '') +
    ((report.sitemaps?.orphans?.length ?? 0) > 0 ? `${plural(report.sitemaps!.orphans!.length, 'sitemap orphan')} · ` : '') +
    (c.blocked ? `${plural(c.blocked, 'blocked link')} · ` : '') +
    (usedCache ? `${thousands(c.fromCache)} from cache · ` : '') +
    `${formatDuration(report.run.durationMs)}\n`;
  if (changes.tracked) {
    head += `\nSince the last run: **${plural(changes.new.length, 'new dead link')}**, **${thousands(changes.fixed.length)} fixed**.\n`;
  }
  const fullReportLine = opts.fullReportLine ?? (opts.fullReportAt !== undefined ? `Full report: ${opts.fullReportAt}.` : undefined);
  if (fullReportLine !== undefined) head += `\n${fullReportLine}\n`;
  if (c.pages === 0 && report.run.emptyReason !== undefined) {
    head += `\n> [!CAUTION]\n> Nothing was checked: ${escapeMarkdown(clip(report.run.emptyReason, 500))}.\n`;
  }
  if (report.run.incomplete) {
    head += `\n> [!WARNING]\n> The crawl stopped early (${escapeMarkdown(report.run.incompleteReason ?? 'incomplete')}): not every link was checked.\n`;
  }
  return head;
}

/** The collapsed run facts: start URLs, timing, counts, shard, baseline, traps, hosts, notes. */
function runFacts(report: Report, fullReportAt: string): string {
  const c = report.counts;
  const facts: string[] = [
    `- Start URLs: ${report.run.startUrls.map((u) => urlCell(u, false)).join(', ') || '—'}`,
    `- Started ${plain(report.run.startedAt)}, took ${formatDuration(report.run.durationMs)}`,
    `- ${plural(c.requests, 'request')}, ${plural(c.ok, 'link')} ok, ${plural(c.skipped, 'link')} skipped, ${plural(c.fromCache, 'verdict')} from cache, ${plural(c.mailto, 'mailto address', 'mailto addresses')}`,
  ];
  const skipped = Object.entries(report.skipped);
  if (skipped.length > 0) {
    facts.push(
      `- Skipped: ${skipped
        .slice(0, 20)
        .map(([why, n]) => `${escapeMarkdown(why)} ${n}`)
        .join(', ')}`,
    );
  }
  if (report.run.shard) facts.push(`- Shard ${escapeMarkdown(report.run.shard)}`);
  if (report.run.baseline) {
    facts.push(
      `- Baseline ${markdownCode(clip(report.run.baseline.file, MAX_URL))}: ${plural(report.run.baseline.known, 'known dead link')} reported as warnings`,
    );
  }
  if (report.run.failAfter !== undefined && report.run.failAfter > 1) facts.push(`- A link counts as dead after failing ${report.run.failAfter} runs in a row`);
  for (const t of report.run.traps ?? []) facts.push(`- Warning: ${escapeMarkdown(clip(describeTrap(t), 500))}`);
  const hosts = report.run.hosts ?? [];
  for (const h of hosts.slice(0, 20)) facts.push(`- ${escapeMarkdown(clip(describeHost(h), 500))}`);
  if (hosts.length > 20) facts.push(`- ${plural(hosts.length - 20, 'more slow or down host')}: see ${fullReportAt}`);
  const offline = offlineHint(hosts, report.run.externalHosts, '`check-external: false`');
  if (offline !== undefined) facts.push(`- Hint: ${offline}`);
  const notes = report.run.notes ?? [];
  for (const note of notes.slice(0, 20)) facts.push(`- Note: ${escapeMarkdown(clip(note, 500))}`);
  if (notes.length > 20) facts.push(`- ${plural(notes.length - 20, 'more note')}: see ${fullReportAt}`);
  facts.push(`- linkspider ${plain(report.run.version)}`);
  return `\n<details><summary>Run facts</summary>\n\n${facts.map((f) => clip(f, 4000)).join('\n')}\n\n</details>\n`;
}

/** The collapsed sitemaps section: what was read, problems, dead entries, orphans. */
function sitemapSection(sitemaps: NonNullable<Report['sitemaps']>, budget: Budget, fullReportAt: string): string {
  let body = '';
  const so = sitemaps.orphans ?? [];
  const parts = [
    plural(sitemaps.read.filter((r) => r.kind !== undefined).length, 'sitemap'),
    `${plural(sitemaps.listed, 'page')} listed`,
    plural(sitemaps.dead.length, 'dead entry', 'dead entries'),
    ...(sitemaps.orphans ? [plural(so.length, 'orphan')] : []),
    ...(sitemaps.warnings.length > 0 ? [plural(sitemaps.warnings.length, 'problem')] : []),
  ];
  body += budget.take(`\n<details><summary>Sitemaps: ${parts.join(', ')}</summary>\n\n`);
  if (sitemaps.warnings.length > 0) {
    const rows = sitemaps.warnings.map(
      (w) => `| ${urlCell(w.sitemap)}${w.line !== undefined ? ` line ${w.line}, col ${w.column ?? 0}` : ''} | ${escapeMarkdown(clip(w.message, 500))} |`,
    );
    body += table('| Sitemap | Problem |\n|---|---|', rows, budget, ['sitemap problem', 'sitemap problems'], fullReportAt);
  }
  if (sitemaps.dead.length > 0) body += budget.take(`\nDead entries are listed with the dead links above, found on their sitemap.\n`);
  if (so.length > 0) {
    body += budget.take(`\nOrphans: pages in the sitemap that no crawled page links to (reported, never a failure).\n\n`);
    body += table(
      '| Page |\n|---|',
      so.map((u) => `| ${urlCell(u)} |`),
      budget,
      ['orphan', 'orphans'],
      fullReportAt,
    );
  }
  body += budget.take('\n</details>\n');
  return body;
}

/**
 * Render the report. Sections: headline, the trend chart (with a history of two runs or more),
 * dead links, warnings (collapsed), mailto (collapsed), run facts (collapsed). The headline and run facts always fit; tables give
 * way first.
 */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const fullReportAt = opts.fullReportAt ?? 'the JSON report';

  // With a baseline, dead links it already knew are warnings marked `known`: shown apart.
  const changes = changesSinceLastRun(report);
  const knownDead = changes.known;
  const warnings = shownWarnings(report);
  const orphans = report.orphans ?? [];

  const head = headline(report, opts, changes, warnings.length, orphans.length);

  const tail = runFacts(report, fullReportAt);

  const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  const budget = new Budget(limit - Buffer.byteLength(head + tail, 'utf8') - 6 * SECTION_RESERVE);
  // The trend once there are two runs: small (dates and numbers), and only when it fits.
  const chart = trendChart(report.history ?? []);
  let body = chart !== '' && budget.fits(chart) ? budget.take(chart) : '';

  if (report.dead.length > 0) {
    const title = report.run.baseline ? 'New dead links' : 'Dead links';
    body += budget.take(`\n### ${title} (${thousands(report.dead.length)})\n\n`);
    const rows = [...report.dead].sort(byImpact).map((r) => linkRow(r, opts));
    const header = '| Status | URL | Found on |\n|---|---|---|';
    body += table(header, rows.slice(0, OPEN_ROWS), budget, ['dead link', 'dead links'], fullReportAt);
    if (rows.length > OPEN_ROWS) {
      const rest = rows.slice(OPEN_ROWS);
      body += budget.take(`\n<details><summary>${plural(rest.length, 'more dead link')}, less linked</summary>\n\n`);
      body += table(header, rest, budget, ['dead link', 'dead links'], fullReportAt);
      body += budget.take('\n</details>\n');
    }
  } else {
    body += budget.take(report.run.baseline ? '\nNo new dead links.\n' : '\nNo dead links.\n');
  }

  if (knownDead.length > 0 && report.run.baseline) {
    body += budget.take(`\n<details><summary>Known dead links, already in the baseline (${thousands(knownDead.length)})</summary>\n\n`);
    const rows = [...knownDead].sort(byImpact).map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['known dead link', 'known dead links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (warnings.length > 0) {
    body += budget.take(`\n<details><summary>Warnings (${thousands(warnings.length)})</summary>\n\n`);
    const rows = [...warnings].sort(byImpact).map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['warning', 'warnings'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  const blocked = report.blocked ?? [];
  if (blocked.length > 0) {
    body += budget.take(`\n<details><summary>Blocked by bot walls (${thousands(blocked.length)}): a browser may get through</summary>\n\n`);
    const rows = blocked.map((r) => linkRow(r, opts));
    body += table('| Status | URL | Found on |\n|---|---|---|', rows, budget, ['blocked link', 'blocked links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  // Moved links are listed in the summary only when --redirects makes them count (warn or dead).
  // Advised only along chains `fix` follows (check/moved-chain.ts): never to a login page or past a temporary hop.
  const moved = (report.moved ?? []).filter(movedAdvisable);
  const redirectsPolicy = report.run.options?.['redirects'];
  if (moved.length > 0 && (redirectsPolicy === 'warn' || redirectsPolicy === 'dead')) {
    body += budget.take(`\n<details><summary>Moved permanently: update these links (${thousands(moved.length)})</summary>\n\n`);
    const rows = moved.map((m) => movedRow(m, opts));
    body += table('| Status | URL → moved to | Found on |\n|---|---|---|', rows, budget, ['moved link', 'moved links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (report.mailto.length > 0) {
    body += budget.take(`\n<details><summary>mailto addresses (${thousands(report.mailto.length)})</summary>\n\n`);
    const rows = report.mailto.map((m) => {
      const pages = m.pages.slice(0, 3).map((p) => urlCell(p));
      if (m.pages.length > 3) pages.push(`and ${plural(m.pages.length - 3, 'more page')}`);
      return `| ${markdownCode(clip(m.address, MAX_URL), true)} | ${pages.join('<br>')} |`;
    });
    body += table('| Address | Found on |\n|---|---|', rows, budget, ['address', 'addresses'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (changes.fixed.length > 0) {
    body += budget.take(`\n<details><summary>Fixed since the last run (${thousands(changes.fixed.length)})</summary>\n\n`);
    const rows = changes.fixed.map((u) => `| ${urlCell(u)} |`);
    body += table('| URL |\n|---|', rows, budget, ['fixed link', 'fixed links'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  if (report.sitemaps) body += sitemapSection(report.sitemaps, budget, fullReportAt);

  if (orphans.length > 0) {
    body += budget.take(`\n<details><summary>Orphan pages: no other page links to them (${thousands(orphans.length)})</summary>\n\n`);
    const rows = orphans.map((u) => `| ${urlCell(u)} |`);
    body += table('| Page |\n|---|', rows, budget, ['orphan page', 'orphan pages'], fullReportAt);
    body += budget.take('\n</details>\n');
  }

  return head + body + tail;
}
