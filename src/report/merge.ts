/**
 * Merge the reports of one check split over N shards (`--shard i/N`) into the report a single
 * run would have written. Pure: no I/O.
 *
 * Every shard crawls all of the site's pages and requests only the external links and
 * resources it owns, so page verdicts, invalid URLs and missing fragments appear in every
 * shard report ("shared"), and every other verdict in exactly one ("owned"). Each shard
 * report carries `run.shardCounts` with that split, which makes the merged counts exact.
 */
import { readShard } from '../model/shard.js';
import { RunError } from '../errors.js';
import { countsAsPage } from '../model/page.js';
import { byPlace } from './places.js';
import { mergeHistories } from './history.js';
import type { LinkResult, MailtoRecord, MovedLink, PageRecord, Referrer, Report, RunInfo, ShardVerdictCounts, SitemapSummary } from './model.js';

interface Shard {
  report: Report;
  file: string;
  index: number;
  count: number;
  counts: { shared: ShardVerdictCounts; owned: ShardVerdictCounts };
}

const fail = (message: string): never => {
  throw new RunError('merge', undefined, `cannot merge: ${message}`);
};

const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/** JSON with object keys sorted, so two option objects compare by content, not key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'undefined';
}

const short = (v: unknown): string => {
  const s = v === undefined ? 'unset' : canonical(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

/** The options that must agree across shards: all but `shard` itself. */
function sharedOptions(run: RunInfo): Record<string, unknown> {
  const { shard: _shard, ...rest } = run.options ?? {};
  return rest;
}

/** Check that the reports are the N shards of one check; throw naming the offending file(s). */
function validate(reports: Report[], files: string[]): Shard[] {
  if (reports.length === 0) fail('no reports given');
  const name = (i: number) => files[i] ?? `report #${i + 1}`;

  const notShards = reports.map((r, i) => (typeof r.run?.shard === 'string' ? undefined : name(i))).filter((f) => f !== undefined);
  if (notShards.length > 0) {
    fail(
      `${notShards.join(', ')} ${notShards.length === 1 ? 'is not a shard report' : 'are not shard reports'} (no run.shard): merge combines the reports of a check run with --shard i/N`,
    );
  }

  const versions = new Set(reports.map((r) => r.run.version));
  if (versions.size > 1) {
    fail(`the reports come from different linkspider versions: ${reports.map((r, i) => `${name(i)} ${r.run.version}`).join(', ')}`);
  }

  const shards: Shard[] = reports.map((report, i) => {
    const shard = readShard(report.run.shard!);
    if (!shard) fail(`${name(i)} has an invalid run.shard "${report.run.shard}" (expected i/N)`);
    const { index, count } = shard!;
    if (!report.run.shardCounts) fail(`${name(i)} has no run.shardCounts, so its counts cannot be merged exactly: write it again with this linkspider`);
    return { report, file: name(i), index, count, counts: report.run.shardCounts! };
  });

  const counts = new Set(shards.map((s) => s.count));
  if (counts.size > 1) {
    fail(`the reports split the check into different numbers of shards: ${shards.map((s) => `${s.file} is ${s.index}/${s.count}`).join(', ')}`);
  }
  const n = shards[0]!.count;
  const byIndex = new Map<number, Shard>();
  for (const s of shards) {
    const other = byIndex.get(s.index);
    if (other) fail(`shard ${s.index}/${n} is given twice: ${other.file} and ${s.file}`);
    byIndex.set(s.index, s);
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    fail(
      `shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${n}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing ` +
        `(given: ${shards.map((s) => `${s.index}/${n} ${s.file}`).join(', ')})`,
    );
  }

  const first = shards[0]!;
  const starts = canonical(first.report.run.startUrls);
  const opts = sharedOptions(first.report.run);
  for (const s of shards.slice(1)) {
    if (canonical(s.report.run.startUrls) !== starts) {
      fail(`${s.file} checked other start URLs than ${first.file}: ${short(s.report.run.startUrls)} vs ${short(first.report.run.startUrls)}`);
    }
    const mine = sharedOptions(s.report.run);
    const keys = [...new Set([...Object.keys(opts), ...Object.keys(mine)])].sort();
    const differ = keys.filter((k) => canonical(mine[k]) !== canonical(opts[k]));
    if (differ.length > 0) {
      fail(`${s.file} was run with other options than ${first.file}: ` + differ.map((k) => `${k} ${short(mine[k])} vs ${short(opts[k])}`).join('; '));
    }
  }
  return shards.sort((a, b) => a.index - b.index);
}

const refKey = (r: Referrer) => `${r.page}\0${r.line}\0${r.column}\0${r.raw}`;

/** The referrers of `a` and those of `b` not already in it, in reading order. */
function joinReferrers(a: Referrer[], b: Referrer[]): Referrer[] {
  const seen = new Set(a.map(refKey));
  const out = [...a];
  for (const r of b) {
    const k = refKey(r);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(r);
  }
  // Shards found the places in any order: the merged list reads as one run's would.
  return out.sort(byPlace);
}

const total = (c: ShardVerdictCounts) => c.ok + c.warnings + c.dead;

/** The merged run: the shards ran side by side, so it spans the earliest start to the latest end. */
function mergedRun(runs: RunInfo[], n: number, warnings: LinkResult[]): RunInfo {
  const first = runs[0]!;
  const time = (iso: string) => Date.parse(iso);
  const startedAt = runs.reduce((m, r) => (time(r.startedAt) < time(m) ? r.startedAt : m), first.startedAt);
  const finishedAt = runs.reduce((m, r) => (time(r.finishedAt) > time(m) ? r.finishedAt : m), first.finishedAt);
  const incompleteReasons = [...new Set(runs.filter((r) => r.incomplete).map((r) => r.incompleteReason ?? 'unknown'))];
  const notes = [...new Set(runs.flatMap((r) => r.notes ?? []))];
  const { shard: _shard, shardCounts: _counts, ...base } = first;

  const run: RunInfo = {
    ...base,
    options: sharedOptions(first),
    startedAt,
    finishedAt,
    // The shards run side by side: the check took as long as the slowest one.
    durationMs: Math.max(...runs.map((r) => r.durationMs)),
    incomplete: incompleteReasons.length > 0,
    shards: n,
  };
  delete run.incompleteReason;
  delete run.notes;
  if (incompleteReasons.length > 0) run.incompleteReason = incompleteReasons.join(', ');
  if (notes.length > 0) run.notes = notes;
  if (first.baseline) run.baseline = { file: first.baseline.file, known: warnings.filter((w) => w.known).length };
  // Each shard's cache saw its own links recover: together, every link fixed since the last run.
  const fixed = [...new Set(runs.flatMap((r) => r.fixed ?? []))].sort();
  delete run.fixed;
  if (runs.some((r) => r.fixed !== undefined)) run.fixed = fixed;
  return run;
}

/**
 * Merge the N shard reports of one check. `files[i]` names `reports[i]` in error messages.
 * Throws an Error ("cannot merge: …") when they are not exactly the shards 1..N of one check
 * (same version, start URLs and options).
 */
export function mergeReports(reports: Report[], files: string[]): Report {
  const shards = validate(reports, files);
  const n = shards[0]!.count;

  const pages = new Map<string, PageRecord>();
  const problems = new Map<string, LinkResult>();
  const unfinishedUrls = new Set<string>();
  const mailto = new Map<string, Set<string>>();
  const moved = new Map<string, MovedLink>();
  const skipped: Record<string, number> = {};
  let shared = 0;
  let owned = 0;
  let requests = 0;
  let fromCache = 0;

  for (const { report, counts } of shards) {
    for (const p of report.pages) if (!pages.has(p.url)) pages.set(p.url, p);
    for (const r of [...report.dead, ...report.warnings, ...(report.blocked ?? [])]) {
      const had = problems.get(r.url);
      if (!had) {
        problems.set(r.url, { ...r, referrers: [...r.referrers] });
        continue;
      }
      const referrers = joinReferrers(had.referrers, r.referrers);
      // Shards disagree on a URL they all check (a flaky page): dead beats a warning.
      const winner = had.state !== 'dead' && r.state === 'dead' ? r : had;
      problems.set(r.url, { ...winner, referrers });
    }
    for (const u of report.unfinished ?? []) unfinishedUrls.add(u.url);
    for (const m of report.moved ?? []) {
      const had = moved.get(m.url);
      moved.set(m.url, had ? { ...had, referrers: joinReferrers(had.referrers, m.referrers) } : { ...m, referrers: [...m.referrers] });
    }
    for (const m of report.mailto) {
      let set = mailto.get(m.address);
      if (!set) mailto.set(m.address, (set = new Set()));
      for (const p of m.pages) set.add(p);
    }
    for (const [reason, k] of Object.entries(report.skipped)) {
      if (reason === 'other-shard') continue;
      // Every shard skips the same URLs for the same reasons (filters come before sharding).
      skipped[reason] = Math.max(skipped[reason] ?? 0, k);
    }
    shared = Math.max(shared, total(counts.shared));
    owned += total(counts.owned);
    requests += report.counts.requests;
    fromCache += report.counts.fromCache;
  }

  const all = [...problems.values()];
  // Still open in a shard when it stopped: listed as such, in the state the merge gave it.
  const unfinished = all.filter((r) => unfinishedUrls.has(r.url)).sort(byUrl);
  const dead = all.filter((r) => r.state === 'dead').sort(byUrl);
  const warnings = all.filter((r) => r.state !== 'dead' && r.blocked !== true).sort(byUrl);
  const blocked = all.filter((r) => r.state !== 'dead' && r.blocked === true).sort(byUrl);
  const mailtoList: MailtoRecord[] = [...mailto]
    .map(([address, set]) => ({ address, pages: [...set].sort() }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  const links = shared + owned;

  const run = mergedRun(
    shards.map((s) => s.report.run),
    n,
    warnings,
  );

  const merged: Report = {
    schema: reports[0]!.schema,
    version: reports[0]!.version,
    run,
    counts: {
      pages: [...pages.values()].filter(countsAsPage).length,
      links,
      ok: Math.max(0, links - dead.length - warnings.length - blocked.length),
      warnings: warnings.length,
      blocked: blocked.length,
      dead: dead.length,
      skipped: Object.values(skipped).reduce((a, b) => a + b, 0),
      mailto: mailtoList.length,
      fromCache,
      requests,
    },
    pages: [...pages.values()].sort(byUrl),
    dead,
    warnings,
    blocked,
    moved: [...moved.values()].sort(byUrl),
    mailto: mailtoList,
    skipped,
    ...(unfinished.length > 0 ? { unfinished } : {}),
    ...mergeSitemaps(reports),
  };
  const history = mergeHistories(
    shards.map((s) => s.report),
    merged,
  );
  return history ? { ...merged, history } : merged;
}

/**
 * Every shard reads every sitemap and crawls every page (listed pages included), so the shards
 * agree on what was read; dead entries are joined, and orphans are listed only when every shard
 * could say (a shard that stopped early lists none), as those all shards agree on.
 */
function mergeSitemaps(reports: readonly Report[]): Pick<Report, 'sitemaps'> {
  const all = reports.map((r) => r.sitemaps);
  const first = all.find((s) => s !== undefined);
  if (first === undefined) return {};
  const dead = [...new Set(all.flatMap((s) => s?.dead ?? []))].sort();
  const out: SitemapSummary = { read: first.read, warnings: first.warnings, listed: first.listed, dead };
  if (all.every((s) => s?.orphans !== undefined)) {
    const [one, ...rest] = all.map((s) => new Set(s!.orphans));
    out.orphans = [...one!].filter((u) => rest.every((set) => set.has(u))).sort();
  }
  return { sitemaps: out };
}
