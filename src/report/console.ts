/** The human report printed by the CLI: dead links grouped by URL, each with page:line:column. */
import { once } from 'node:events';
import type { LinkResult, Referrer, Report } from './model.js';
import { defuseWorkflowCommands } from './escape.js';
import { describeTrap } from '../model/trap.js';
import { describeHostsFolded, offlineHint } from '../model/host.js';
import { movedAdvisable } from '../check/moved-chain.js';
import { plural, thousands } from '../support/plural.js';

export interface ConsoleStyle {
  color: boolean;
  /**
   * Places listed per link, and orphan pages listed, before "… and N more" (default `PLACES_SHOWN`;
   * `Infinity` for all, the CLI's `--all-places`).
   */
  places?: number;
  /** Where the full lists are (the `--json` file), named in the "… and N more" line. */
  fullReport?: string;
}

/**
 * Places shown per link on the console. A link in a site's template (a navigation bar, a footer) is found on
 * every page: the Python docs put one dead URL on 1,451 pages, 110 KB of report. The first ten show where it
 * comes from, and keep such a link to a dozen lines; the JSON report has them all.
 */
export const PLACES_SHOWN = 10;

const paint = (on: boolean, code: string, s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

/**
 * Untrusted text for one line of the report: control characters, line separators and bidi
 * overrides escaped, so nothing a page says can move the cursor or recolour the terminal; and
 * workflow commands (`::cmd::` at the start, `##[cmd]` anywhere) defused, since the CLI's
 * output is a job log when it runs in GitHub Actions.
 */
export function safeText(s: string): string {
  const escaped = s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) =>
    c === '\n' || c === '\t' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return defuseWorkflowCommands(escaped);
}

function describe(r: LinkResult): string {
  if (r.goneToHome !== undefined) return 'soft 404';
  return r.status !== undefined && r.error === undefined ? `${r.status}` : safeText(r.error ?? 'error');
}

function* section(title: string, items: LinkResult[], style: ConsoleStyle, mark: string, code: string): Generator<string> {
  if (items.length === 0) return;
  yield paint(style.color, '1', `${title} (${items.length})`);
  yield '';
  for (const r of items) {
    yield `${paint(style.color, code, `${mark} ${describe(r)}`)} ${safeText(r.url)}`;
    yield `    ${safeText(r.reason)}`;
    if (r.remappedFrom !== undefined) yield `    remapped from: ${safeText(r.remappedFrom)}`;
    if (r.redirects.length > 0) {
      yield `    redirects: ${r.redirects.map((h) => `${h.status} ${safeText(h.url)}`).join(' → ')}`;
    }
    if (r.archive !== undefined) yield `    archived copy (${safeText(r.archive.date.slice(0, 10))}): ${safeText(r.archive.url)}`;
    yield* referrerLines(r.referrers, style);
  }
}

function* referrerLines(referrers: readonly Referrer[], style: ConsoleStyle): Generator<string> {
  const shown = style.places ?? PLACES_SHOWN;
  for (const ref of referrers.slice(0, shown)) {
    const where = ref.file !== undefined ? ref.file : ref.page;
    const text = ref.text ? ` "${safeText(ref.text)}"` : '';
    const at = ref.rendered !== undefined ? ` (added by JavaScript, at ${safeText(ref.rendered)})` : `:${ref.line}:${ref.column}`;
    yield `    ${paint(style.color, '2', '↳')} ${safeText(where)}${at} <${safeText(ref.element)} ${safeText(ref.attribute)}>${text}`;
  }
  if (referrers.length > shown) yield `    ${moreLine(referrers.length - shown, 'place', style)}`;
  yield '';
}

/** `… and 1,441 more places (see r.json)`: what a capped list left out, and where to find it. */
function moreLine(more: number, noun: string, style: ConsoleStyle, nouns = `${noun}s`): string {
  const where = style.fullReport !== undefined ? `see ${safeText(style.fullReport)}` : 'see --json FILE, or --all-places';
  return paint(style.color, '2', `… and ${thousands(more)} more ${more === 1 ? noun : nouns} (${where})`);
}

/**
 * Email addresses shown before "… and N more": they are facts about the site, not problems, and a
 * manual's contributor addresses (45 of 61 lines on the PostgreSQL docs) would bury the dead links.
 */
const MAILTO_SHOWN = 5;

/** The `mailto:` addresses found: a count and the first few (all with `--all-places`; the reports have all). */
function* mailtoLines(report: Report, style: ConsoleStyle): Generator<string> {
  const all = report.mailto;
  if (all.length === 0) return;
  const shown = style.places === Infinity ? Infinity : MAILTO_SHOWN;
  yield paint(style.color, '1', `Email addresses (${thousands(all.length)})`);
  yield '';
  for (const m of all.slice(0, shown)) yield `  ${safeText(m.address)}  (${plural(m.pages.length, 'page')})`;
  if (all.length > shown) yield `  ${moreLine(all.length - shown, 'email address', style, 'email addresses')}`;
  yield '';
}

/** A folder check's pages that no other page links to (reported, never a failure). */
function* orphanLines(report: Report, style: ConsoleStyle): Generator<string> {
  const orphans = report.orphans ?? [];
  if (orphans.length === 0) return;
  const shown = style.places ?? PLACES_SHOWN;
  yield paint(style.color, '1', `Orphan pages: no other page links to them (${thousands(orphans.length)})`);
  yield '';
  for (const u of orphans.slice(0, shown)) yield `  ${safeText(u)}`;
  if (orphans.length > shown) yield `  ${moreLine(orphans.length - shown, 'orphan page', style)}`;
  yield '';
}

export function formatConsoleReport(report: Report, style: ConsoleStyle): string {
  return [...consoleReportLines(report, style)].join('\n') + '\n';
}

/**
 * Write the console report to `stream` a few dozen kilobytes at a time, waiting when the stream is full: the
 * report of a large site (100,000 referrer lines) never exists as one string. A stream closed on the way (a
 * reader that went away, `| head`) ends the writing.
 */
export async function writeConsoleReport(report: Report, style: ConsoleStyle, stream: NodeJS.WritableStream): Promise<void> {
  const closed = () => (stream as { destroyed?: boolean }).destroyed === true;
  let chunk = '';
  for (const line of consoleReportLines(report, style)) {
    chunk += line + '\n';
    if (chunk.length >= 64 * 1024) {
      if (closed()) return;
      if (!stream.write(chunk)) await drainedOrClosed(stream);
      chunk = '';
    }
  }
  if (chunk !== '' && !closed()) stream.write(chunk);
}

function drainedOrClosed(stream: NodeJS.WritableStream): Promise<void> {
  const ac = new AbortController();
  return Promise.race([once(stream, 'drain', { signal: ac.signal }), once(stream, 'close', { signal: ac.signal })]).then(
    () => ac.abort(),
    () => ac.abort(),
  );
}

/** The report's lines, without line ends. */
function* consoleReportLines(report: Report, style: ConsoleStyle): Generator<string> {
  const c = report.counts;
  // URLs still open when the run stopped (64 in flight at a Ctrl-C) are one folded line below, unless every place is asked for.
  const folded = style.places === Infinity ? new Set<string>() : new Set((report.unfinished ?? []).map((u) => u.url));
  const unfolded = (items: LinkResult[]) => (folded.size === 0 ? items : items.filter((r) => !folded.has(r.url)));
  yield* section('Dead links', unfolded(report.dead), style, '✗', '31');
  yield* section('Warnings', unfolded(report.warnings), style, '!', '33');
  yield* section('Blocked by bot walls (a browser may get through)', report.blocked ?? [], style, '?', '35');
  // Advised only along chains `fix` follows (check/moved-chain.ts): never to a login page or past a temporary hop.
  const moved = (report.moved ?? []).filter(movedAdvisable);
  if (moved.length > 0) {
    yield paint(style.color, '1', `Moved permanently: update these links (${thousands(moved.length)})`);
    yield '';
    for (const m of moved) {
      yield `${paint(style.color, '36', `→ ${m.status}`)} ${safeText(m.url)}`;
      yield `    moved to ${safeText(m.to)}`;
      yield* referrerLines(m.referrers, style);
    }
  }
  yield* mailtoLines(report, style);
  yield* orphanLines(report, style);
  yield* sitemapLines(report, style);
  yield* noteLines(report, style, folded.size > 0);
  const skipped = Object.entries(report.skipped)
    .map(([k, v]) => `${thousands(v)} ${safeText(k)}`)
    .join(', ');
  const secs = (report.run.durationMs / 1000).toFixed(1);
  const verdict = c.dead > 0 ? paint(style.color, '31;1', `${thousands(c.dead)} dead`) : paint(style.color, '32;1', 'no dead links');
  const blocked = c.blocked ? `, ${thousands(c.blocked)} blocked` : '';
  yield `${verdict}, ${plural(c.warnings, 'warning')}${blocked}: checked ${plural(c.links, 'link')} on ${plural(c.pages, 'page')} in ${secs}s` +
    (skipped ? ` (skipped: ${skipped})` : '') +
    (c.mailto ? `, ${plural(c.mailto, 'email address', 'email addresses')}` : '') +
    (c.fromCache ? `, ${thousands(c.fromCache)} from cache` : '') +
    '.';
  if (report.run.incomplete) {
    yield paint(style.color, '33;1', `INCOMPLETE: the crawl stopped early (${safeText(report.run.incompleteReason ?? 'unknown')}).`);
  }
}

/** URLs shown by name in the folded line of unfinished URLs. */
const UNFINISHED_SHOWN = 3;

/** The URLs still open when the run stopped: listed above, or folded into this line (the first few, and where the rest are). */
function unfinishedLine(open: readonly LinkResult[], folded: boolean, style: ConsoleStyle): string {
  const head = `warning: ${thousands(open.length)} URL${open.length === 1 ? ' was' : 's were'} still open when the run stopped`;
  if (!folded) return `${head} (unfinished, listed above with their last result)`;
  const dead = open.some((u) => u.state === 'dead') ? ', counted as dead' : '';
  const named = open.slice(0, UNFINISHED_SHOWN).map((u) => safeText(u.url));
  const more = open.length > UNFINISHED_SHOWN ? ` ${moreLine(open.length - UNFINISHED_SHOWN, 'URL', { ...style, color: false })}` : '';
  return `${head} (unfinished${dead}): ${named.join(', ')}${more}`;
}

/** Hosts named in a notes line before it says `and N more`: enough to recognise a pattern (every CDN, every host), few enough to keep one line. */
const HOSTS_SHOWN = 5;

/**
 * What the run says about itself, printed before the summary so the summary stays the last block of the
 * output: crawl traps, hosts in trouble (folded: one line per kind, however many hosts; all of them in the
 * reports), whether the network itself seems to be missing, and URLs left unfinished.
 */
function* noteLines(report: Report, style: ConsoleStyle, unfinishedFolded: boolean): Generator<string> {
  const lines: string[] = [];
  for (const t of report.run.traps ?? []) lines.push(paint(style.color, '33', `warning: ${safeText(describeTrap(t))}`));
  const hosts = report.run.hosts ?? [];
  const shown = style.places === Infinity ? Infinity : HOSTS_SHOWN;
  for (const line of describeHostsFolded(hosts, shown)) lines.push(`note: ${safeText(line)}`);
  const offline = offlineHint(hosts, report.run.externalHosts, '--no-check-external');
  if (offline !== undefined) lines.push(paint(style.color, '33', `hint: ${offline}`));
  const open = report.unfinished ?? [];
  if (open.length > 0) lines.push(paint(style.color, '33', unfinishedLine(open, unfinishedFolded, style)));
  if (lines.length === 0) return;
  yield* lines;
  yield '';
}

/** `--sitemap`: what was read, one line per bad sitemap, and the orphans (dead entries are with the dead links). */
function* sitemapLines(report: Report, style: ConsoleStyle): Generator<string> {
  const sm = report.sitemaps;
  if (!sm) return;
  const read = sm.read.filter((r) => r.kind !== undefined).length;
  const orphans = sm.orphans ?? [];
  yield paint(
    style.color,
    '1',
    `Sitemaps: ${read} read, ${plural(sm.listed, 'page')} listed, ${plural(sm.dead.length, 'dead entry', 'dead entries')}` +
      (sm.orphans ? `, ${plural(orphans.length, 'orphan')}` : ''),
  );
  for (const w of sm.warnings) {
    const at = w.line !== undefined ? `:${w.line}:${w.column ?? 0}` : '';
    yield paint(style.color, '33', `  warning: ${safeText(w.sitemap)}${at}: ${safeText(w.message)}`);
  }
  if (orphans.length > 0) {
    const shown = style.places ?? PLACES_SHOWN;
    yield `  Orphans: listed in the sitemap, linked from no crawled page (${thousands(orphans.length)}):`;
    for (const u of orphans.slice(0, shown)) yield `    ${safeText(u)}`;
    if (orphans.length > shown) yield `    ${moreLine(orphans.length - shown, 'orphan', style)}`;
  }
  yield '';
}
