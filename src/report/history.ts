/**
 * The link-health history (issue 41): this run's row of it, the rows of N shards as one row per
 * run, and the trend chart (a Mermaid `xychart-beta` block) the job summary, `--markdown` and the
 * rolling issue show. Pure.
 */
import type { HistoryRow } from '../model/history.js';
import { changesSinceLastRun } from './changes.js';
import type { Report } from './model.js';
import { plural, thousands } from '../support/plural.js';

/** This run's row, from its finished report (fail-after and the baseline applied). */
export function historyRow(report: Report): HistoryRow {
  const c = report.counts;
  const partial = report.run.incomplete;
  const row: HistoryRow = {
    startedAt: report.run.startedAt,
    pages: c.pages,
    links: c.links,
    dead: c.dead,
    warnings: c.warnings,
    blocked: c.blocked ?? report.blocked?.length ?? 0,
    moved: report.moved?.length ?? 0,
    newDead: changesSinceLastRun(report).new.length,
    // A run cut short saw part of the site: it never counts a link as fixed.
    fixed: partial ? 0 : (report.run.fixed?.length ?? 0),
    partial,
  };
  const shared = report.run.shardCounts?.shared;
  if (report.run.shard !== undefined && shared) {
    row.shared = { links: shared.ok + shared.warnings + shared.dead, dead: shared.dead, warnings: shared.warnings };
  }
  return row;
}

const sum = (rows: readonly HistoryRow[], f: (r: HistoryRow) => number) => rows.reduce((a, r) => a + f(r), 0);
const max = (rows: readonly HistoryRow[], f: (r: HistoryRow) => number) => rows.reduce((a, r) => Math.max(a, f(r)), 0);

/**
 * The rows of one earlier run in N shards as one: the shared part (pages, and the verdicts every
 * shard makes) once, the owned part of each shard added. `blocked`, `new` and `fixed` are added
 * up, `moved` the most any shard saw: close, not exact (a shard's row does not split them).
 */
function mergeRunRows(rows: readonly HistoryRow[]): HistoryRow {
  const owned = (f: 'links' | 'dead' | 'warnings') => max(rows, (r) => r.shared?.[f] ?? 0) + sum(rows, (r) => r[f] - (r.shared?.[f] ?? 0));
  const startedAt = rows.reduce((m, r) => (Date.parse(r.startedAt) < Date.parse(m) ? r.startedAt : m), rows[0]!.startedAt);
  const partial = rows.some((r) => r.partial);
  return {
    startedAt,
    pages: max(rows, (r) => r.pages),
    links: owned('links'),
    dead: owned('dead'),
    warnings: owned('warnings'),
    blocked: sum(rows, (r) => r.blocked),
    moved: max(rows, (r) => r.moved),
    newDead: sum(rows, (r) => r.newDead),
    fixed: partial ? 0 : sum(rows, (r) => r.fixed),
    partial,
  };
}

/**
 * The history of a merged check: each shard keeps its own cache, so each shard report has its own
 * rows, and every shard ran in every run: rows are matched from the last (this run) back. This
 * run's row is the merged report's own (exact); an earlier run's row joins the shards that have one.
 * Undefined when no shard had a history (no cache).
 */
export function mergeHistories(shards: readonly Report[], merged: Report): HistoryRow[] | undefined {
  const histories = shards.map((r) => r.history ?? []).filter((h) => h.length > 0);
  if (histories.length === 0) return undefined;
  const longest = Math.max(...histories.map((h) => h.length));
  const out: HistoryRow[] = [];
  for (let back = longest - 1; back >= 1; back--) {
    out.push(mergeRunRows(histories.flatMap((h) => (h.length - 1 - back >= 0 ? [h[h.length - 1 - back]!] : []))));
  }
  const { shared: _shared, ...last } = historyRow(merged);
  out.push(last);
  return out;
}

/** A run's label on the chart's x axis: `MM-DD` (`MM-DD HH:MM` when two runs share a day). */
function labels(rows: readonly HistoryRow[]): string[] {
  const days = rows.map((r) => new Date(r.startedAt).toISOString().slice(5, 10));
  const twice = days.length !== new Set(days).size;
  return rows.map((r) => {
    const iso = new Date(r.startedAt).toISOString();
    return twice ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(5, 10);
  });
}

/**
 * The trend of dead links and warnings per run, as a Mermaid `xychart-beta` block (GitHub draws
 * it in job summaries, issues and Markdown files), with one line of text for readers that do not.
 * Empty below two rows. Everything in it is generated: dates and numbers, nothing from a page.
 */
export function trendChart(rows: readonly HistoryRow[]): string {
  if (rows.length < 2) return '';
  const top = Math.max(1, ...rows.map((r) => Math.max(r.dead, r.warnings)));
  const partial = rows.filter((r) => r.partial).length;
  const first = rows[0]!.startedAt.slice(0, 10);
  const last = rows[rows.length - 1]!;
  const text =
    `Dead links (first line) and warnings (second line) in the last ${rows.length} runs, from ${first}: ` +
    `now ${thousands(last.dead)} dead, ${plural(last.warnings, 'warning')}` +
    (partial > 0 ? `; ${partial} of these runs stopped early and saw part of the site.` : '.');
  return [
    '',
    `_${text}_`,
    '',
    '```mermaid',
    'xychart-beta',
    '  title "Dead links and warnings per run"',
    `  x-axis [${labels(rows)
      .map((l) => `"${l}"`)
      .join(', ')}]`,
    `  y-axis "Links" 0 --> ${top}`,
    `  line [${rows.map((r) => r.dead).join(', ')}]`,
    `  line [${rows.map((r) => r.warnings).join(', ')}]`,
    '```',
    '',
  ].join('\n');
}
