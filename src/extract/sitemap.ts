/**
 * A sitemap's bytes to its `<loc>` entries, with their places: a `urlset` (pages) or a
 * `sitemapindex` (more sitemaps), per sitemaps.org. Streaming all the way: gzip (a `.xml.gz`,
 * recognised by its magic bytes) is inflated chunk by chunk into saxes, and reading stops the
 * moment the decoded size passes the cap, so a gzip bomb costs one chunk past the cap, never
 * its full size. saxes never expands entities declared in a DTD (nor fetches external ones);
 * a sitemap that declares any is refused outright, so a billion-laughs or XXE file is one
 * warning. Every problem stops reading with one `stop`; entries read before it are kept.
 */
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import { thousands } from '../support/plural.js';

export interface SitemapLoc {
  /** The `<loc>` text, whitespace trimmed. */
  loc: string;
  /** 1-based line and column where the `<loc>` text starts. */
  line: number;
  column: number;
}

export type SitemapStopCode = 'not-xml' | 'not-sitemap' | 'entities' | 'too-many-urls' | 'too-large' | 'bad-gzip';

/** Why reading stopped early: one sentence, and the place in the XML when there is one. */
export interface SitemapStop {
  code: SitemapStopCode;
  message: string;
  line?: number;
  column?: number;
}

export interface ParsedSitemap {
  /** The root element; undefined when there was none to read. */
  kind?: 'urlset' | 'sitemapindex';
  locs: SitemapLoc[];
  stop?: SitemapStop;
  /** Decoded XML bytes read. */
  bytes: number;
}

export interface SitemapLimits {
  /** Most decoded (decompressed) bytes read; the protocol's limit is 50 MB. */
  maxBytes: number;
  /** Most `<loc>` entries read; the protocol's limit is 50,000. */
  maxUrls: number;
  /** The body was already cut at `maxBytes` while it was downloaded (an HTTP cap). */
  truncated?: boolean;
}

/** The protocol's limits (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const SLICE = 256 * 1024;

/** True when the bytes start as a gzip stream. */
export function isGzip(b: Uint8Array): boolean {
  return b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
}

/** Read a sitemap: never throws; the result's `stop` says why it ended early, if it did. */
export async function readSitemap(body: Uint8Array, limits: SitemapLimits): Promise<ParsedSitemap> {
  const reader = new SitemapReader(limits.maxUrls);
  const tooLarge = (): SitemapStop => ({
    code: 'too-large',
    message: `larger than ${thousands(limits.maxBytes)} bytes${gzip ? ' once decompressed' : ''}: entries after that point were not read`,
  });
  const gzip = isGzip(body);
  if (gzip) {
    const r = await inflateInto(body, reader, limits.maxBytes);
    if (r === 'too-large') reader.stopWith(tooLarge());
    else if (r !== 'ok') reader.stopWith({ code: 'bad-gzip', message: `not a valid gzip file: ${r}` });
  } else {
    for (let at = 0; at < body.length && !reader.stopped; at += SLICE) reader.write(body.subarray(at, at + SLICE));
    if (limits.truncated && !reader.stopped) reader.stopWith(tooLarge());
  }
  return reader.finish();
}

/** Inflate `body` into the reader, at most `cap` bytes. */
function inflateInto(body: Uint8Array, reader: SitemapReader, cap: number): Promise<'ok' | 'too-large' | string> {
  return new Promise((resolve) => {
    const gunzip = zlib.createGunzip();
    let size = 0;
    let done = false;
    const end = (r: 'ok' | 'too-large' | string) => {
      if (done) return;
      done = true;
      gunzip.destroy();
      resolve(r);
    };
    gunzip.on('data', (chunk: Buffer) => {
      if (done) return;
      if (size + chunk.length > cap) {
        reader.write(chunk.subarray(0, cap - size));
        return end('too-large');
      }
      size += chunk.length;
      reader.write(chunk);
      if (reader.stopped) end('ok');
    });
    gunzip.on('end', () => end('ok'));
    gunzip.on('error', (e: Error) => end(e.message));
    gunzip.end(body);
  });
}

/** saxes driven chunk by chunk; collects `<loc>`s of `<url>` or `<sitemap>` children of the root. */
class SitemapReader {
  private readonly parser = new SaxesParser({ position: true });
  private readonly decoder = new TextDecoder('utf-8');
  private readonly locs: SitemapLoc[] = [];
  private kind: ParsedSitemap['kind'];
  private stop: SitemapStop | undefined;
  private bytes = 0;
  private depth = 0;
  private sawRoot = false;
  /** Inside `<url><loc>` (or `<sitemap><loc>`) at depth 3: its text so far and where it started. */
  private loc: { text: string; line: number; column: number } | undefined;
  private item = false;

  constructor(private readonly maxUrls: number) {
    const p = this.parser;
    p.on('doctype', (d) => {
      // The protocol has no DTD; one that declares entities is either a mistake or an attack.
      if (/<!ENTITY/i.test(d))
        this.stopWith({
          code: 'entities',
          message: 'declares XML entities in a DTD (billion laughs or external entities?); they are never expanded, so it was not read',
          ...this.here(),
        });
    });
    p.on('opentag', (tag) => this.open(localName(tag.name)));
    p.on('closetag', () => this.close());
    p.on('text', (t) => {
      if (this.loc) this.loc.text += t;
    });
    p.on('cdata', (t) => {
      if (this.loc) this.loc.text += t;
    });
    p.on('error', (e) => {
      const m = /^(\d+):(\d+): (.*)$/s.exec(e.message);
      const place = m ? { line: Number(m[1]), column: Number(m[2]) + 1 } : this.here();
      const what = m ? m[3]! : e.message;
      const message = /undefined entity/.test(what)
        ? `uses an entity it does not define (${what.replace(/\.$/, '')}): not well-formed XML, not read further`
        : this.sawRoot || this.kind
          ? `is not well-formed XML: ${what.replace(/\.$/, '')}; entries after that point were not read`
          : `is not XML: ${what.replace(/\.$/, '')}`;
      this.stopWith({ code: 'not-xml', message, ...place });
    });
  }

  get stopped(): boolean {
    return this.stop !== undefined;
  }

  write(chunk: Uint8Array): void {
    if (this.stop) return;
    this.bytes += chunk.length;
    const text = this.decoder.decode(chunk, { stream: true });
    if (text !== '') this.parser.write(text);
  }

  stopWith(stop: SitemapStop): void {
    this.stop ??= stop;
  }

  finish(): ParsedSitemap {
    if (this.bytes === 0) this.stopWith({ code: 'not-xml', message: 'is empty: no XML element in it' });
    if (!this.stop) {
      const tail = this.decoder.decode();
      if (tail !== '') this.parser.write(tail);
      if (!this.stop) this.parser.close();
    }
    if (!this.stop && !this.sawRoot) this.stopWith({ code: 'not-xml', message: 'is empty: no XML element in it' });
    const out: ParsedSitemap = { locs: this.locs, bytes: this.bytes };
    if (this.kind) out.kind = this.kind;
    if (this.stop) out.stop = this.stop;
    return out;
  }

  private here(): { line: number; column: number } {
    return { line: this.parser.line, column: this.parser.column + 1 };
  }

  private open(name: string): void {
    if (this.stop) return;
    this.depth++;
    if (this.depth === 1) {
      this.sawRoot = true;
      if (name === 'urlset' || name === 'sitemapindex') this.kind = name;
      else {
        const html = name.toLowerCase() === 'html';
        this.stopWith({
          code: 'not-sitemap',
          message: `is not a sitemap: its root element is <${name.slice(0, 40)}>${html ? ' (an HTML page)' : ''}, expected <urlset> or <sitemapindex>`,
          ...this.here(),
        });
      }
    } else if (this.depth === 2) {
      this.item = (this.kind === 'urlset' && name === 'url') || (this.kind === 'sitemapindex' && name === 'sitemap');
    } else if (this.depth === 3 && this.item && name === 'loc') {
      this.loc = { text: '', ...this.here() };
    }
  }

  private close(): void {
    if (this.stop) return;
    if (this.depth === 3 && this.loc) {
      const loc = this.loc.text.trim();
      if (loc !== '') {
        if (this.locs.length >= this.maxUrls) {
          this.stopWith({
            code: 'too-many-urls',
            message: `lists more than ${thousands(this.maxUrls)} URLs (the sitemap protocol's limit): only the first ${thousands(this.maxUrls)} were read`,
            line: this.loc.line,
            column: this.loc.column,
          });
        } else {
          this.locs.push({ loc: loc.length > 8000 ? loc.slice(0, 8000) : loc, line: this.loc.line, column: this.loc.column });
        }
      }
      this.loc = undefined;
    }
    this.depth--;
  }
}

/** `sm:urlset` → `urlset`: sitemaps are read by local name (a prefixed namespace is still a sitemap). */
function localName(name: string): string {
  const i = name.indexOf(':');
  return i === -1 ? name : name.slice(i + 1);
}

/** `Sitemap:` lines of a robots.txt (any case, anywhere in the file), as written. */
export function robotsSitemaps(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (m) out.push(m[1]!);
  }
  return out;
}
