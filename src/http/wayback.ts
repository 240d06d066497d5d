/**
 * The Wayback Machine's availability API (`GET <api>?url=<link>&timestamp=<YYYYMMDD>`): the
 * archived copy of a page closest to a date, as
 * `{"archived_snapshots":{"closest":{"available":true,"url":…,"timestamp":"20190501123456","status":"200"}}}`,
 * or `{"archived_snapshots":{}}` when it has none. Only a copy of a page that answered 200 is
 * one worth linking to.
 */
import type { HttpClient } from './client.js';
import type { ArchivedCopy } from '../model/link.js';

/** `20190501123456` → `2019-05-01T12:34:56Z`; undefined for anything else. */
export function waybackDate(timestamp: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(timestamp);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}

/** The copy an availability answer names: null when there is none (or none of a 200), undefined when the answer is not the API's. */
export function copyOf(body: string): ArchivedCopy | null | undefined {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return undefined;
  }
  const snapshots = (data as { archived_snapshots?: unknown } | null)?.archived_snapshots;
  if (typeof snapshots !== 'object' || snapshots === null) return undefined;
  const closest = (snapshots as { closest?: Record<string, unknown> }).closest;
  if (closest === undefined || closest === null) return null;
  if (closest['available'] !== true || typeof closest['url'] !== 'string' || String(closest['status'] ?? '200') !== '200') return null;
  let url: URL;
  try {
    url = new URL(closest['url']);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const date = typeof closest['timestamp'] === 'string' ? waybackDate(closest['timestamp']) : undefined;
  if (date === undefined) return null;
  // The API answers with http:// links to its own https site; a reader should get https.
  if (url.protocol === 'http:' && url.hostname === 'web.archive.org') url.protocol = 'https:';
  return { url: url.href, date };
}

export class WaybackApi {
  /** Requests sent (for the report's count). */
  requests = 0;

  constructor(
    private readonly client: HttpClient,
    private readonly apiUrl: string,
  ) {}

  /**
   * The copy of `url` closest to `near` (or the latest without it): null when the archive has
   * none, undefined when it could not be asked (an error, not an answer: not worth caching).
   */
  async lookup(url: string, near: Date | undefined, signal?: AbortSignal): Promise<ArchivedCopy | null | undefined> {
    const api = new URL(this.apiUrl);
    api.searchParams.set('url', url);
    if (near !== undefined) api.searchParams.set('timestamp', near.toISOString().slice(0, 10).replace(/-/g, ''));
    this.requests++;
    const out = await this.client.fetch({
      url: api.href,
      method: 'GET',
      readBody: true,
      wantBody: (ct) => /json|text/i.test(ct),
      ...(signal ? { signal } : {}),
    });
    if (out.kind !== 'response' || out.status !== 200 || out.body === undefined) return undefined;
    return copyOf(Buffer.from(out.body).toString('utf8'));
  }
}
