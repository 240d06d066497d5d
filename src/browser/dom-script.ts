/**
 * What runs inside a rendered page: its links as the DOM holds them once scripts have run, shadow roots
 * included. Kept as source text (it runs in the page, not in Node; the crawl's TypeScript has no DOM types),
 * called with the rows of `extract/link-table.ts` the crawl passes in, so the browser reads the same attributes
 * the HTML extraction does. Each link: element, attribute, the value as written, the value resolved against the
 * document's base, its text and a CSS path (shadow hosts joined with ` >>> `).
 */

/** One link the rendered DOM holds. */
export interface DomLink {
  element: string;
  attribute: string;
  /** The attribute's value as the DOM holds it. */
  raw: string;
  /** Resolved against the document's base URL (the raw value when it does not resolve). */
  href: string;
  text: string;
  /** A CSS path to the element, at most 300 characters. */
  path: string;
}

/** A row the page script reads: an element (`svg:` prefix for SVG's) and its link attributes. */
export interface DomRow {
  element: string;
  attributes: readonly string[];
  firstOnly?: boolean;
}

/** Source of a function `(rows) => DomLink[]`, evaluated in the page. */
export const DOM_LINKS_SCRIPT = String.raw`(rows) => {
  const SVG = 'http://www.w3.org/2000/svg';
  const byName = new Map();
  for (const r of rows) {
    const list = byName.get(r.element) || [];
    list.push(r);
    byName.set(r.element, list);
  }
  const out = [];
  const clip = (s, n) => (s.length > n ? s.slice(0, n) : s);
  const collapse = (s) => clip(s.replace(/\s+/g, ' ').trim(), 200);
  const step = (el) => {
    const tag = el.localName;
    if (el.id && /^[A-Za-z][\w-]*$/.test(el.id)) return tag + '#' + el.id;
    const parent = el.parentElement;
    if (!parent) return tag;
    let n = 0;
    let same = 0;
    for (const c of parent.children) {
      if (c.localName === tag) same++;
      if (c === el) n = same;
    }
    return same > 1 ? tag + ':nth-of-type(' + n + ')' : tag;
  };
  const cssPath = (el, prefix) => {
    const parts = [];
    for (let e = el; e; e = e.parentElement) {
      const s = step(e);
      parts.unshift(s);
      if (s.includes('#')) break;
    }
    const p = (prefix ? prefix + ' >>> ' : '') + parts.join(' > ');
    return p.length > 300 ? '...' + p.slice(p.length - 297) : p;
  };
  const resolve = (v, base) => {
    try {
      return new URL(v, base).href;
    } catch {
      return v;
    }
  };
  const textOf = (el, tag) => {
    if (tag === 'a') return collapse(el.textContent || '');
    if (tag === 'area' || tag === 'img') return collapse(el.getAttribute('alt') || '');
    return '';
  };
  const add = (el, tag, attribute, raw, prefix) => {
    const value = raw.trim();
    if (value === '') return;
    out.push({ element: tag, attribute, raw: clip(value, 2000), href: resolve(value, el.baseURI), text: textOf(el, tag), path: cssPath(el, prefix) });
  };
  const visit = (root, prefix) => {
    for (const el of root.querySelectorAll('*')) {
      const svg = el.namespaceURI === SVG;
      const tag = el.localName.toLowerCase();
      const found = byName.get(svg ? 'svg:' + tag : tag);
      const skip =
        (tag === 'input' && (el.getAttribute('type') || '').toLowerCase() !== 'image') ||
        (tag === 'link' && /(^|\s)(preconnect|dns-prefetch)(\s|$)/i.test(el.getAttribute('rel') || ''));
      if (found && !skip) {
        for (const r of found) {
          for (const a of r.attributes) {
            const v = el.getAttribute(a);
            if (v === null) continue;
            if (a === 'srcset') {
              for (const c of v.split(',')) add(el, tag, a, c.trim().split(/\s+/)[0] || '', prefix);
            } else {
              add(el, tag, a, v, prefix);
            }
            if (r.firstOnly) break;
          }
        }
      }
      if (el.shadowRoot) visit(el.shadowRoot, cssPath(el, prefix));
    }
  };
  visit(document, '');
  return out;
}`;
