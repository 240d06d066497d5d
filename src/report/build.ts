/** Build the Report from a snapshot of the crawl once it is over. Pure: no I/O. */
import type { PendingReferrer, RedirectHop } from '../model/link.js';
import type { Entry } from '../model/entry.js';
import type { CrawlSnapshot } from '../model/snapshot.js';
import { countsAsPage } from '../model/page.js';
import {
  REPORT_SCHEMA,
  REPORT_VERSION,
  type LinkResult,
  type MailtoRecord,
  type MovedLink,
  type Referrer,
  type Report,
  type ShardVerdictCounts,
} from './model.js';
import { byPlace } from './places.js';

export interface RunFacts {
  version: string;
  options: Record<string, unknown>;
  startUrls: string[];
  finishedAt: Date;
}

/**
 * A link's places in reading order (`byPlace`: by page URL, then line and column; the order the pages were
 * fetched in differs between runs), one referrer per place: the same page source can be reached under two
 * URLs (`/` and `/index.html` of a folder), which would otherwise list each place twice.
 */
function placesOf(refs: readonly PendingReferrer[], toReferrer: (r: PendingReferrer) => Referrer): Referrer[] {
  const ordered = refs.map(toReferrer).sort(byPlace);
  if (ordered.length < 2) return ordered;
  const seen = new Set<string>();
  return ordered.filter((r) => {
    const key = `${r.file ?? r.page}\0${r.line}\0${r.column}\0${r.raw}`;
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
function shardCounts(state: CrawlSnapshot): { shared: ShardVerdictCounts; owned: ShardVerdictCounts } {
  const owned: ShardVerdictCounts = { ok: 0, warnings: 0, dead: 0, requests: 0 };
  const requests = state.requests;
  for (const [key, e] of state.entries()) {
    // Pages and stylesheets are requested by every shard: shared.
    if (e.crawl || e.everyShard || e.foreign || key.startsWith('invalid:')) continue;
    if (e.state.kind === 'settled') {
      // Missing fragments and repository paths are decided alike by every shard (each reads every page and file).
      if (e.state.error === 'missing-fragment' || e.method === 'file') continue;
      if (e.state.verdict === 'ok') owned.ok++;
      else if (e.state.verdict === 'warn') owned.warnings++;
      else if (e.state.verdict === 'dead') owned.dead++;
    }
    if (e.method !== 'cache') owned.requests += e.attempts + (e.method === 'head+get' ? 1 : 0);
  }
  owned.requests = Math.min(owned.requests, requests);
  const c = state.counts;
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

/**
 * A moved link's whole redirect chain. Its request ends where a redirect reaches a URL this run
 * had checked already (the client's `known`), so that URL's own chain, when it has one, is the
 * rest of it: joined here, so `to` is where the link really ends and every hop is listed.
 */
function joinedChain(
  e: Readonly<Entry>,
  to: string,
  byKey: ReadonlyMap<string, Readonly<Entry>>,
): { redirects: RedirectHop[]; to: string; finalStatus?: number } {
  const s = e.state.kind === 'settled' ? e.state : undefined;
  const redirects = [...(s?.redirects ?? [])];
  let finalStatus = s?.status;
  const seen = new Set([e.url]);
  for (let k = byKey.get(to); k !== undefined && !seen.has(k.url); k = byKey.get(to)) {
    seen.add(k.url);
    if (k.state.kind !== 'settled' || k.state.redirects.length === 0 || k.finalUrl === undefined) break;
    redirects.push(...k.state.redirects);
    to = k.finalUrl;
    finalStatus = k.state.status;
  }
  return finalStatus === undefined ? { redirects, to } : { redirects, to, finalStatus };
}

/** How the snapshot's entries and pending referrers read in the report (page ids become page URLs). */
function resultMapper(pages: CrawlSnapshot['pages']) {
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
    if (r.rendered !== undefined) out.rendered = r.rendered;
    return out;
  };
  const toResult = (e: Readonly<Entry>): LinkResult => {
    const v = e.state;
    if (v.kind !== 'settled') throw new Error(`not settled: ${e.url}`);
    const out: LinkResult = {
      url: e.url,
      state: v.verdict,
      reason: v.reason,
      redirects: [...v.redirects],
      referrers: placesOf(e.refs ?? [], toReferrer),
      internal: e.internal,
    };
    if (v.status !== undefined) out.status = v.status;
    if (v.error !== undefined) out.error = v.error;
    if (e.method !== undefined) out.method = e.method;
    if (e.attempts > 0) out.attempts = e.attempts;
    if (v.blocked === true) out.blocked = true;
    if (v.goneToHome !== undefined) out.goneToHome = v.goneToHome;
    if (v.https !== undefined) out.https = v.https;
    return out;
  };
  return { toReferrer, toResult, pageUrl };
}

/** Every link that moved permanently, with its whole chain joined across the entries it went through. */
function movedLinks(state: CrawlSnapshot, toReferrer: (r: PendingReferrer) => Referrer): MovedLink[] {
  const byKey = state.moved.length > 0 ? new Map(state.entries()) : undefined;
  return state.moved.map((e) => {
    const m = e.state.kind === 'settled' ? e.state.moved : undefined;
    const chain = joinedChain(e, m?.to ?? e.url, byKey!);
    return {
      url: e.url,
      to: chain.to,
      status: m?.status ?? 0,
      redirects: chain.redirects,
      ...(chain.finalStatus !== undefined ? { finalStatus: chain.finalStatus } : {}),
      internal: e.internal,
      referrers: placesOf(e.refs ?? [], toReferrer),
    };
  });
}

export function buildReport(state: CrawlSnapshot, facts: RunFacts): Report {
  const { pages } = state;
  const { toReferrer, toResult, pageUrl } = resultMapper(pages);
  const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  const unfinishedUrls = new Set(state.problems.filter((e) => e.unfinished).map((e) => e.url));
  const dead = state.problems
    .filter((e) => e.state.kind === 'settled' && e.state.verdict === 'dead')
    .map(toResult)
    .sort(byUrl);
  const warned = state.problems
    .filter((e) => e.state.kind === 'settled' && e.state.verdict === 'warn')
    .map(toResult)
    .sort(byUrl);
  const warnings = warned.filter((r) => r.blocked !== true);
  const blocked = warned.filter((r) => r.blocked === true);
  const moved = movedLinks(state, toReferrer).sort(byUrl);
  const unfinished = [...dead, ...warnings].filter((r) => unfinishedUrls.has(r.url)).sort(byUrl);
  const traps = state.traps;
  const mailto: MailtoRecord[] = [...state.mailto]
    .map(([address, ids]) => ({ address, pages: [...ids].map(pageUrl).sort() }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));

  const skipped = { ...state.skipped };
  const unsettled = state.unsettled;
  if (unsettled > 0) skipped['not-checked'] = (skipped['not-checked'] ?? 0) + unsettled;
  const incompleteReason = state.incompleteReason;
  const c = state.counts;
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
      ...(state.notes.length > 0 ? { notes: [...state.notes] } : {}),
      stats: state.stats,
      ...(traps.length > 0 ? { traps: traps.map((t) => ({ ...t })) } : {}),
      ...(state.hosts !== undefined && state.hosts.length > 0 ? { hosts: state.hosts.map((h) => ({ ...h })) } : {}),
      ...(state.externalHosts !== undefined && state.externalHosts > 0 ? { externalHosts: state.externalHosts } : {}),
      ...(state.shard
        ? {
            shard: `${state.shard.index}/${state.shard.count}`,
            shardCounts: shardCounts(state),
          }
        : {}),
    },
    counts: {
      pages: pages.filter(countsAsPage).length,
      links: c.ok + c.warnings + c.dead,
      ok: c.ok,
      warnings: c.warnings - blocked.length,
      blocked: blocked.length,
      dead: c.dead,
      skipped: c.skipped + unsettled,
      mailto: mailto.length,
      fromCache: state.fromCache,
      requests: state.requests,
    },
    pages: [...pages].sort(byUrl),
    dead,
    warnings,
    blocked,
    moved,
    mailto,
    skipped,
    ...(unfinished.length > 0 ? { unfinished } : {}),
  };
}

/** `--remap`: each reported link that was remapped names the URL as written (`remappedFrom`) beside the URL checked. */
export function withRemaps(report: Report, remappedFrom: (url: string) => string | undefined): Report {
  const mark = <T extends { url: string; remappedFrom?: string }>(r: T): T => {
    const from = remappedFrom(r.url);
    return from === undefined ? r : { ...r, remappedFrom: from };
  };
  const out: Report = { ...report, dead: report.dead.map(mark), warnings: report.warnings.map(mark) };
  if (report.blocked !== undefined) out.blocked = report.blocked.map(mark);
  if (report.moved !== undefined) out.moved = report.moved.map(mark);
  if (report.unfinished !== undefined) out.unfinished = report.unfinished.map(mark);
  return out;
}
