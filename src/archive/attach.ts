/**
 * `archive: wayback`: after a check, the archived copy of each dead external link, asked of the
 * availability API (http/wayback.ts) a few at a time, and attached to the dead entry
 * (`LinkResult.archive`) so every report shows it. The cache remembers each answer (a copy, or
 * none) as long as a verdict, so a scheduled run asks only about links it has not asked of lately.
 * An API that cannot be reached costs the copies, never the run: a note says so.
 */
import { HttpClient } from '../http/client.js';
import { WaybackApi } from '../http/wayback.js';
import type { ResultCache } from '../cache/result-cache.js';
import type { Options } from '../options.js';
import type { ArchivedCopy, LinkResult, Report } from '../report/model.js';

/** Requests in flight to the archive at once: it is one shared service, asked politely. */
export const ARCHIVE_CONCURRENCY = 3;

/** Dead links an archive may hold a copy of: external http(s) pages and files that answered badly or not at all. */
function wanted(r: LinkResult): boolean {
  return (
    !r.internal && r.blocked !== true && /^https?:\/\//i.test(r.url) && r.error !== 'invalid-url' && r.error !== 'missing-fragment' && r.error !== 'unfinished'
  );
}

export interface ArchiveServices {
  cache?: ResultCache;
  signal?: AbortSignal;
}

/** The report with `archive` set on each dead external link the archive has a copy of. */
export async function attachArchives(report: Report, options: Options, services: ArchiveServices = {}): Promise<Report> {
  if (options.archive === undefined) return report;
  const todo = report.dead.filter(wanted);
  if (todo.length === 0) return report;
  const { cache, signal } = services;
  const found = new Map<string, ArchivedCopy>();
  const asks: LinkResult[] = [];
  for (const r of todo) {
    const known = cache?.archived(r.url);
    if (known === undefined) asks.push(r);
    else if (known !== null) found.set(r.url, known);
  }
  let failed = 0;
  if (asks.length > 0) {
    const client = new HttpClient({
      timeout: options.timeout,
      maxRedirects: options.maxRedirects,
      maxBodyBytes: 1024 * 1024,
      userAgent: options.userAgent,
      connectionsPerOrigin: ARCHIVE_CONCURRENCY,
      http2: options.http2,
    });
    const api = new WaybackApi(client, options.archiveApi);
    let next = 0;
    const worker = async () => {
      while (next < asks.length && !signal?.aborted) {
        const r = asks[next++]!;
        const near = r.failingSince !== undefined ? new Date(r.failingSince) : undefined;
        const copy = await api.lookup(r.url, near, signal);
        if (copy === undefined) {
          failed++;
          continue;
        }
        cache?.recordArchive(r.url, copy);
        if (copy !== null) found.set(r.url, copy);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(ARCHIVE_CONCURRENCY, asks.length) }, worker));
    } finally {
      await client.close();
    }
  }
  const withCopy = (r: LinkResult): LinkResult => {
    const copy = found.get(r.url);
    return copy === undefined ? r : { ...r, archive: copy };
  };
  const notes =
    failed > 0
      ? [...(report.run.notes ?? []), `archive: ${failed} of ${asks.length} lookups at ${options.archiveApi} failed (no answer or not its JSON)`]
      : report.run.notes;
  return { ...report, run: { ...report.run, ...(notes !== undefined ? { notes } : {}) }, dead: report.dead.map(withCopy) };
}
