export const id = 540;
export const ids = [540];
export const modules = {

/***/ 61540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_INDEX_DEPTH: () => (/* binding */ MAX_INDEX_DEPTH),
  MAX_LISTED: () => (/* binding */ MAX_LISTED),
  MAX_SITEMAPS: () => (/* binding */ MAX_SITEMAPS),
  readSitemaps: () => (/* binding */ readSitemaps)
});

// EXTERNAL MODULE: ./src/model/outcome.ts
var outcome = __webpack_require__(55093);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/extract/charset.ts
var charset = __webpack_require__(32461);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(59800);
// EXTERNAL MODULE: ./src/support/plural.ts
var plural = __webpack_require__(87973);
;// CONCATENATED MODULE: ./src/extract/sitemap.ts
/**
 * A sitemap's bytes to its `<loc>` entries, with their places: a `urlset` (pages) or a
 * `sitemapindex` (more sitemaps), per sitemaps.org. Streaming all the way: gzip (a `.xml.gz`,
 * recognised by its magic bytes) is inflated chunk by chunk into saxes, and reading stops the
 * moment the decoded size passes the cap, so a gzip bomb costs one chunk past the cap, never
 * its full size. saxes never expands entities declared in a DTD (nor fetches external ones);
 * a sitemap that declares any is refused outright, so a billion-laughs or XXE file is one
 * warning. Every problem stops reading with one `stop`; entries read before it are kept.
 */



/** The protocol's limits (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per sitemap. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 52_428_800;
const SLICE = 256 * 1024;
/** True when the bytes start as a gzip stream. */
function isGzip(b) {
    return b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
}
/** Read a sitemap: never throws; the result's `stop` says why it ended early, if it did. */
async function readSitemap(body, limits) {
    const reader = new SitemapReader(limits.maxUrls);
    const tooLarge = () => ({
        code: 'too-large',
        message: `larger than ${(0,plural/* thousands */.o)(limits.maxBytes)} bytes${gzip ? ' once decompressed' : ''}: entries after that point were not read`,
    });
    const gzip = isGzip(body);
    if (gzip) {
        const r = await inflateInto(body, reader, limits.maxBytes);
        if (r === 'too-large')
            reader.stopWith(tooLarge());
        else if (r !== 'ok')
            reader.stopWith({ code: 'bad-gzip', message: `not a valid gzip file: ${r}` });
    }
    else {
        for (let at = 0; at < body.length && !reader.stopped; at += SLICE)
            reader.write(body.subarray(at, at + SLICE));
        if (limits.truncated && !reader.stopped)
            reader.stopWith(tooLarge());
    }
    return reader.finish();
}
/** Inflate `body` into the reader, at most `cap` bytes. */
function inflateInto(body, reader, cap) {
    return new Promise((resolve) => {
        const gunzip = external_node_zlib_default().createGunzip();
        let size = 0;
        let done = false;
        const end = (r) => {
            if (done)
                return;
            done = true;
            gunzip.destroy();
            resolve(r);
        };
        gunzip.on('data', (chunk) => {
            if (done)
                return;
            if (size + chunk.length > cap) {
                reader.write(chunk.subarray(0, cap - size));
                return end('too-large');
            }
            size += chunk.length;
            reader.write(chunk);
            if (reader.stopped)
                end('ok');
        });
        gunzip.on('end', () => end('ok'));
        gunzip.on('error', (e) => end(e.message));
        gunzip.end(body);
    });
}
/** saxes driven chunk by chunk; collects `<loc>`s of `<url>` or `<sitemap>` children of the root. */
class SitemapReader {
    maxUrls;
    parser = new saxes/* SaxesParser */.wT({ position: true });
    decoder = new TextDecoder('utf-8');
    locs = [];
    kind;
    stop;
    bytes = 0;
    depth = 0;
    sawRoot = false;
    /** Inside `<url><loc>` (or `<sitemap><loc>`) at depth 3: its text so far and where it started. */
    loc;
    item = false;
    constructor(maxUrls) {
        this.maxUrls = maxUrls;
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
            if (this.loc)
                this.loc.text += t;
        });
        p.on('cdata', (t) => {
            if (this.loc)
                this.loc.text += t;
        });
        p.on('error', (e) => {
            const m = /^(\d+):(\d+): (.*)$/s.exec(e.message);
            const place = m ? { line: Number(m[1]), column: Number(m[2]) + 1 } : this.here();
            const what = m ? m[3] : e.message;
            const message = /undefined entity/.test(what)
                ? `uses an entity it does not define (${what.replace(/\.$/, '')}): not well-formed XML, not read further`
                : this.sawRoot || this.kind
                    ? `is not well-formed XML: ${what.replace(/\.$/, '')}; entries after that point were not read`
                    : `is not XML: ${what.replace(/\.$/, '')}`;
            this.stopWith({ code: 'not-xml', message, ...place });
        });
    }
    get stopped() {
        return this.stop !== undefined;
    }
    write(chunk) {
        if (this.stop)
            return;
        this.bytes += chunk.length;
        const text = this.decoder.decode(chunk, { stream: true });
        if (text !== '')
            this.parser.write(text);
    }
    stopWith(stop) {
        this.stop ??= stop;
    }
    finish() {
        if (this.bytes === 0)
            this.stopWith({ code: 'not-xml', message: 'is empty: no XML element in it' });
        if (!this.stop) {
            const tail = this.decoder.decode();
            if (tail !== '')
                this.parser.write(tail);
            if (!this.stop)
                this.parser.close();
        }
        if (!this.stop && !this.sawRoot)
            this.stopWith({ code: 'not-xml', message: 'is empty: no XML element in it' });
        const out = { locs: this.locs, bytes: this.bytes };
        if (this.kind)
            out.kind = this.kind;
        if (this.stop)
            out.stop = this.stop;
        return out;
    }
    here() {
        return { line: this.parser.line, column: this.parser.column + 1 };
    }
    open(name) {
        if (this.stop)
            return;
        this.depth++;
        if (this.depth === 1) {
            this.sawRoot = true;
            if (name === 'urlset' || name === 'sitemapindex')
                this.kind = name;
            else {
                const html = name.toLowerCase() === 'html';
                this.stopWith({
                    code: 'not-sitemap',
                    message: `is not a sitemap: its root element is <${name.slice(0, 40)}>${html ? ' (an HTML page)' : ''}, expected <urlset> or <sitemapindex>`,
                    ...this.here(),
                });
            }
        }
        else if (this.depth === 2) {
            this.item = (this.kind === 'urlset' && name === 'url') || (this.kind === 'sitemapindex' && name === 'sitemap');
        }
        else if (this.depth === 3 && this.item && name === 'loc') {
            this.loc = { text: '', ...this.here() };
        }
    }
    close() {
        if (this.stop)
            return;
        if (this.depth === 3 && this.loc) {
            const loc = this.loc.text.trim();
            if (loc !== '') {
                if (this.locs.length >= this.maxUrls) {
                    this.stopWith({
                        code: 'too-many-urls',
                        message: `lists more than ${(0,plural/* thousands */.o)(this.maxUrls)} URLs (the sitemap protocol's limit): only the first ${(0,plural/* thousands */.o)(this.maxUrls)} were read`,
                        line: this.loc.line,
                        column: this.loc.column,
                    });
                }
                else {
                    this.locs.push({ loc: loc.length > 8000 ? loc.slice(0, 8000) : loc, line: this.loc.line, column: this.loc.column });
                }
            }
            this.loc = undefined;
        }
        this.depth--;
    }
}
/** `sm:urlset` \u2192 `urlset`: sitemaps are read by local name (a prefixed namespace is still a sitemap). */
function localName(name) {
    const i = name.indexOf(':');
    return i === -1 ? name : name.slice(i + 1);
}
/** `Sitemap:` lines of a robots.txt (any case, anywhere in the file), as written. */
function robotsSitemaps(text) {
    const out = [];
    for (const line of text.split(/\r\n|\r|\n/)) {
        const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
        if (m)
            out.push(m[1]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/crawl/frontier/url.ts
var frontier_url = __webpack_require__(2232);
// EXTERNAL MODULE: ./src/support/sleep.ts
var sleep = __webpack_require__(76756);
;// CONCATENATED MODULE: ./src/crawl/sitemaps/read.ts







/** Index inside index inside index: deeper than this is not read (the protocol allows one level). */
const MAX_INDEX_DEPTH = 3;
/** Sitemaps read in one run, indexes included. */
const MAX_SITEMAPS = 1_000;
/** Unique URLs taken from all sitemaps together: each becomes a crawl entry held to the end of the run. */
const MAX_LISTED = 500_000;
/** robots.txt read at most this much (Google reads 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;
/** Find and read every sitemap; the entries on the site come back with their places. */
async function readSitemaps(ctx) {
    return new SitemapRun(ctx).run();
}
class SitemapRun {
    ctx;
    out = { sitemaps: [], records: [], warnings: [] };
    seen = new Set();
    listedKeys = new Set();
    listedCapped = false;
    constructor(ctx) {
        this.ctx = ctx;
    }
    async run() {
        const queue = [];
        for (const value of this.ctx.options.sitemap) {
            if (value === 'auto')
                queue.push(...(await this.discover()));
            else {
                const url = this.ctx.serverUrl !== undefined && value.startsWith('/') ? new URL(value, this.ctx.serverUrl).href : value;
                queue.push({ url, via: 'option', depth: 0, ancestors: [] });
            }
        }
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
            if (this.ctx.signal.aborted)
                break;
            const key = this.keyOf(p.url);
            if (this.seen.has(key)) {
                if (p.ancestors.includes(key)) {
                    const self = p.parent !== undefined && this.keyOf(p.parent) === key;
                    this.warn(p.parent ?? p.url, self ? 'lists itself: a loop, not read again' : `lists ${p.url}, an index it is itself listed in: a loop, not read again`, p.place);
                }
                continue;
            }
            this.seen.add(key);
            if (this.seen.size > MAX_SITEMAPS) {
                this.warn(p.url, `not read: more than ${(0,plural/* thousands */.o)(MAX_SITEMAPS)} sitemaps in one run`);
                break;
            }
            queue.push(...(await this.readOne(p)));
        }
        if (this.ctx.options.sitemap.includes('auto') && this.out.sitemaps.length === 0 && this.out.warnings.length === 0 && !this.ctx.signal.aborted) {
            for (const o of new Set(this.ctx.startUrls.map((u) => new URL(u).origin))) {
                this.warn(`${o}/sitemap.xml`, `no sitemap found: ${o}/robots.txt names none and ${o}/sitemap.xml is not there`);
            }
        }
        return this.out;
    }
    /** `auto`: each start origin's robots.txt `Sitemap:` lines, then its `/sitemap.xml`. */
    async discover() {
        const origins = [...new Set(this.ctx.startUrls.map((u) => new URL(u).origin))];
        const found = [];
        for (const origin of origins) {
            const robots = `${origin}/robots.txt`;
            const named = [];
            const res = await this.get(robots, ROBOTS_MAX_BYTES);
            if (res.kind === 'response' && res.status >= 200 && res.status < 300 && res.body !== undefined && !(0,charset/* isHtmlContentType */.l6)(res.contentType)) {
                for (const line of robotsSitemaps(new TextDecoder().decode(res.body))) {
                    const u = (0,frontier_url/* tryResolve */.Cn)(line, robots);
                    if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) {
                        this.warn(robots, `has a Sitemap: line that is not an http(s) URL: ${line.slice(0, 200)}`);
                        continue;
                    }
                    named.push(u.href);
                    found.push({ url: u.href, via: 'robots.txt', parent: robots, depth: 0, ancestors: [] });
                }
            }
            const guess = `${origin}/sitemap.xml`;
            if (!named.some((n) => this.keyOf(n) === this.keyOf(guess)))
                found.push({ url: guess, via: 'auto', depth: 0, ancestors: [] });
        }
        return found;
    }
    /** Read one sitemap; returns the sitemaps an index lists. */
    async readOne(p) {
        const record = { url: p.url, via: p.via, entries: 0 };
        if (p.parent !== undefined)
            record.parent = p.parent;
        this.out.records.push(record);
        const located = this.ctx.scope.locate(new URL(p.url)).u.href;
        const res = await this.get(located, SITEMAP_MAX_BYTES);
        const { status } = (0,outcome/* answerOf */.u)(res);
        if (status !== undefined)
            record.status = status;
        const where = p.via === 'index' ? ` (listed in ${p.parent})` : p.via === 'robots.txt' ? ` (named in ${p.parent})` : '';
        const placed = (message) => this.warn(p.parent ?? p.url, message, p.place);
        if (res.kind === 'error') {
            if (p.via === 'index')
                placed(`lists ${p.url}, which could not be fetched: ${res.errorMessage}`);
            else
                this.warn(p.url, `could not be fetched${where}: ${res.errorMessage}`);
            return [];
        }
        if (res.status < 200 || res.status > 299) {
            if (p.via === 'auto')
                return []; // a guessed /sitemap.xml that is not there: said once, by noneFound
            if (p.via === 'index')
                placed(`lists ${p.url}, which answered HTTP ${res.status}`);
            else
                this.warn(p.url, `answered HTTP ${res.status}${where}`);
            return [];
        }
        const final = (0,frontier_url/* tryResolve */.Cn)(res.finalUrl, located);
        // A sitemap of a start host that redirects to that host's www. (or https) twin brings the twin into the site, as a start URL's redirect does.
        if (res.redirects.length > 0 && p.via !== 'index' && this.ctx.scope.isInternal(new URL(located)))
            this.ctx.scope.adoptRedirectedStart(new URL(located), final);
        // A known status (never asked for here) would be a response without a body.
        const got = res.kind === 'response' ? res : undefined;
        const contentType = got?.contentType ?? '';
        const parsed = await readSitemap(got?.body ?? new Uint8Array(0), {
            maxBytes: SITEMAP_MAX_BYTES,
            maxUrls: SITEMAP_MAX_URLS,
            truncated: got?.truncated === true,
        });
        if (parsed.kind === undefined && p.via === 'auto' && (0,charset/* isHtmlContentType */.l6)(contentType))
            return []; // a site's HTML fallback page for the guess
        if (parsed.kind !== undefined)
            record.kind = parsed.kind;
        record.entries = parsed.locs.length;
        if (parsed.stop)
            this.warn(p.url, parsed.stop.message, parsed.stop);
        const read = {
            url: located,
            finalUrl: final.href,
            status: res.status,
            contentType,
            bytes: got?.body?.byteLength ?? 0,
            entries: parsed.locs.length,
            listed: [],
        };
        this.out.sitemaps.push(read);
        if (parsed.kind === 'sitemapindex')
            return this.children(p, final, parsed);
        if (parsed.kind === 'urlset')
            this.pages(p.url, read, parsed);
        return [];
    }
    /** An index's sitemaps: on its own host, not nested too deep. */
    children(p, index, parsed) {
        const out = [];
        const ancestors = [...p.ancestors, this.keyOf(p.url)];
        let offsite = { n: 0 };
        for (const { loc, line, column } of parsed.locs) {
            const u = (0,frontier_url/* tryResolve */.Cn)(loc, index);
            if (u === undefined || (u.protocol !== 'http:' && u.protocol !== 'https:')) {
                this.warn(p.url, `lists a sitemap that is not an http(s) URL: ${loc.slice(0, 200)}`, { line, column });
                continue;
            }
            if ((0,frontier_url/* siteKey */.Dd)(this.ctx.scope.locate(u).u) !== (0,frontier_url/* siteKey */.Dd)(index)) {
                offsite = { n: offsite.n + 1, first: offsite.first ?? u.href };
                continue;
            }
            if (p.depth + 1 > MAX_INDEX_DEPTH) {
                this.warn(p.url, `lists ${u.href}, nested deeper than ${MAX_INDEX_DEPTH} sitemap indexes: not read`, { line, column });
                continue;
            }
            out.push({ url: u.href, via: 'index', parent: p.url, depth: p.depth + 1, place: { line, column }, ancestors });
        }
        if (offsite.n > 0) {
            this.warn(p.url, `lists ${(0,plural/* plural */.L)(offsite.n, 'sitemap')} on another host (${offsite.first}, \u2026): an index may list only its own host's sitemaps, so they were not read`);
        }
        return out;
    }
    /** A urlset's entries on the site's hosts; the rest said in one warning. */
    pages(name, read, parsed) {
        const scope = this.ctx.scope;
        const base = new URL(read.finalUrl);
        let offsite = 0;
        let firstOff;
        let invalid = 0;
        let firstInvalid;
        for (const { loc, line, column } of parsed.locs) {
            const raw = (0,frontier_url/* tryResolve */.Cn)(loc, base);
            if (raw === undefined || (raw.protocol !== 'http:' && raw.protocol !== 'https:')) {
                invalid++;
                firstInvalid ??= `${loc.slice(0, 200)} at line ${line}`;
                continue;
            }
            const { u, key } = scope.locate(raw);
            if (!scope.isInternal(u)) {
                offsite++;
                firstOff ??= raw.href;
                continue;
            }
            if (!this.listedKeys.has(key)) {
                if (this.listedKeys.size >= MAX_LISTED) {
                    if (!this.listedCapped)
                        this.warn(name, `not every entry was used: more than ${(0,plural/* thousands */.o)(MAX_LISTED)} URLs in all sitemaps together`);
                    this.listedCapped = true;
                    continue;
                }
                this.listedKeys.add(key);
            }
            read.listed.push({ u, key, loc, line, column });
        }
        if (invalid > 0)
            this.warn(name, `has ${(0,plural/* plural */.L)(invalid, 'entry', 'entries')} that ${invalid === 1 ? 'is' : 'are'} not an absolute http(s) URL (${firstInvalid}): not checked`);
        if (offsite > 0) {
            const folder = this.ctx.serverUrl !== undefined;
            const hint = folder
                ? this.ctx.options.baseUrl === undefined
                    ? `; give the site's public address as --base-url (e.g. ${new URL(firstOff).origin}/) to check them in the folder`
                    : `, not under the base URL ${this.ctx.options.baseUrl}`
                : '; a sitemap may list only its own site, so they were not checked';
            this.warn(name, `lists ${(0,plural/* plural */.L)(offsite, 'URL')} on another host (${firstOff}, \u2026)${hint}`);
        }
    }
    warn(sitemap, message, place) {
        const w = { sitemap, message };
        if (place?.line !== undefined)
            w.line = place.line;
        if (place?.column !== undefined)
            w.column = place.column;
        this.out.warnings.push(w);
    }
    keyOf(url) {
        const u = (0,frontier_url/* tryResolve */.Cn)(url, 'http://invalid/');
        return u === undefined ? url : (0,frontier_url/* withoutFragment */.f2)(this.ctx.scope.locate(u).u);
    }
    /** GET with the crawl's retry policy (429, 5xx, timeouts), waiting as the crawl would. */
    async get(url, cap) {
        const { client, signal, options } = this.ctx;
        for (let attempt = 1;; attempt++) {
            const out = await client.fetch({ url, method: 'GET', readBody: true, maxBodyBytes: cap, signal });
            if (signal.aborted || !(0,retry/* isRetryable */.r3)(out) || attempt > options.retries)
                return out;
            const wait = (0,retry/* retryDelay */.a2)(attempt, { baseMs: options.retryDelay, capMs: options.retryAfterMax, retryAfter: (0,outcome/* headOf */.U)(out)?.retryAfter });
            await (0,sleep/* sleep */.y)(wait, signal);
        }
    }
}


/***/ })

};
