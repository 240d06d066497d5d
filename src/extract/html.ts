/**
 * Link extraction from one HTML page.
 *
 * This is the crawler's hottest path, so it drives parse5's `Tokenizer` directly instead of building a tree:
 * no DOM, no per-element objects. What the tree builder would otherwise do for us, done here by hand:
 *
 * - switching the tokenizer into SCRIPT_DATA / RAWTEXT / RCDATA / PLAINTEXT after the start tags that need it,
 *   so that script, style and textarea contents are never read as markup;
 * - tracking foreign content (`<svg>`, `<math>`) so that CDATA sections are tokenized the way a browser does,
 *   `<svg><title>` is neither RCDATA nor the page title, and `<svg><a href>` is still a link.
 *
 * - the rules that decide which elements count: the document's base URL is the first `<base href>` outside
 *   `<template>` contents, foreign content and framesets; ids and `<a name>` inside `<template>` are not
 *   fragment targets (template contents are not in the document), though links there are still checked.
 *
 * `<noscript>` contents are parsed as markup (the tree builder's "scripting disabled" behaviour): the links in
 * it are real links for every visitor without JavaScript, and they can be dead like any other.
 *
 * Per token the work is: a `switch` on the tag name (already lower-case from the tokenizer), and attribute
 * look-ups only for the handful of tags we care about.
 */
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { Bail, FastTokenizer, type FastHandler } from './fast-tokenizer.js';
import { lineStarts, position } from './lines.js';
import type { ExtractedLink, ExtractedPage, ExtractOptions, LinkKind } from './types.js';
import { HTML_ELEMENTS, HTML_PLAIN, META_URL_PROPERTIES, SVG_PLAIN, looksLikeAbsoluteUrl, type LinkRow } from './link-table.js';
import { jsonLdUrls, scriptKind, scriptRedirects, type ScriptUrl } from './script.js';
import { cssUrls, mayHaveCssLinks } from './css.js';

type TagToken = Token.TagToken;
type CharacterToken = Token.CharacterToken;
type Attribute = Token.Attribute;

/** Link text and titles are cut to this many characters. */
const MAX_TEXT = 200;

/**
 * Extract every link, the base URL, the title and (optionally) the anchors of an HTML page.
 *
 * Pages are read by the fast tokenizer (`fast-tokenizer.ts`) when it can read them exactly; the rest — NUL
 * characters, `<plaintext>` and a few malformed endings — by parse5's tokenizer, and then `fallback` says why.
 */
export function extractLinks(html: string, options?: ExtractOptions): ExtractedPage {
  const fast = readFast(html, options);
  if (!(fast instanceof Bail)) return fast;
  const page = extractLinksParse5(html, options);
  page.fallback = fast.why;
  return page;
}

/** The fast tokenizer's reading of the page, or null when the page needs parse5's. */
export function extractLinksFast(html: string, options?: ExtractOptions): ExtractedPage | null {
  const page = readFast(html, options);
  return page instanceof Bail ? null : page;
}

function readFast(html: string, options: ExtractOptions | undefined): ExtractedPage | Bail {
  const handler = new LinkCollector(options?.collectAnchors === true, html, options?.checkCss === true);
  try {
    const tokenizer = new FastTokenizer(html, handler);
    handler.tokenizer = tokenizer;
    tokenizer.run();
    handler.textChars = tokenizer.textChars;
  } catch (err) {
    if (err instanceof Bail) return err;
    throw err;
  }
  return handler.result();
}

/**
 * parse5's reading of the page (the reference the fast tokenizer is tested against). Lines and columns come
 * from parse5's offsets, which are exact: its line count is not (a newline right after `&` counts twice).
 */
export function extractLinksParse5(html: string, options?: ExtractOptions): ExtractedPage {
  const handler = new LinkCollector(options?.collectAnchors === true, html, options?.checkCss === true);
  handler.lines = lineStarts(html);
  handler.countsText = true;
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  handler.tokenizer = tokenizer;
  tokenizer.write(html, true);
  return handler.result();
}

/** Start tags whose attributes the collector reads (when it does not collect anchors, which reads every tag's). */
const ATTRIBUTE_TAGS = HTML_ELEMENTS;

/** Inline script text is read up to this many characters (a redirect or JSON-LD block is far smaller). */
const MAX_SCRIPT = 1 << 20;

// Namespaces of the elements on the foreign-content stack.
const NS_HTML = 0;
const NS_SVG = 1;
const NS_MATH = 2;

// What the character tokens currently being emitted are.
const TEXT_MARKUP = 0; // ordinary text between tags
const TEXT_TITLE = 1; // contents of the first HTML <title>
const TEXT_RAW = 2; // script/style/textarea/… contents: never link text
const TEXT_SCRIPT = 3; // an inline script whose text is read for links (script.ts)

/** What the collector needs of a tokenizer: switching its mode after a start tag, and the foreign-content flag. */
interface TokenizerControl {
  state: number;
  inForeignNode: boolean;
  /** Where the text now being emitted starts (the fast tokenizer's character tokens carry no location). */
  textPlace?(): Place;
}

/** A 1-based line and column in the page. */
interface Place {
  line: number;
  col: number;
}

class LinkCollector implements TokenHandler, FastHandler {
  tokenizer!: TokenizerControl;
  readonly links: ExtractedLink[] = [];
  readonly anchors: Set<string> | undefined;
  base: string | undefined = undefined;
  /** With parse5: lines and columns from offsets (see `extractLinksParse5`). */
  lines: number[] | undefined = undefined;

  /** How many `<template>` elements are open: their contents are not in the document. */
  templateDepth = 0;
  /** Per open template: the foreign-content stack's depth when it opened (its end tag closes what is above). */
  readonly templateStack: number[] = [];
  /**
   * The tree builder's "frameset-ok" flag: a `<frameset>` replaces the body until text or one of a few start
   * tags has appeared (then it is ignored).
   */
  framesetOk = true;
  /** Whether the tree builder has opened the body (a `<frameset>` accepted then drops the body and all in it). */
  bodyOpen = false;
  /** While a `<frameset>` may still replace the body: whether the base and which ids came from the body. */
  baseInBody = false;
  readonly bodyAnchors: string[] = [];
  /** Whether a `<select>` is open: the tree builder drops most start tags inside it. */
  inSelect = false;
  /** Whether that `<select>` is in a table (then table tags end it), and how many tables are open. */
  selectInTable = false;
  tables = 0;
  /** Whether the tree builder keeps the current start tag's element in the document. */
  kept = true;
  /** Whether a `<frameset>` replaced the body: the tree builder ignores `<base>` from then on. */
  frameset = false;

  title = '';
  titleSeen = false;
  textMode = TEXT_MARKUP;
  /** `ExtractedPage.textChars`: counted here on parse5's tokens, by the fast tokenizer itself otherwise. */
  textChars = 0;
  countsText = false;

  /** The `<a>` link whose text is being collected, or null. */
  openLink: ExtractedLink | null = null;
  linkText = '';

  /**
   * Open elements since the outermost `<svg>`/`<math>`; empty while in plain HTML (the common case, so the
   * per-tag cost of foreign-content tracking is one length check).
   */
  readonly stackNames: string[] = [];
  readonly stackNs: number[] = [];
  /** Per element: whether it is an HTML or MathML text integration point (its children are parsed as HTML). */
  readonly stackIntegration: boolean[] = [];

  /** The inline `<script>` or `<style>` being read: its start tag, kind and text so far. */
  script: { token: TagToken; kind: 'js' | 'json-ld' | 'css'; text: string; start: Place | null } | null = null;
  /** Read `style=""` of every tag: CSS is checked and the page has a `style` attribute somewhere. */
  readonly styleAttributes: boolean;
  /** Whether an inline script can hold a redirect: the page has `location` somewhere. */
  readonly mayRedirect: boolean;

  onParseError = null;

  constructor(
    collectAnchors: boolean,
    /** The page's source: what it holds decides which readings are worth their cost. */
    source: string,
    private readonly checkCss: boolean,
  ) {
    this.anchors = collectAnchors ? new Set<string>() : undefined;
    this.styleAttributes = checkCss && /\sstyle\s*=/i.test(source);
    this.mayRedirect = source.includes('location');
  }

  result(): ExtractedPage {
    const page: ExtractedPage = { links: this.links, title: this.title, textChars: this.textChars };
    if (this.base !== undefined) page.base = this.base;
    if (this.anchors !== undefined) page.anchors = this.anchors;
    return page;
  }

  // ---- TokenHandler ---------------------------------------------------------------------------------------

  wantsText(): boolean {
    if (this.textMode === TEXT_MARKUP) return this.framesetOk || (this.openLink !== null && this.linkText.length <= MAX_TEXT);
    if (this.textMode === TEXT_SCRIPT) return this.script!.text.length <= MAX_SCRIPT;
    return this.textMode === TEXT_TITLE && this.title.length <= MAX_TEXT;
  }

  wantsAttributes(tagName: string): boolean {
    // In foreign content every tag's attributes may matter (`<font color>` breaks out, `annotation-xml encoding`).
    return this.anchors !== undefined || this.styleAttributes || ATTRIBUTE_TAGS.has(tagName) || this.stackNames.length !== 0;
  }

  onStartTag(token: TagToken): void {
    this.kept = this.keptInDocument(token.tagName);
    if (this.styleAttributes) this.styleAttribute(token);
    const depth = this.stackNames.length;
    const top = depth - 1;
    if (depth !== 0 && this.stackNs[top] !== NS_HTML && !this.stackIntegration[top]) {
      if (!breaksOutOfForeignContent(token)) {
        if (this.anchors !== undefined && this.kept) this.collectAnchors(token, false);
        this.foreignStartTag(token, this.stackNs[top]!);
        return;
      }
      // An HTML element in the middle of SVG/MathML closes the foreign elements (as the tree builder does).
      this.popForeign();
    }
    if (this.anchors !== undefined && this.kept) this.collectAnchors(token, true);
    this.htmlStartTag(token);
  }

  onEndTag(token: TagToken): void {
    // In RCDATA/RAWTEXT/SCRIPT_DATA the only end tag the tokenizer emits is the one that ends it.
    if (this.textMode === TEXT_SCRIPT) this.endScript();
    this.textMode = TEXT_MARKUP;
    const name = token.tagName;
    if (name === 'a') this.closeLink();
    if (name === 'select') this.inSelect = false;
    if (name === 'table' && this.tables !== 0) this.tables--;
    if (name === 'template' && this.templateDepth !== 0) {
      this.templateDepth--;
      const depth = this.templateStack.pop()!;
      if (this.stackNames.length > depth) this.truncateStack(depth);
      return;
    }
    if (this.stackNames.length !== 0) this.foreignEndTag(name);
  }

  /** An end tag while SVG/MathML elements are open: what it closes, as the tree builder decides. */
  private foreignEndTag(name: string): void {
    const names = this.stackNames;
    const ns = this.stackNs;
    const top = names.length - 1;
    if (ns[top] !== NS_HTML) {
      if (name === 'p' || name === 'br') {
        this.popForeign();
      } else {
        // The topmost foreign element of that name closes, unless an HTML element is open above it.
        for (let i = top; i >= 0 && ns[i] !== NS_HTML; i--) {
          if (names[i] === name) {
            this.truncateStack(i);
            return;
          }
        }
      }
    }
    // Else the HTML rules: the innermost open HTML element of that name closes (with all inside it).
    for (let i = names.length - 1; i >= 0; i--) {
      if (ns[i] === NS_HTML && names[i] === name) {
        this.truncateStack(i);
        return;
      }
    }
  }

  onCharacter(token: CharacterToken): void {
    if (this.textMode === TEXT_MARKUP) {
      if (this.countsText) this.countText(token);
      this.framesetOk = false;
      if (this.openLink !== null && this.linkText.length <= MAX_TEXT) this.linkText += token.chars;
    } else if (this.textMode === TEXT_TITLE) {
      if (this.title.length <= MAX_TEXT) this.title += token.chars;
    } else if (this.textMode === TEXT_SCRIPT) {
      this.scriptText(token);
    }
  }

  onWhitespaceCharacter(token: CharacterToken): void {
    // Whitespace runs come as tokens of their own: collapse them as they arrive.
    if (this.textMode === TEXT_MARKUP) {
      if (this.countsText) this.countText(token);
      if (this.openLink !== null && this.linkText.length <= MAX_TEXT) this.linkText += ' ';
    } else if (this.textMode === TEXT_TITLE) {
      if (this.title.length <= MAX_TEXT) this.title += ' ';
    } else if (this.textMode === TEXT_SCRIPT) {
      // Script text is kept as written: its offsets place the links found in it.
      this.scriptText(token);
    }
  }

  /** parse5's character tokens are decoded, and their locations do not span a whole run: count the characters. */
  private countText(token: CharacterToken): void {
    this.textChars += token.chars.length;
  }

  onNullCharacter(): void {}
  onComment(): void {}
  onDoctype(): void {}

  onEof(): void {
    if (this.textMode === TEXT_SCRIPT) this.endScript();
    this.closeLink();
    if (this.titleSeen) this.title = detach(collapse(this.title));
  }

  // ---- HTML elements --------------------------------------------------------------------------------------

  private htmlStartTag(token: TagToken): void {
    const attrs = token.attrs;
    const name = token.tagName;
    if (this.kept && this.templateDepth === 0) this.trackBody(name, attrs);
    const rows = HTML_PLAIN.get(name);
    if (rows !== undefined) this.tableLinks(token, rows);
    switch (name) {
      case 'a':
        this.closeLink();
        this.anchorLink(token, 'page');
        break;
      case 'area':
        this.link(token, 'href', 'page', attrValue(attrs, 'alt'));
        break;
      case 'iframe':
        this.switchText(TokenizerMode.RAWTEXT);
        break;
      case 'img': {
        const alt = attrValue(attrs, 'alt');
        this.link(token, 'src', 'resource', alt);
        this.srcset(token, alt);
        // An image inside a link stands for its `alt` text (as in the link's accessible name).
        if (this.openLink !== null && alt !== '' && this.linkText.length <= MAX_TEXT) this.linkText += alt;
        break;
      }
      case 'source':
        this.link(token, 'src', 'resource', '');
        this.srcset(token, '');
        break;
      case 'link':
        if (!pointsAtOrigin(attrValue(attrs, 'rel'))) this.link(token, 'href', 'resource', '');
        break;
      case 'script':
        this.switchText(TokenizerMode.SCRIPT_DATA);
        this.startScript(token);
        break;
      case 'input':
        if (asciiLowerTrim(attrValue(attrs, 'type')) === 'image') this.link(token, 'src', 'resource', '');
        break;
      case 'base':
        if (this.base === undefined && this.kept) {
          const i = attrIndex(attrs, 'href');
          if (i !== -1) {
            this.base = detach(cleanUrl(attrs[i]!.value));
            this.baseInBody = this.bodyOpen;
          }
        }
        break;
      case 'select':
        if (this.kept) {
          this.inSelect = true;
          this.selectInTable = this.tables !== 0;
        }
        break;
      case 'table':
        if (this.kept) this.tables++;
        break;
      case 'meta':
        this.metaRefresh(token);
        this.metaUrl(token);
        break;
      case 'title':
        this.switchText(TokenizerMode.RCDATA);
        if (!this.titleSeen) {
          this.titleSeen = true;
          this.textMode = TEXT_TITLE;
        }
        break;
      case 'textarea':
        this.switchText(TokenizerMode.RCDATA);
        break;
      case 'style':
        this.switchText(TokenizerMode.RAWTEXT);
        if (this.checkCss) {
          this.script = { token, kind: 'css', text: '', start: null };
          this.textMode = TEXT_SCRIPT;
        }
        break;
      case 'xmp':
      case 'noembed':
      case 'noframes':
        this.switchText(TokenizerMode.RAWTEXT);
        break;
      case 'plaintext':
        this.switchText(TokenizerMode.PLAINTEXT);
        break;
      case 'svg':
        if (!token.selfClosing && this.kept) this.pushElement('svg', NS_SVG, false);
        return;
      case 'math':
        if (!token.selfClosing && this.kept) this.pushElement('math', NS_MATH, false);
        return;
      case 'template':
        this.templateDepth++;
        this.templateStack.push(this.stackNames.length);
        break;
      default:
        break;
    }
    // HTML elements inside an integration point (`<foreignObject>`, `<mtext>`, …) go on the stack so that the
    // end tags that close them are matched; void elements never get an end tag.
    if (this.stackNames.length !== 0 && !VOID_ELEMENTS.has(token.tagName)) {
      this.pushElement(token.tagName, NS_HTML, false);
    }
  }

  // ---- Which elements are in the document ----------------------------------------------------------------

  /**
   * Whether the tree builder puts an element with this start tag in the document: not in `<template>` contents,
   * not after an accepted `<frameset>`, not one of the tags dropped inside `<select>`. Links on dropped
   * elements are still checked (they are in the page's source); their ids and `<base>` do not count.
   */
  private keptInDocument(name: string): boolean {
    if (this.inSelect) {
      if (name === 'select' || name === 'input' || name === 'keygen' || name === 'textarea' || (this.selectInTable && TABLE_TAGS.has(name))) {
        // These end the select; a `<select>` inside one is dropped itself.
        this.inSelect = false;
        if (name === 'select') return false;
      } else if (!KEPT_IN_SELECT.has(name)) {
        return false;
      }
    }
    return this.templateDepth === 0 && !this.frameset;
  }

  /** The "frameset-ok" flag, and a `<frameset>` that replaces the body (with the base and ids in it). */
  private trackBody(name: string, attrs: Attribute[]): void {
    if (!this.framesetOk) return;
    if (name === 'frameset') {
      this.frameset = true;
      this.framesetOk = false;
      if (this.baseInBody) this.base = undefined;
      for (const id of this.bodyAnchors) this.anchors?.delete(id);
      return;
    }
    if (FRAMESET_NOT_OK.has(name) && (name !== 'input' || asciiLowerTrim(attrValue(attrs, 'type')) !== 'hidden')) {
      this.framesetOk = false;
      return;
    }
    if (!HEAD_TAGS.has(name)) this.bodyOpen = true;
  }

  private switchText(mode: (typeof TokenizerMode)[keyof typeof TokenizerMode]): void {
    this.tokenizer.state = mode;
    this.textMode = TEXT_RAW;
  }

  // ---- Foreign content (SVG, MathML) ----------------------------------------------------------------------

  private foreignStartTag(token: TagToken, parentNs: number): void {
    const name = token.tagName;
    // A foreign element takes its parent's namespace (`<svg><math>` is an SVG element), except `<svg>` in
    // MathML's `<annotation-xml>`.
    const ns = name === 'svg' && this.stackNames[this.stackNames.length - 1] === 'annotation-xml' ? NS_SVG : parentNs;
    if (ns === NS_SVG) {
      if (name === 'a') {
        this.closeLink();
        this.anchorLink(token, 'page', true);
        if (token.selfClosing) this.closeLink();
      } else {
        const rows = SVG_PLAIN.get(name);
        if (rows !== undefined) this.tableLinks(token, rows);
      }
    }
    if (!token.selfClosing) this.pushElement(name, ns, isIntegrationPoint(ns, token));
  }

  private pushElement(name: string, ns: number, integration: boolean): void {
    this.stackNames.push(name);
    this.stackNs.push(ns);
    this.stackIntegration.push(integration);
    this.syncForeign();
  }

  /** Pop foreign elements until the current node is HTML, an integration point, or nothing. */
  private popForeign(): void {
    let n = this.stackNames.length;
    while (n > 0 && this.stackNs[n - 1] !== NS_HTML && !this.stackIntegration[n - 1]) n--;
    this.truncateStack(n);
  }

  private truncateStack(n: number): void {
    const names = this.stackNames;
    // An `<a>` popped with its ancestors (e.g. by `</foreignObject>`) ends its link text there.
    if (this.openLink !== null && names.indexOf('a', n) !== -1) this.closeLink();
    names.length = n;
    this.stackNs.length = n;
    this.stackIntegration.length = n;
    this.syncForeign();
  }

  /** Tell the tokenizer whether `<![CDATA[` is a CDATA section (in foreign content) or a bogus comment. */
  private syncForeign(): void {
    const top = this.stackNames.length - 1;
    this.tokenizer.inForeignNode = top >= 0 && this.stackNs[top] !== NS_HTML && !this.stackIntegration[top];
  }

  // ---- Links ----------------------------------------------------------------------------------------------

  /**
   * Push a link for `token[attribute]`; returns whether the attribute was present.
   *
   * Empty values (after whitespace stripping) are skipped: an empty `href` is a link to the page itself (never
   * dead, and the page is already being checked), and an empty `src` is never fetched by a browser.
   */
  private link(token: TagToken, attribute: string, kind: LinkKind, text: string): ExtractedLink | null {
    const i = attrIndex(token.attrs, attribute);
    if (i === -1) return null;
    const value = cleanUrl(token.attrs[i]!.value);
    if (value === '') return null;
    return this.push(token, attribute, value, kind, text);
  }

  /** `<a href>` (and in SVG `<a xlink:href>`): its text is filled in when the element ends. */
  private anchorLink(token: TagToken, kind: LinkKind, svg = false): void {
    let link = this.link(token, 'href', kind, '');
    if (link === null && svg) link = this.link(token, 'xlink:href', kind, '');
    if (link !== null) {
      this.openLink = link;
      this.linkText = '';
    }
  }

  private closeLink(): void {
    const link = this.openLink;
    if (link === null) return;
    link.text = detach(collapse(this.linkText));
    this.openLink = null;
    this.linkText = '';
  }

  private srcset(token: TagToken, text: string): void {
    const i = attrIndex(token.attrs, 'srcset');
    if (i === -1) return;
    const value = token.attrs[i]!.value;
    const urls = parseSrcset(value);
    for (const url of urls) this.push(token, 'srcset', url, 'resource', text);
  }

  private metaRefresh(token: TagToken): void {
    const attrs = token.attrs;
    if (asciiLowerTrim(attrValue(attrs, 'http-equiv')) !== 'refresh') return;
    const i = attrIndex(attrs, 'content');
    if (i === -1) return;
    const url = parseRefresh(attrs[i]!.value);
    if (url === null) return;
    const value = cleanUrl(url);
    if (value !== '') this.push(token, 'content', value, 'page', '');
  }

  /** The links an element's rows in the link table declare. */
  private tableLinks(token: TagToken, rows: LinkRow[]): void {
    for (const row of rows) {
      for (const attribute of row.attributes) {
        if (this.link(token, attribute, row.kind, '') !== null && row.firstOnly === true) break;
      }
    }
  }

  /** Social-preview `<meta property|name content>` and `<meta itemprop content>` holding an absolute URL. */
  private metaUrl(token: TagToken): void {
    const attrs = token.attrs;
    const key = asciiLowerTrim(attrValue(attrs, 'property') || attrValue(attrs, 'name'));
    if (META_URL_PROPERTIES.has(key)) {
      this.link(token, 'content', 'resource', '');
    } else if (attrIndex(attrs, 'itemprop') !== -1 && looksLikeAbsoluteUrl(cleanUrl(attrValue(attrs, 'content')))) {
      this.link(token, 'content', 'resource', '');
    }
  }

  /** An inline script of a kind whose text holds links (JavaScript redirects, JSON-LD): read its text. */
  private startScript(token: TagToken): void {
    if (attrIndex(token.attrs, 'src') !== -1) return;
    const kind = scriptKind(attrValue(token.attrs, 'type'));
    if (kind === null) return;
    // A redirect needs `location` in the script's text (see scriptRedirects): on a page without the word
    // anywhere, reading every script's text only costs (the fast tokenizer would emit text nobody uses).
    if (kind === 'js' && !this.mayRedirect) return;
    this.script = { token, kind, text: '', start: null };
    this.textMode = TEXT_SCRIPT;
  }

  /** A run of an inline script's (or style's) text; the first one tells where the text starts. */
  private scriptText(token: CharacterToken): void {
    const script = this.script!;
    if (script.text.length > MAX_SCRIPT) return;
    if (script.text === '') script.start = this.textStart(token);
    script.text += token.chars;
  }

  /** Where a character token starts: parse5's offset (exact, see `lines`), or the fast tokenizer's place. */
  private textStart(token: CharacterToken): Place | null {
    const loc = token.location;
    if (loc === null || loc === undefined) return this.tokenizer.textPlace?.() ?? null;
    if (this.lines === undefined) return { line: loc.startLine, col: loc.startCol };
    const { line, column } = position(this.lines, loc.startOffset);
    return { line, col: column };
  }

  private endScript(): void {
    const script = this.script!;
    this.script = null;
    const text = script.text;
    if (text === '') return;
    const found = script.kind === 'js' ? scriptRedirects(text) : script.kind === 'css' ? cssLinks(text) : jsonLdUrls(text);
    if (found.length === 0) return;
    const kind: LinkKind = script.kind === 'js' ? 'page' : 'resource';
    const start = script.start;
    // The text as the tokenizer gives it has LF line ends only: lines and columns within it are the page's.
    const textLines = start === null ? null : lineStarts(text);
    for (const url of found) {
      const value = cleanUrl(url.value);
      if (value === '') continue;
      const link = this.push(script.token, url.source, value, kind, '');
      if (textLines === null) continue;
      const at = position(textLines, url.offset);
      link.line = start!.line + at.line - 1;
      link.column = at.line === 1 ? start!.col + at.column - 1 : at.column;
    }
  }

  /** `url()` and `@import` in a `style` attribute, placed at the attribute. */
  private styleAttribute(token: TagToken): void {
    const i = attrIndex(token.attrs, 'style');
    if (i === -1) return;
    const css = token.attrs[i]!.value;
    if (!mayHaveCssLinks(css)) return;
    for (const url of cssUrls(css)) {
      const value = cleanUrl(url.value);
      if (value !== '' && !value.startsWith('#')) this.push(token, 'style', value, 'resource', '');
    }
  }

  private push(token: TagToken, attribute: string, value: string, kind: LinkKind, text: string): ExtractedLink {
    const loc = token.location;
    const at = loc?.attrs?.[attribute] ?? loc;
    let line = at?.startLine ?? 0;
    let column = at?.startCol ?? 0;
    if (at && this.lines !== undefined) ({ line, column } = position(this.lines, at.startOffset));
    const link: ExtractedLink = {
      value: detach(value),
      kind,
      element: token.tagName,
      attribute,
      line,
      column,
      text: detach(text),
    };
    this.links.push(link);
    return link;
  }

  /** Ids, and names of HTML `<a>` elements: what a `#fragment` can point at. */
  private collectAnchors(token: TagToken, html: boolean): void {
    const anchors = this.anchors!;
    const attrs = token.attrs;
    const isA = html && token.tagName === 'a';
    // Until the body can no longer be replaced by a frameset, remember what it added.
    const inBody = this.framesetOk && (this.bodyOpen || !HEAD_TAGS.has(token.tagName));
    for (let i = 0; i < attrs.length; i++) {
      const a = attrs[i]!;
      if ((a.name === 'id' || (isA && a.name === 'name')) && a.value !== '') {
        const value = detach(a.value);
        if (inBody && !anchors.has(value)) this.bodyAnchors.push(value);
        anchors.add(value);
      }
    }
  }
}

/** CSS links as script-text links (`url()` or `@import` as their source); `url(#id)` (SVG paint servers) is not one. */
function cssLinks(css: string): ScriptUrl[] {
  return cssUrls(css)
    .filter((u) => !u.value.trim().startsWith('#'))
    .map((u) => ({ value: u.value, offset: u.offset, source: u.source === 'import' ? '@import' : 'url()' }));
}

// ---- Small pure helpers (the URL parsers are exported for tests) ------------------------------------------------------------

function attrIndex(attrs: Attribute[], name: string): number {
  for (let i = 0; i < attrs.length; i++) if (attrs[i]!.name === name) return i;
  return -1;
}

function attrValue(attrs: Attribute[], name: string): string {
  const i = attrIndex(attrs, name);
  return i === -1 ? '' : attrs[i]!.value;
}

/**
 * A copy of `s` that does not keep the page alive. A substring of the page (or a concatenation of substrings)
 * can share the page's memory; titles, link texts and URLs outlive the page, and 20,000 pages kept alive that
 * way were 185 MB of a 20,000-page crawl's heap. Strings under 13 characters are always copies in V8.
 */
function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

function isAsciiWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/**
 * An attribute value as a URL string: leading and trailing ASCII whitespace stripped, and tabs and newlines
 * inside removed (the URL parser ignores them too, so `a\nb.html` and `ab.html` are the same link).
 */
export function cleanUrl(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isAsciiWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isAsciiWhitespace(value.charCodeAt(end - 1))) end--;
  let out = start === 0 && end === value.length ? value : value.slice(start, end);
  if (out.includes('\n') || out.includes('\t') || out.includes('\r')) out = out.replace(/[\t\n\r]/g, '');
  return out;
}

function asciiLowerTrim(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether `text` has no ASCII whitespace but single spaces between other characters (the common link text). */
function isCollapsed(text: string): boolean {
  const n = text.length;
  if (n === 0) return true;
  if (text.charCodeAt(0) === 0x20 || text.charCodeAt(n - 1) === 0x20) return false;
  let prevSpace = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      if (prevSpace) return false;
      prevSpace = true;
    } else {
      if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) return false;
      prevSpace = false;
    }
  }
  return true;
}

/** Collapse runs of ASCII whitespace to one space, trim, cut to MAX_TEXT characters. */
function collapse(text: string): string {
  if (isCollapsed(text)) return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT).trimEnd() : text;
  let out = text.replace(/[\t\n\f\r ]+/g, ' ').trim();
  if (out.length > MAX_TEXT) out = out.slice(0, MAX_TEXT).trimEnd();
  return out;
}

/** `rel` values whose `href` is an origin to connect to, not a resource to fetch. */
function pointsAtOrigin(rel: string): boolean {
  if (rel === '') return false;
  for (const word of rel.toLowerCase().split(/[\t\n\f\r ]+/)) {
    if (word === 'preconnect' || word === 'dns-prefetch') return true;
  }
  return false;
}

/** Start tags after which the tree builder ignores `<frameset>` (they clear its "frameset-ok" flag). */
const FRAMESET_NOT_OK = new Set([
  'body',
  'template',
  'applet',
  'marquee',
  'object',
  'table',
  'area',
  'br',
  'embed',
  'img',
  'keygen',
  'wbr',
  'input',
  'hr',
  'textarea',
  'xmp',
  'iframe',
  'select',
  'pre',
  'listing',
  'li',
  'dd',
  'dt',
  'button',
  'image',
]);

/** Start tags the tree builder keeps in (or before) the head; any other opens the body. */
const HEAD_TAGS = new Set(['html', 'head', 'base', 'basefont', 'bgsound', 'link', 'meta', 'noframes', 'script', 'style', 'template', 'title', 'noscript']);

/** Start tags that end a `<select>` inside a table. */
const TABLE_TAGS = new Set(['caption', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'td', 'th']);

/** Start tags the tree builder keeps inside `<select>` (it drops the others). */
const KEPT_IN_SELECT = new Set(['option', 'optgroup', 'hr', 'script', 'template']);

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Start tags that end foreign content in the tree builder ("any other start tag" rules of foreign content). */
const BREAKOUT_TAGS = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);

function breaksOutOfForeignContent(token: TagToken): boolean {
  const name = token.tagName;
  if (BREAKOUT_TAGS.has(name)) return true;
  if (name !== 'font') return false;
  const attrs = token.attrs;
  return attrIndex(attrs, 'color') !== -1 || attrIndex(attrs, 'face') !== -1 || attrIndex(attrs, 'size') !== -1;
}

/** Foreign elements whose children are parsed as HTML. */
function isIntegrationPoint(ns: number, token: TagToken): boolean {
  const name = token.tagName;
  if (ns === NS_SVG) return name === 'foreignobject' || name === 'desc' || name === 'title';
  switch (name) {
    case 'mi':
    case 'mo':
    case 'mn':
    case 'ms':
    case 'mtext':
      return true;
    case 'annotation-xml': {
      const enc = asciiLowerTrim(attrValue(token.attrs, 'encoding'));
      return enc === 'text/html' || enc === 'application/xhtml+xml';
    }
    default:
      return false;
  }
}

/**
 * The URLs of a `srcset` attribute, following the HTML spec's "parse a srcset attribute": candidates are
 * separated by commas, but a URL may itself contain commas (only trailing ones end it), and descriptors may
 * contain commas inside parentheses. Descriptors themselves are not validated: a candidate with bad
 * descriptors is still a URL worth checking.
 */
export function parseSrcset(input: string): string[] {
  const urls: string[] = [];
  const n = input.length;
  let pos = 0;
  for (;;) {
    // Skip whitespace and commas between candidates.
    while (pos < n) {
      const c = input.charCodeAt(pos);
      if (c !== 0x2c && !isAsciiWhitespace(c)) break;
      pos++;
    }
    if (pos >= n) return urls;
    const start = pos;
    while (pos < n && !isAsciiWhitespace(input.charCodeAt(pos))) pos++;
    let end = pos;
    if (input.charCodeAt(end - 1) === 0x2c) {
      // A URL ending in commas: the commas separate candidates, there are no descriptors.
      while (end > start && input.charCodeAt(end - 1) === 0x2c) end--;
      if (end > start) urls.push(input.slice(start, end));
      continue;
    }
    urls.push(input.slice(start, end));
    // Skip the descriptors up to the comma that ends this candidate (not one inside parentheses).
    let inParens = false;
    while (pos < n) {
      const c = input.charCodeAt(pos);
      if (inParens) {
        if (c === 0x29) inParens = false;
      } else if (c === 0x28) {
        inParens = true;
      } else if (c === 0x2c) {
        pos++;
        break;
      }
      pos++;
    }
  }
}

/**
 * The URL of a `<meta http-equiv="refresh">` `content` value, following the HTML spec's "shared declarative
 * refresh steps" (delay, then `;` or `,`, then optional `url=`, then an optionally quoted URL), or null when
 * the value is invalid or refreshes the page itself.
 */
export function parseRefresh(input: string): string | null {
  const n = input.length;
  let pos = 0;
  const skipWs = (): void => {
    while (pos < n && isAsciiWhitespace(input.charCodeAt(pos))) pos++;
  };
  const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
  skipWs();
  const digitsStart = pos;
  while (pos < n && isDigit(input.charCodeAt(pos))) pos++;
  if (pos === digitsStart && input.charCodeAt(pos) !== 0x2e) return null;
  while (pos < n && (isDigit(input.charCodeAt(pos)) || input.charCodeAt(pos) === 0x2e)) pos++;
  if (pos < n) {
    const c = input.charCodeAt(pos);
    if (c !== 0x3b && c !== 0x2c && !isAsciiWhitespace(c)) return null;
  }
  skipWs();
  if (pos < n && (input.charCodeAt(pos) === 0x3b || input.charCodeAt(pos) === 0x2c)) {
    pos++;
    skipWs();
  }
  if (pos >= n) return null;
  let url = input.slice(pos);
  if ((input.charCodeAt(pos) | 0x20) === 0x75 /* u */) {
    if ((input.charCodeAt(pos + 1) | 0x20) === 0x72 /* r */ && (input.charCodeAt(pos + 2) | 0x20) === 0x6c /* l */) {
      pos += 3;
      skipWs();
      if (input.charCodeAt(pos) !== 0x3d /* = */) return url;
      pos++;
      skipWs();
    } else {
      return url;
    }
  }
  const quote = input.charCodeAt(pos);
  if (quote === 0x22 || quote === 0x27) {
    pos++;
    url = input.slice(pos);
    const close = url.indexOf(quote === 0x22 ? '"' : "'");
    if (close !== -1) url = url.slice(0, close);
  } else {
    url = input.slice(pos);
  }
  return url;
}
