/**
 * A parsed page as it crosses between threads (`parse-pool.ts`): a page's 300 links as 300 objects would be
 * cloned field by field (on the Python docs that cost more than the parse it saved). Instead every string goes
 * into one (`text`, copied once) and every number into one `Int32Array` (moved, not copied); the handful of
 * element/attribute/kind triples a page uses are named once in `kinds`.
 */
import type { ParsedPage } from './parse.js';
import type { ExtractedLink, LinkKind } from './types.js';

export interface EncodedPage {
  encoding: string;
  title: string;
  base?: string;
  textChars: number;
  fallback?: string;
  hashRedirect?: string;
  /** Each link's value and text, then each anchor, one after another. */
  text: string;
  /** Per link: value length, text length, line, column, index into `kinds`; then each anchor's length. */
  numbers: Int32Array;
  links: number;
  /** Absent when anchors were not collected. */
  anchors?: number;
  /** `kind element attribute` of the links. */
  kinds: string[];
}

const PER_LINK = 5;

export function encodePage({ page, encoding }: ParsedPage): EncodedPage {
  const { links } = page;
  const anchors = page.anchors;
  const numbers = new Int32Array(links.length * PER_LINK + (anchors?.size ?? 0));
  const parts: string[] = [];
  const kinds: string[] = [];
  const kindIndex = new Map<string, number>();
  let n = 0;
  for (const link of links) {
    const triple = `${link.kind} ${link.element} ${link.attribute}`;
    let k = kindIndex.get(triple);
    if (k === undefined) {
      k = kinds.push(triple) - 1;
      kindIndex.set(triple, k);
    }
    parts.push(link.value, link.text);
    numbers[n++] = link.value.length;
    numbers[n++] = link.text.length;
    numbers[n++] = link.line;
    numbers[n++] = link.column;
    numbers[n++] = k;
  }
  if (anchors) {
    for (const a of anchors) {
      parts.push(a);
      numbers[n++] = a.length;
    }
  }
  const out: EncodedPage = { encoding, title: page.title, textChars: page.textChars, text: parts.join(''), numbers, links: links.length, kinds };
  if (page.base !== undefined) out.base = page.base;
  if (page.fallback !== undefined) out.fallback = page.fallback;
  if (page.hashRedirect !== undefined) out.hashRedirect = page.hashRedirect;
  if (anchors) out.anchors = anchors.size;
  return out;
}

export function decodePage(encoded: EncodedPage): ParsedPage {
  const { text, numbers } = encoded;
  const kinds = encoded.kinds.map((triple) => {
    const [kind, element, attribute] = triple.split(' ') as [LinkKind, string, string];
    return { kind, element, attribute };
  });
  const links: ExtractedLink[] = new Array(encoded.links);
  let at = 0;
  let n = 0;
  for (let i = 0; i < encoded.links; i++) {
    const valueEnd = at + numbers[n]!;
    const textEnd = valueEnd + numbers[n + 1]!;
    const { kind, element, attribute } = kinds[numbers[n + 4]!]!;
    links[i] = {
      value: text.slice(at, valueEnd),
      kind,
      element,
      attribute,
      line: numbers[n + 2]!,
      column: numbers[n + 3]!,
      text: text.slice(valueEnd, textEnd),
    };
    at = textEnd;
    n += PER_LINK;
  }
  const page: ParsedPage['page'] = { links, title: encoded.title, textChars: encoded.textChars };
  if (encoded.anchors !== undefined) {
    const anchors = new Set<string>();
    for (let i = 0; i < encoded.anchors; i++) {
      const end = at + numbers[n++]!;
      anchors.add(text.slice(at, end));
      at = end;
    }
    page.anchors = anchors;
  }
  if (encoded.base !== undefined) page.base = encoded.base;
  if (encoded.fallback !== undefined) page.fallback = encoded.fallback;
  if (encoded.hashRedirect !== undefined) page.hashRedirect = encoded.hashRedirect;
  return { page, encoding: encoded.encoding };
}
