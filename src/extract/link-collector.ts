/**
 * The link collector: parse5 `TokenHandler` (and the fast tokenizer's handler) that turns a page's tokens
 * into its links, base URL, title and anchors.
 *
 * Per token the work is: a `switch` on the tag name (already lower-case from the tokenizer), and attribute
 * look-ups only for the handful of tags we care about. What the tree builder would decide (which elements are
 * in the document, foreign content, templates) is `tree-state.ts`; reading attribute values is
 * `attribute-values.ts`.
 *
 * `<noscript>` contents are parsed as markup (the tree builder's "scripting disabled" behaviour): the links in
 * it are real links for every visitor without JavaScript, and they can be dead like any other.
 */
import { TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { asciiLowerTrim, attrIndex, attrValue, cleanUrl, collapse, detach, MAX_TEXT, parseRefresh, parseSrcset, pointsAtOrigin } from './attribute-values.js';
import { cssUrls, mayHaveCssLinks } from './css.js';
import type { FastHandler } from './fast-tokenizer.js';
import { codePointColumns, lineStarts, position } from './lines.js';
import { HTML_ELEMENTS, HTML_PLAIN, META_URL_PROPERTIES, SVG_PLAIN, looksLikeAbsoluteUrl, type LinkRow } from './link-table.js';
import { jsonLdUrls, scriptKind, scriptRedirects, type ScriptUrl } from './script.js';
import { NS_HTML, NS_SVG, TreeState } from './tree-state.js';
import type { ExtractedLink, ExtractedPage, LinkKind } from './types.js';

type TagToken = Token.TagToken;
type CharacterToken = Token.CharacterToken;

/** Start tags whose attributes the collector reads (when it does not collect anchors, which reads every tag's). */
const ATTRIBUTE_TAGS = HTML_ELEMENTS;

/** Inline script text is read up to this many characters (a redirect or JSON-LD block is far smaller). */
const MAX_SCRIPT = 1 << 20;

// What the character tokens currently being emitted are.
const TEXT_MARKUP = 0; // ordinary text between tags
const TEXT_TITLE = 1; // contents of the first HTML <title>
const TEXT_RAW = 2; // script/style/textarea/… contents: never link text
const TEXT_SCRIPT = 3; // an inline script whose text is read for links (script.ts)

/** What the collector needs of a tokenizer: switching its mode after a start tag, and the foreign-content flag. */
export interface TokenizerControl {
  state: number;
  inForeignNode: boolean;
  /** Where the text now being emitted starts (the fast tokenizer's character tokens carry no location). */
  textPlace?(): Place;
  /** The fast tokenizer's place of the `index`-th attribute of the start tag now handled (parse5's are in its tokens). */
  attributePlace?(index: number): Place;
}

/** The page as the collector may search it: its text, or its bytes (a Buffer, whose `includes` finds text). */
export interface PageSource {
  includes(word: string): boolean;
}

/** A 1-based line and column in the page. */
interface Place {
  line: number;
  col: number;
}

export class LinkCollector implements TokenHandler, FastHandler {
  private tokenizer!: TokenizerControl;
  readonly links: ExtractedLink[] = [];
  readonly anchors: Set<string> | undefined;
  base: string | undefined = undefined;
  /** With parse5: lines and columns from offsets (see `extractLinksParse5`). */
  lines: number[] | undefined = undefined;

  /** What the tree builder would know: which elements are in the document, foreign content. */
  private readonly tree = new TreeState(() => this.closeLink());
  /** While a `<frameset>` may still replace the body: whether the base and which ids came from the body. */
  private baseInBody = false;
  private readonly bodyAnchors: string[] = [];

  title = '';
  titleSeen = false;
  textMode = TEXT_MARKUP;
  /** `ExtractedPage.textChars`: counted here on parse5's tokens, by the fast tokenizer itself otherwise. */
  textChars = 0;
  /** `ExtractedPage.hashRedirect`: the first script redirect that carries the page's fragment on. */
  hashRedirect: string | undefined;
  /** Columns in characters (else UTF-16 units, `utf16Columns`): a script's links too (parse5's: see html.ts). */
  codePoints = true;
  countsText = false;

  /** The `<a>` link whose text is being collected, or null. */
  openLink: ExtractedLink | null = null;
  linkText = '';

  /** The inline `<script>` or `<style>` being read: its start tag, kind and text so far. */
  script: { token: TagToken; kind: 'js' | 'json-ld' | 'css'; text: string; start: Place | null } | null = null;
  /**
   * Read `style=""` of every tag (CSS is checked). The fast tokenizer reads the attributes of a tag it would skip
   * when it meets a `style` among them (`FastHandler.readsStyle`).
   */
  readonly readsStyle: boolean;
  /**
   * Whether an inline script can hold a redirect: the page has `location` somewhere. Asked at the page's first
   * inline script (a page without one is not searched: each search is a pass over the whole page).
   */
  #mayRedirect: boolean | undefined;
  readonly #source: PageSource;

  onParseError = null;

  constructor(
    collectAnchors: boolean,
    /** The page's source: what it holds decides which readings are worth their cost. */
    source: PageSource,
    private readonly checkCss: boolean,
    /**
     * Whether the tokens' strings are parts of a page string (parse5's), which a kept part would keep alive:
     * then what is kept is copied (`detach`). The fast tokenizer's values are strings of their own.
     */
    private readonly partsOfPage: boolean,
  ) {
    this.anchors = collectAnchors ? new Set<string>() : undefined;
    this.readsStyle = checkCss;
    this.#source = source;
  }

  /** The tokenizer this collector reads from (it switches its mode, and tells it of foreign content). */
  attach(tokenizer: TokenizerControl): void {
    this.tokenizer = tokenizer;
    this.tree.tokenizer = tokenizer;
  }

  result(): ExtractedPage {
    const page: ExtractedPage = { links: this.links, title: this.title, textChars: this.textChars };
    if (this.base !== undefined) page.base = this.base;
    if (this.anchors !== undefined) page.anchors = this.anchors;
    if (this.hashRedirect !== undefined) page.hashRedirect = this.hashRedirect;
    return page;
  }

  // ---- TokenHandler ---------------------------------------------------------------------------------------

  wantsText(): boolean {
    if (this.textMode === TEXT_MARKUP) return this.tree.framesetOk || (this.openLink !== null && this.linkText.length <= MAX_TEXT);
    if (this.textMode === TEXT_SCRIPT) return this.script!.text.length <= MAX_SCRIPT;
    return this.textMode === TEXT_TITLE && this.title.length <= MAX_TEXT;
  }

  wantsAttributes(tagName: string): boolean {
    // In foreign content every tag's attributes may matter (`<font color>` breaks out, `annotation-xml encoding`).
    return this.anchors !== undefined || ATTRIBUTE_TAGS.has(tagName) || this.tree.stackNames.length !== 0;
  }

  onStartTag(token: TagToken): void {
    const kept = this.tree.open(token.tagName);
    if (this.readsStyle) this.styleAttribute(token);
    const ns = this.tree.foreignNamespace(token);
    if (this.anchors !== undefined && kept) this.collectAnchors(token, ns === NS_HTML);
    if (ns === NS_HTML) {
      this.htmlStartTag(token, kept);
    } else {
      if (ns === NS_SVG) this.svgStartTag(token);
      this.tree.openForeign(token, ns);
    }
  }

  onEndTag(token: TagToken): void {
    // In RCDATA/RAWTEXT/SCRIPT_DATA the only end tag the tokenizer emits is the one that ends it.
    if (this.textMode === TEXT_SCRIPT) this.endScript();
    this.textMode = TEXT_MARKUP;
    const name = token.tagName;
    if (name === 'a') this.closeLink();
    this.tree.close(name);
  }

  onCharacter(token: CharacterToken): void {
    if (this.textMode === TEXT_MARKUP) {
      if (this.countsText) this.countText(token);
      this.tree.framesetOk = false;
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

  private htmlStartTag(token: TagToken, kept: boolean): void {
    const attrs = token.attrs;
    const name = token.tagName;
    if (this.tree.trackBody(name, attrs)) this.framesetReplacedBody();
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
        if (this.base === undefined && kept) {
          const i = attrIndex(attrs, 'href');
          if (i !== -1) {
            this.base = detach(cleanUrl(attrs[i]!.value));
            this.baseInBody = this.tree.bodyOpen;
          }
        }
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
          // A copy: the fast tokenizer refills the token of a tag whose attributes it skipped.
          this.script = { token: { ...token }, kind: 'css', text: '', start: null };
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
      default:
        break;
    }
    this.tree.openHtml(token);
  }

  /** A `<frameset>` replaced the body: the base and the ids that came from the body are not in the document. */
  private framesetReplacedBody(): void {
    if (this.baseInBody) this.base = undefined;
    for (const id of this.bodyAnchors) this.anchors?.delete(id);
  }

  private switchText(mode: (typeof TokenizerMode)[keyof typeof TokenizerMode]): void {
    this.tokenizer.state = mode;
    this.textMode = TEXT_RAW;
  }

  /** An SVG element's start tag: `<a href|xlink:href>` and the link table's SVG rows. */
  private svgStartTag(token: TagToken): void {
    if (token.tagName === 'a') {
      this.closeLink();
      this.anchorLink(token, 'page', true);
      if (token.selfClosing) this.closeLink();
    } else {
      const rows = SVG_PLAIN.get(token.tagName);
      if (rows !== undefined) this.tableLinks(token, rows);
    }
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
    return this.push(token, attribute, value, kind, text, i);
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
    for (const url of urls) this.push(token, 'srcset', url, 'resource', text, i);
  }

  private metaRefresh(token: TagToken): void {
    const attrs = token.attrs;
    if (asciiLowerTrim(attrValue(attrs, 'http-equiv')) !== 'refresh') return;
    const i = attrIndex(attrs, 'content');
    if (i === -1) return;
    const url = parseRefresh(attrs[i]!.value);
    if (url === null) return;
    const value = cleanUrl(url);
    if (value !== '') this.push(token, 'content', value, 'page', '', i);
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
    if (kind === 'js' && !(this.#mayRedirect ??= this.#source.includes('location'))) return;
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
      if (url.carriesHash === true) this.hashRedirect ??= value;
      if (textLines === null) continue;
      const at = position(textLines, url.offset);
      // The script's text counts UTF-16 units; the fast tokenizer's start counts characters.
      if (this.lines === undefined && this.codePoints) codePointColumns(text, [at], textLines);
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
      if (value !== '' && !value.startsWith('#')) this.push(token, 'style', value, 'resource', '', i);
    }
  }

  /**
   * A link, kept, placed at its attribute, the tag's `index`-th (-1: a link found in the element's text, which the
   * caller places). The fast tokenizer makes attribute values strings of their own (not parts of a page string or
   * of a script's text): those are kept as they are.
   */
  private push(token: TagToken, attribute: string, value: string, kind: LinkKind, text: string, index = -1): ExtractedLink {
    const own = index !== -1 && !this.partsOfPage;
    const loc = token.location;
    let line = 0;
    let column = 0;
    if (loc) {
      if (this.lines !== undefined) {
        ({ line, column } = position(this.lines, (loc.attrs?.[attribute] ?? loc).startOffset));
      } else if (index !== -1 && this.tokenizer.attributePlace !== undefined) {
        const at = this.tokenizer.attributePlace(index);
        line = at.line;
        column = at.col;
      } else {
        line = loc.startLine;
        column = loc.startCol;
      }
    }
    const link: ExtractedLink = {
      value: own ? value : detach(value),
      kind,
      element: token.tagName,
      attribute,
      line,
      column,
      text: own ? text : detach(text),
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
    const inBody = this.tree.inReplaceableBody(token.tagName);
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
