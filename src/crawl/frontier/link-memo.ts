/**
 * A link resolved once per distinct (base, href) in a run. The Python docs' 175,000 links are 26,000 URLs: the
 * same `../library/os.html` on every page of a folder, the same stylesheet on every page of the site. Parsing
 * each against its page's URL (`new URL`), then the scope's one-URL-per-file rule and the key, cost about a
 * fifth of a folder check; here it is paid once per distinct link and looked up after.
 *
 * What the key holds is exactly what the result depends on: the href with, as its base, only the part of the
 * base URL the href can reach. On an http(s) base, an href that starts with a slash (`/abs`, `//host/`, or a
 * backslash, which these schemes read as one) resolves against the base's scheme and authority alone: the same
 * `/static/site.css` on every page of a site is one entry, not one per folder. A path-relative href (`os.html`,
 * `../x/`; a slash one on any other base) resolves against the base's directory (its href up to the last `/` of
 * the path); an absolute URL with an authority (`https://host/…`) against nothing; everything else (`#x`, `?q`,
 * an empty href, `http:x`, one that starts with whitespace or a control character) against the whole base href.
 * A page in a legacy encoding adds its encoding (its query strings are sent in it, `query-encoding.ts`).
 *
 * Bounded: past `limit` distinct links the memo starts over (a crawl of 10 million distinct URLs keeps no more
 * than `limit` of them here).
 */
import type { Entry } from '../../model/entry.js';
import { encodeQueryAs } from './query-encoding.js';
import type { Scope } from './scope.js';
import { tryResolve } from './url.js';

/** What one href on one page stands for. */
export type ResolvedLink =
  | { kind: 'invalid' }
  /** Not http(s): skipped under `scheme:<name>`; `href` is the resolved URL. */
  | { kind: 'scheme'; scheme: string; href: string }
  /**
   * An http(s) URL as this run requests it (`key`, no fragment); `target` keeps the fragment. The href, not a
   * `URL`: 60,000 of those kept here would cost more memory than parsing again the few that need one.
   */
  | {
      kind: 'http';
      key: string;
      target: string;
      fragment: string;
      /** The frontier's entry for `key`, kept here once it has one (`Frontier.isSettledOk`): one lookup per answer, not per link. */
      entry: Entry | undefined;
      /** The frontier's id for `key` (`Frontier.add`), -1 until it has one: a waiting URL's key is not hashed again. */
      id: number;
      /**
       * In a folder check, whether the link has marked its file as linked (no orphan), or has no file of the
       * folder to mark: then no other page's same link needs to look again (`Documents`).
       */
      fileNoted: boolean;
    };

type Results = Map<string, ResolvedLink>;

/** The base URL of one document and the memo's tables its hrefs share (`LinkMemo.base`, once per document). */
export interface DocumentBase {
  url: URL;
  /** `''` for UTF-8, else the document's encoding (its queries are encoded in it). */
  encoding: string;
  /** Hrefs resolved against the whole base href (this document's only). */
  whole: Results;
  /** Hrefs resolved against the base's directory. */
  dir: Results;
  /** Hrefs that start with a slash, resolved against the base's scheme and authority (`dir` on a base not http(s)). */
  root: Results;
}

/** `#` and a fragment of characters the URL parser neither encodes nor strips (no space, control, quote, `<>`, backtick or non-ASCII). */
const PLAIN_FRAGMENT = /^#[\w.~!$&'()*+,;=:@/?%-]*$/;

const WHOLE = 0;
const DIR = 1;
const ABSOLUTE = 2;
const ROOT = 3;

/** Which part of the base `value` can depend on (read by hand: this runs for every link of every page). */
function reach(value: string): typeof WHOLE | typeof DIR | typeof ABSOLUTE | typeof ROOT {
  const c = value.charCodeAt(0);
  // `/…`, `//…`, `\…`: the path from the root, or another authority of the base's scheme.
  if (c === 0x2f || c === 0x5c) return ROOT;
  // Empty, `#…`, `?…`, or a leading space/control character (stripped by the URL parser, so the next one decides).
  if (!(c > 0x20) || c === 0x23 || c === 0x3f) return WHOLE;
  if (!isAsciiAlpha(c)) return DIR;
  let i = 1;
  for (; i < value.length; i++) {
    const d = value.charCodeAt(i);
    if (!(isAsciiAlpha(d) || (d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d || d === 0x2e)) break;
  }
  if (value.charCodeAt(i) !== 0x3a) return DIR;
  // `scheme://…` is the same whatever the base; `http:x` or `c:x` may lean on all of it.
  return value.charCodeAt(i + 1) === 0x2f && value.charCodeAt(i + 2) === 0x2f ? ABSOLUTE : WHOLE;
}

/**
 * A copy of `s` that does not hold on to the page it was cut from: an attribute value is a slice of its page's
 * text, and a kept slice keeps the whole page alive (V8's sliced strings).
 */
function own(s: string): string {
  return s.length < 13 ? s : `${s}\u0000`.slice(0, -1);
}

function isAsciiAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

export class LinkMemo {
  /** Base href (or directory) → href → result; legacy encodings apart. */
  readonly #bases = new Map<string, Results>();
  readonly #absolute: Results = new Map();
  #size = 0;

  constructor(
    private readonly scope: Scope,
    private readonly limit = 100_000,
  ) {}

  /**
   * The memo's view of one document's base URL. Hrefs that lean on the whole base (`#x`, `?q`) are remembered for
   * this document only: no other document has its URL.
   */
  base(url: URL, encoding: string): DocumentBase {
    const href = url.href;
    const pathEnd = href.length - url.hash.length - url.search.length;
    const dir = href.slice(0, href.lastIndexOf('/', pathEnd - 1) + 1);
    const legacy = encoding === 'utf-8' ? '' : encoding;
    const dirTable = this.#table(`${legacy} ${dir}`);
    // An http(s) href is `scheme://authority/path…`: its root is the href up to the path. (Not on a `file:` base,
    // where `/x` keeps the base's drive letter.)
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    const root = web ? this.#table(`${legacy} ${href.slice(0, href.indexOf('/', url.protocol.length + 2))}`) : dirTable;
    return { url, encoding: legacy, whole: new Map(), dir: dirTable, root };
  }

  resolve(value: string, base: DocumentBase): ResolvedLink {
    const r = base.encoding === '' ? reach(value) : WHOLE;
    const table = r === ROOT ? base.root : r === DIR ? base.dir : r === WHOLE ? base.whole : this.#absolute;
    let result = table.get(value);
    if (result === undefined) {
      result =
        (table === base.whole && base.encoding === '' && PLAIN_FRAGMENT.test(value) ? this.#fragment(value, base) : undefined) ?? this.#compute(value, base);
      if (table === base.whole) {
        table.set(value, result);
      } else {
        if (++this.#size > this.limit) this.#clear();
        table.set(own(value), result);
      }
    }
    return result;
  }

  #table(key: string): Results {
    let t = this.#bases.get(key);
    if (t === undefined) {
      t = new Map();
      this.#bases.set(key, t);
    }
    return t;
  }

  /** Start over; a document's tables from before go on working for that document alone. */
  #clear(): void {
    this.#bases.clear();
    this.#absolute.clear();
    this.#size = 0;
  }

  /**
   * `#x` on a document: its base (the empty href, resolved once per document) with `x` as the fragment, which the
   * URL parser keeps as written when it is made of `PLAIN_FRAGMENT`'s characters. Most of a documentation page's
   * links are its own sections (the Python docs: 58,000 of 175,000).
   */
  #fragment(value: string, base: DocumentBase): ResolvedLink | undefined {
    const self = this.resolve('', base);
    if (self.kind !== 'http') return undefined;
    return httpLink(self.key, value.slice(1));
  }

  #compute(value: string, base: DocumentBase): ResolvedLink {
    let resolved = tryResolve(this.scope.withPublicScheme(value, base.url), base.url);
    if (resolved === undefined) return { kind: 'invalid' };
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return { kind: 'scheme', scheme: resolved.protocol.slice(0, -1), href: resolved.href };
    if (base.encoding !== '') resolved = encodeQueryAs(resolved, value, base.encoding);
    return locatedLink(this.scope, resolved);
  }
}

export type HttpLink = Extract<ResolvedLink, { kind: 'http' }>;

/** An http(s) URL as the run requests it: located by the scope, its key, and its fragment kept apart. */
export function locatedLink(scope: Scope, resolved: URL): HttpLink {
  const { u, key } = scope.locate(resolved);
  return httpLink(key, u.hash.length > 1 ? u.hash.slice(1) : '');
}

/** A memo answer for an http(s) URL requested as `key`, found with `fragment` (`''`: none). */
function httpLink(key: string, fragment: string): HttpLink {
  return { kind: 'http', key, target: fragment === '' ? key : `${key}#${fragment}`, fragment, entry: undefined, id: -1, fileNoted: false };
}
