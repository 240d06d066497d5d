/**
 * How a waiting URL is written to a spill segment (crawl/frontier/spill.ts) and read back: one JSON
 * array per line. An Entry in a waiting line (a start URL, a page fetched again) is written as
 * its URL alone and read back as a placeholder (`id` -1) the frontier resolves to the Entry.
 */
import { isEntry, type Waiting, type WaitingUrl } from '../../model/entry.js';
import type { PendingReferrer } from '../../model/link.js';
import type { Codec } from './spill.js';

type Row =
  | [url: string, internal: 0 | 1]
  | [url: string, internal: 0 | 1, crawl: 0 | 1, depth: number, id: number]
  | [
      url: string,
      internal: 0 | 1,
      crawl: 0 | 1,
      depth: number,
      id: number,
      pageId: number,
      line: number,
      column: number,
      element: string,
      attribute: string,
      text: string,
      raw: string,
      file: string | null,
      rendered?: string,
    ];

export const waitingCodec: Codec<Waiting> = {
  encode(w: Waiting): string {
    if (isEntry(w) || w.id < 0) return JSON.stringify([w.url, w.internal ? 1 : 0]);
    const r = w.ref;
    if (r === undefined) return JSON.stringify([w.url, w.internal ? 1 : 0, w.crawl ? 1 : 0, w.depth, w.id]);
    const row: Row = [
      w.url,
      w.internal ? 1 : 0,
      w.crawl ? 1 : 0,
      w.depth,
      w.id,
      r.pageId,
      r.line,
      r.column,
      r.element,
      r.attribute,
      r.text,
      r.raw,
      r.file ?? null,
    ];
    if (r.rendered !== undefined) row.push(r.rendered);
    return JSON.stringify(row);
  },
  decode(line: string): WaitingUrl {
    const row = JSON.parse(line) as Row;
    if (row.length === 2) return { url: row[0], internal: row[1] === 1, crawl: false, depth: 0, id: -1 };
    if (row.length === 5) return { url: row[0], internal: row[1] === 1, crawl: row[2] === 1, depth: row[3], id: row[4] };
    const [url, internal, crawl, depth, id, pageId, ln, column, element, attribute, text, raw, file, rendered] = row;
    const ref: PendingReferrer = { pageId, line: ln, column, element, attribute, text, raw, file: file ?? undefined };
    if (rendered !== undefined) ref.rendered = rendered;
    return { url, internal: internal === 1, crawl: crawl === 1, depth, id, ref };
  },
};
