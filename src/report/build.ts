/** Build the Report from the crawl's state once it is over. Pure: no I/O. */
import type { Options } from '../options.js';
import type { Frontier, Entry, PendingReferrer } from '../crawl/frontier.js';
import {
  REPORT_SCHEMA,
  REPORT_VERSION,
  type LinkResult,
  type MailtoRecord,
  type PageRecord,
  type Referrer,
  type Report,
  type ShardVerdictCounts,
} from './model.js';

export interface CrawlState {
  options: Options;
  frontier: Frontier;
  pages: PageRecord[];
  /** Address → ids of the pages it appears on. */
  mailto: Map<string, number[]>;
  /** Final page URL → its ids and `<a name>`s (only with fragment checking). */
  anchors: Map<string, Set<string>>;
  fragmentRefs: Array<{ url: string; fragment: string; ref: PendingReferrer }>;
  requests: number;
  fromCache: number;
  incompleteReason?: string;
  startedAt: Date;
  /** Problems of the run that are not verdicts (a mirror write or a page parse that failed); the crawl goes on. */
  notes: string[];
}

export interface RunFacts {
  version: string;
  options: Record<string, unknown>;
  startUrls: string[];
  finishedAt: Date;
}

/**
 * One referrer per place: the same page source can be reached under two URLs (`/` and
 * `/index.html` of a folder), which would otherwise list each place twice.
 */
function uniqueReferrers(refs: PendingReferrer[]): PendingReferrer[] {
  if (refs.length < 2) return refs;
  const seen = new Set<string>();
  return refs.filter((r) => {
    const key = `${r.file ?? r.pageId}\0${r.line}\0${r.column}\0${r.raw}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * With a shard: the verdict counts split into what every shard decides (crawled pages, invalid
 * URLs, missing fragments) and what only this shard requests, so `merge` can add them up
 * exactly. Owned verdicts are counted from the entries; shared ones are the rest of the
 * frontier's counts (redirect aliases are never counted, so they stay out of both). Requests
 * per URL are estimated from its attempts (HEAD→GET adds one); the split, not the total, is approximate.
 */
function shardCounts(frontier: Frontier, requests: number): { shared: ShardVerdictCounts; owned: ShardVerdictCounts } {
  const owned: ShardVerdictCounts = { ok: 0, warnings: 0, dead: 0, requests: 0 };
  for (const [key, e] of frontier.entries()) {
    if (e.crawl || e.foreign || key.startsWith('invalid:') || e.error === 'missing-fragment') continue;
    if (e.state === 'ok') owned.ok++;
    else if (e.state === 'warn') owned.warnings++;
    else if (e.state === 'dead') owned.dead++;
    if (e.method !== 'cache') owned.requests += e.attempts + (e.method === 'head+get' ? 1 : 0);
  }
  owned.requests = Math.min(owned.requests, requests);
  const c = frontier.counts;
  return {
    shared: {
      ok: c.ok - owned.ok,
      warnings: c.warnings - owned.warnings,
      dead: c.dead - owned.dead,
      requests: requests - owned.requests,
    },
    owned,
  };
}

export function buildReport(state: CrawlState, facts: RunFacts): Report {
  const { frontier, pages } = state;
  const pageUrl = (id: number) => {
    const p = pages[id]!;
    return p.finalUrl ?? p.url;
  };
  const toReferrer = (r: PendingReferrer): Referrer => {
    const out: Referrer = {
      page: pageUrl(r.pageId),
      line: r.line,
      column: r.column,
      element: r.element,
      attribute: r.attribute,
      text: r.text,
      raw: r.raw,
    };
    if (r.file !== undefined) out.file = r.file;
    return out;
  };
  const toResult = (e: Entry): LinkResult => {
    const out: LinkResult = {
      url: e.url,
      state: e.state!,
      reason: e.reason ?? '',
      redirects: e.redirects ?? [],
      referrers: uniqueReferrers(e.refs ?? []).map(toReferrer),
      internal: e.internal,
    };
    if (e.status !== undefined) out.status = e.status;
    if (e.error !== undefined) out.error = e.error;
    if (e.method !== undefined) out.method = e.method;
    if (e.attempts > 0) out.attempts = e.attempts;
    return out;
  };
  const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  const dead = frontier.problems.filter((e) => e.state === 'dead').map(toResult).sort(byUrl);
  const warnings = frontier.problems.filter((e) => e.state === 'warn').map(toResult).sort(byUrl);
  const mailto: MailtoRecord[] = [...state.mailto]
    .map(([address, ids]) => ({ address, pages: ids.map(pageUrl) }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));

  const skipped = { ...frontier.skipped };
  const unsettled = state.incompleteReason ? frontier.unsettled() : 0;
  if (unsettled > 0) skipped['not-checked'] = (skipped['not-checked'] ?? 0) + unsettled;
  const incompleteReason = state.incompleteReason ?? frontier.limitReason;
  const c = frontier.counts;
  return {
    schema: REPORT_SCHEMA,
    version: REPORT_VERSION,
    run: {
      startUrls: facts.startUrls,
      options: facts.options,
      startedAt: state.startedAt.toISOString(),
      finishedAt: facts.finishedAt.toISOString(),
      durationMs: facts.finishedAt.getTime() - state.startedAt.getTime(),
      incomplete: incompleteReason !== undefined,
      ...(incompleteReason !== undefined ? { incompleteReason } : {}),
      version: facts.version,
      ...(state.notes.length > 0 ? { notes: state.notes } : {}),
      ...(state.options.shard
        ? {
            shard: `${state.options.shard.index}/${state.options.shard.count}`,
            shardCounts: shardCounts(frontier, state.requests),
          }
        : {}),
    },
    counts: {
      pages: pages.length,
      links: c.ok + c.warnings + c.dead,
      ok: c.ok,
      warnings: c.warnings,
      dead: c.dead,
      skipped: c.skipped + unsettled,
      mailto: mailto.length,
      fromCache: state.fromCache,
      requests: state.requests,
    },
    pages: [...pages].sort(byUrl),
    dead,
    warnings,
    mailto,
    skipped,
  };
}
