/** How the crawler treats a link: `page` links are followed (and crawled when in scope); `resource` links are only checked. */
export type LinkKind = 'page' | 'resource';

export interface ExtractedLink {
  /** The URL as written (entities decoded, surrounding ASCII whitespace stripped); not resolved. */
  value: string;
  kind: LinkKind;
  /** Lower-case tag name (`a`, `img`, `meta`, …). */
  element: string;
  /** Lower-case attribute name (`href`, `src`, `srcset`, `content`, …). */
  attribute: string;
  /** 1-based line and column where the attribute starts. */
  line: number;
  column: number;
  /** Link text for `a` (whitespace collapsed, ≤ 200 chars); `alt` for `area`/`img`; else ''. */
  text: string;
  /** Found only in the rendered DOM (`--render`): a CSS path to its element (see `Referrer.rendered`). */
  rendered?: string;
}

export interface ExtractedPage {
  links: ExtractedLink[];
  /** Raw `href` of the first `<base href>`, if any (the document base URL per HTML). */
  base?: string;
  /** `<title>` text, whitespace collapsed, ≤ 200 chars. */
  title: string;
  /**
   * Characters of text between tags, whitespace included (outside comments, `<title>`, scripts, styles and
   * other raw-text elements): a cheap measure of how much a page says. The fast tokenizer counts the source
   * without decoding it (`&amp;` is 5); on a page parse5 reads (`run.stats.parser`), references count decoded.
   */
  textChars: number;
  /** Every `id` and `<a name>` on the page, outside `<template>` contents (only when asked for). */
  anchors?: Set<string>;
  /**
   * The URL (as written) of the page's first script redirect that carries its `#fragment` on
   * (`location.replace("b.html" + location.hash)`): a fragment on this page names a target on that one.
   */
  hashRedirect?: string;
  /** Why the fast tokenizer handed the page to parse5 (absent when it read the page itself). */
  fallback?: string;
}

export interface ExtractOptions {
  collectAnchors?: boolean;
  /**
   * Columns in UTF-16 code units, not characters (code points): for a caller that places the links in a text of
   * its own and converts once there (a Markdown file's raw HTML).
   */
  utf16Columns?: boolean;
  /** Read `url()` and `@import` in `<style>` and `style=""` (css.ts). */
  checkCss?: boolean;
}
