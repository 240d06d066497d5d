/**
 * Which attributes of which elements are links, declared once.
 *
 * The link collector (`html.ts`) reads these rows for both of its tokenizers (the fast one and parse5's), and
 * the README's table of what is read is held to them by `test/unit/link-table.test.ts`. Elements whose links
 * need more than "this attribute is a URL" (`a` text, `srcset`, `meta` refresh and social previews, `link rel`,
 * `input type=image`, `base`) keep their own code in the collector; their rows here say so with `special`.
 */
import type { LinkKind } from './types.js';

export interface LinkRow {
  /** Lower-case element name. */
  element: string;
  /** Attributes read, in order; with `firstOnly` only the first present one is a link (`href` over `xlink:href`). */
  attributes: readonly string[];
  kind: LinkKind;
  /** Namespace the element must be in: HTML (also covers `<image>`, which the tree builder turns into `<img>`) or SVG. */
  ns: 'html' | 'svg';
  firstOnly?: boolean;
  /** Read by code of its own in the collector (the row documents it). */
  special?: string;
}

export const LINK_ROWS: readonly LinkRow[] = [
  { element: 'a', attributes: ['href'], kind: 'page', ns: 'html', special: 'link text collected' },
  { element: 'area', attributes: ['href'], kind: 'page', ns: 'html', special: '`alt` as link text' },
  { element: 'frame', attributes: ['src'], kind: 'page', ns: 'html' },
  { element: 'iframe', attributes: ['src'], kind: 'page', ns: 'html' },
  { element: 'iframe', attributes: ['longdesc'], kind: 'resource', ns: 'html' },
  { element: 'img', attributes: ['src', 'srcset'], kind: 'resource', ns: 'html', special: 'every `srcset` candidate' },
  { element: 'img', attributes: ['longdesc'], kind: 'resource', ns: 'html' },
  { element: 'image', attributes: ['src'], kind: 'resource', ns: 'html' },
  { element: 'source', attributes: ['src', 'srcset'], kind: 'resource', ns: 'html', special: 'every `srcset` candidate' },
  { element: 'link', attributes: ['href'], kind: 'resource', ns: 'html', special: 'not `rel=preconnect`/`dns-prefetch`' },
  { element: 'script', attributes: ['src'], kind: 'resource', ns: 'html' },
  { element: 'video', attributes: ['src', 'poster'], kind: 'resource', ns: 'html' },
  { element: 'audio', attributes: ['src'], kind: 'resource', ns: 'html' },
  { element: 'embed', attributes: ['src'], kind: 'resource', ns: 'html' },
  { element: 'track', attributes: ['src'], kind: 'resource', ns: 'html' },
  { element: 'object', attributes: ['data'], kind: 'resource', ns: 'html' },
  { element: 'input', attributes: ['src'], kind: 'resource', ns: 'html', special: 'only `type=image`' },
  { element: 'blockquote', attributes: ['cite'], kind: 'resource', ns: 'html' },
  { element: 'q', attributes: ['cite'], kind: 'resource', ns: 'html' },
  { element: 'del', attributes: ['cite'], kind: 'resource', ns: 'html' },
  { element: 'ins', attributes: ['cite'], kind: 'resource', ns: 'html' },
  { element: 'body', attributes: ['background'], kind: 'resource', ns: 'html' },
  { element: 'table', attributes: ['background'], kind: 'resource', ns: 'html' },
  { element: 'td', attributes: ['background'], kind: 'resource', ns: 'html' },
  { element: 'meta', attributes: ['content'], kind: 'page', ns: 'html', special: '`http-equiv=refresh` (followed like a link)' },
  {
    element: 'meta',
    attributes: ['content'],
    kind: 'resource',
    ns: 'html',
    special: 'social previews (`og:image`, `twitter:image`, …) and absolute `itemprop` URLs',
  },
  {
    element: 'script',
    attributes: ['#text'],
    kind: 'page',
    ns: 'html',
    special: 'inline script assigning a string literal to `location` (followed like a link)',
  },
  {
    element: 'script',
    attributes: ['#text'],
    kind: 'resource',
    ns: 'html',
    special: '`type=application/ld+json`: `url`, `image`, `logo`, `sameAs`, `contentUrl`, absolute `@id`',
  },
  { element: 'base', attributes: ['href'], kind: 'page', ns: 'html', special: 'the base URL of the page, not a link' },
  { element: 'a', attributes: ['href', 'xlink:href'], kind: 'page', ns: 'svg', firstOnly: true, special: 'link text collected' },
  { element: 'use', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
  { element: 'image', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
  { element: 'feimage', attributes: ['href', 'xlink:href'], kind: 'resource', ns: 'svg', firstOnly: true },
];

/** Rows the collector applies by table (no `special`), per namespace and element. */
function plainRows(ns: 'html' | 'svg'): Map<string, LinkRow[]> {
  const map = new Map<string, LinkRow[]>();
  for (const row of LINK_ROWS) {
    if (row.ns !== ns || row.special !== undefined) continue;
    let rows = map.get(row.element);
    if (rows === undefined) map.set(row.element, (rows = []));
    rows.push(row);
  }
  return map;
}

export const HTML_PLAIN = plainRows('html');
export const SVG_PLAIN = plainRows('svg');

/** Every HTML element a row names: the collector reads these elements' attributes. */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(LINK_ROWS.filter((r) => r.ns === 'html').map((r) => r.element));

/** `<meta property|name>` values whose `content` is a URL a browser or a link preview loads. */
export const META_URL_PROPERTIES: ReadonlySet<string> = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:video:url',
  'og:video:secure_url',
  'og:audio',
  'og:audio:url',
  'og:audio:secure_url',
  'og:url',
  'twitter:image',
  'twitter:image:src',
  'twitter:player',
]);

/** Whether an `itemprop` value on `meta content` / `link href` is worth reading as a URL (it must also look like one). */
export function looksLikeAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
