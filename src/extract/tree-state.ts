/**
 * What the HTML tree builder would know, emulated for a link collector that reads tokens without building a
 * tree (parse5 keeps these rules apart from its tokenizer the same way: `foreign-content.ts`,
 * `open-element-stack.ts`):
 *
 * - foreign content (`<svg>`, `<math>`): which elements are open since the outermost one, in which namespace,
 *   and which are integration points (their children are HTML again) — so that the tokenizer reads CDATA
 *   sections the way a browser does and end tags close what the tree builder closes;
 * - `<template>` contents, which are not in the document;
 * - `<select>` (it drops most start tags inside it) and the tables around it (table tags end it);
 * - the "frameset-ok" flag: a `<frameset>` replaces the body until text or one of a few start tags appeared.
 *
 * The collector asks it whether the element of a start tag is kept in the document (`open`), and tells it of
 * every start and end tag; it tells the tokenizer when CDATA is a section (`inForeignNode`).
 */
import type { Token } from 'parse5';
import { asciiLowerTrim, attrIndex, attrValue } from './attribute-values.js';

type TagToken = Token.TagToken;
type Attribute = Token.Attribute;

// Namespaces of the elements on the foreign-content stack.
export const NS_HTML = 0;
export const NS_SVG = 1;
export const NS_MATH = 2;

/** What the tree state sets on a tokenizer: whether `<![CDATA[` opens a CDATA section. */
export interface ForeignFlag {
  inForeignNode: boolean;
}

export class TreeState {
  /** How many `<template>` elements are open: their contents are not in the document. */
  templateDepth = 0;
  /** Per open template: the foreign-content stack's depth when it opened (its end tag closes what is above). */
  private readonly templateStack: number[] = [];
  /**
   * The tree builder's "frameset-ok" flag: a `<frameset>` replaces the body until text or one of a few start
   * tags has appeared (then it is ignored).
   */
  framesetOk = true;
  /** Whether the tree builder has opened the body (a `<frameset>` accepted then drops the body and all in it). */
  bodyOpen = false;
  /** Whether a `<frameset>` replaced the body: the tree builder ignores `<base>` from then on. */
  private frameset = false;
  /** Whether a `<select>` is open: the tree builder drops most start tags inside it. */
  private inSelect = false;
  /** Whether that `<select>` is in a table (then table tags end it), and how many tables are open. */
  private selectInTable = false;
  private tables = 0;
  /** Whether the tree builder keeps the current start tag's element in the document. */
  kept = true;

  /**
   * Open elements since the outermost `<svg>`/`<math>`; empty while in plain HTML (the common case, so the
   * per-tag cost of foreign-content tracking is one length check).
   */
  readonly stackNames: string[] = [];
  private readonly stackNs: number[] = [];
  /** Per element: whether it is an HTML or MathML text integration point (its children are parsed as HTML). */
  private readonly stackIntegration: boolean[] = [];

  tokenizer!: ForeignFlag;

  constructor(
    /** Called when an `<a>` element is closed with its ancestors (e.g. by `</foreignObject>`). */
    private readonly onLinkClosed: () => void,
  ) {}

  /**
   * A start tag: whether its element is kept in the document (also left in `kept`). Not in `<template>`
   * contents, not after an accepted `<frameset>`, not one of the tags dropped inside `<select>`. Links on
   * dropped elements are still checked (they are in the page's source); their ids and `<base>` do not count.
   */
  open(name: string): boolean {
    this.kept = this.keptInDocument(name);
    return this.kept;
  }

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

  /**
   * The namespace of a start tag's element in foreign content (SVG or MathML), or NS_HTML when the tag is
   * read as HTML: outside foreign content, in an integration point, or a tag that breaks out (which closes the
   * foreign elements, as the tree builder does).
   */
  foreignNamespace(token: TagToken): number {
    const depth = this.stackNames.length;
    if (depth === 0) return NS_HTML;
    const top = depth - 1;
    const parentNs = this.stackNs[top]!;
    if (parentNs === NS_HTML || this.stackIntegration[top]) return NS_HTML;
    if (breaksOutOfForeignContent(token)) {
      this.popForeign();
      return NS_HTML;
    }
    // A foreign element takes its parent's namespace (`<svg><math>` is an SVG element), except `<svg>` in
    // MathML's `<annotation-xml>`.
    return token.tagName === 'svg' && this.stackNames[top] === 'annotation-xml' ? NS_SVG : parentNs;
  }

  /** A foreign element's start tag, after `foreignNamespace` gave its namespace. */
  openForeign(token: TagToken, ns: number): void {
    if (!token.selfClosing) this.pushElement(token.tagName, ns, isIntegrationPoint(ns, token));
  }

  /**
   * The "frameset-ok" flag before an HTML start tag; returns true when a `<frameset>` replaces the body (the
   * base and the ids that came from the body are then gone).
   */
  trackBody(name: string, attrs: Attribute[]): boolean {
    if (!this.kept || this.templateDepth !== 0 || !this.framesetOk) return false;
    if (name === 'frameset') {
      this.frameset = true;
      this.framesetOk = false;
      return true;
    }
    if (FRAMESET_NOT_OK.has(name) && (name !== 'input' || asciiLowerTrim(attrValue(attrs, 'type')) !== 'hidden')) {
      this.framesetOk = false;
      return false;
    }
    if (!HEAD_TAGS.has(name)) this.bodyOpen = true;
    return false;
  }

  /** Whether an element with this start tag would be in a body that a `<frameset>` may still replace. */
  inReplaceableBody(name: string): boolean {
    return this.framesetOk && (this.bodyOpen || !HEAD_TAGS.has(name));
  }

  /** An HTML start tag, after the collector read it: the elements it opens. */
  openHtml(token: TagToken): void {
    const name = token.tagName;
    switch (name) {
      case 'select':
        if (this.kept) {
          this.inSelect = true;
          this.selectInTable = this.tables !== 0;
        }
        break;
      case 'table':
        if (this.kept) this.tables++;
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
    if (this.stackNames.length !== 0 && !VOID_ELEMENTS.has(name)) this.pushElement(name, NS_HTML, false);
  }

  /** An end tag: what it closes. */
  close(name: string): void {
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
    if (names.indexOf('a', n) !== -1) this.onLinkClosed();
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
