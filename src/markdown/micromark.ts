/**
 * The exact Markdown adapter (for files the markdown-it adapter hands over): one file's text → its links (each with line and column), its heading
 * anchors and its line count. CommonMark + GFM by micromark (mdast-util-from-markdown with the
 * GFM extensions that matter for links), chosen for exact source positions on every node (markdown-it has line
 * ranges for blocks only, no columns for inline links); see bench/markdown.mjs for the figures.
 *
 * Read: links, images, autolinks (`<https://…>` and GFM's bare `https://…`/`www.…`),
 * reference links at the place they are used (an unused definition at its own line), and raw
 * HTML through the HTML extractor (its `id`s and `<a name>`s count as anchors). Not read: code
 * spans and code blocks, which never hold links.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import type { Definition, Nodes, Parents } from 'mdast';
import { lineStarts, position } from '../extract/lines.js';
import type { ExtractedLink } from '../extract/types.js';
import { clip, countLines, rawHtml, type MarkdownDocument, type ParseOptions } from './document.js';
import { Slugger } from './slug.js';

/**
 * The GFM parts that change which links there are: bare URLs (autolink literals) and
 * footnotes (whose `[^1]: text` is no link definition). Tables, strikethrough and task lists
 * do not move or hide a link (a table row parsed as a paragraph has the same inline links at
 * the same columns) and cost as much again as the rest of the parse (bench/markdown.mjs).
 */
const EXTENSIONS = [gfmAutolinkLiteral(), gfmFootnote()];
const MDAST_EXTENSIONS = [gfmAutolinkLiteralFromMarkdown(), gfmFootnoteFromMarkdown()];
/** MDX has no indented code: a JSX child indented by 4 is Markdown (as micromark-extension-mdx-md does). */
const MDX_EXTENSIONS = [...EXTENSIONS, { disable: { null: ['codeIndented'] } }];

export function parseWithMicromark(text: string, options: ParseOptions = {}): MarkdownDocument {
  const extensions = options.mdx === true ? MDX_EXTENSIONS : EXTENSIONS;
  const tree = fromMarkdown(text, { extensions, mdastExtensions: MDAST_EXTENSIONS });
  const links: ExtractedLink[] = [];
  const anchors = new Set<string>();
  const slugger = new Slugger(options.flavor, options.mdx);
  const definitions = new Map<string, Definition>();
  const used = new Set<Definition>();
  collectDefinitions(tree, definitions);
  placeLiterals(tree, text, tree.position?.start.offset ?? 0, undefined);

  const at = (node: Nodes) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  const walk = (node: Nodes): void => {
    switch (node.type) {
      case 'code':
      case 'inlineCode':
      case 'definition':
        return;
      case 'heading':
        anchors.add(slugger.slug(plainText(node)));
        break;
      case 'link':
        links.push({ value: node.url, kind: 'page', element: 'a', attribute: 'href', text: clip(plainText(node)), ...at(node) });
        break;
      case 'image':
        links.push({ value: node.url, kind: 'resource', element: 'img', attribute: 'src', text: clip(node.alt ?? ''), ...at(node) });
        return;
      case 'linkReference':
      case 'imageReference': {
        const def = definitions.get(node.identifier);
        if (def) {
          used.add(def);
          const image = node.type === 'imageReference';
          const text = image ? (node.alt ?? '') : plainText(node);
          links.push({
            value: def.url,
            kind: image ? 'resource' : 'page',
            element: image ? 'img' : 'a',
            attribute: image ? 'src' : 'href',
            text: clip(text),
            ...at(node),
          });
        }
        break;
      }
      case 'html': {
        const start = at(node);
        // Lines after the first keep their columns in the value, which has lost the line's indentation.
        rawHtml(node.value, (line, column) => ({ line: start.line + line - 1, column: line === 1 ? start.column + column - 1 : column }), links, anchors);
        return;
      }
    }
    if ('children' in node) for (const child of (node as Parents).children) walk(child);
  };
  walk(tree);
  for (const def of definitions.values()) {
    if (!used.has(def)) links.push({ value: def.url, kind: 'page', element: 'a', attribute: 'href', text: def.label ?? '', ...at(def) });
  }
  return { links, anchors, lines: countLines(text) };
}

/**
 * Gives a place to the autolink literals that mdast-util-gfm-autolink-literal's transform finds
 * after the parse (in `[…]`, after `_`: where micromark's own tokenizer declines them), which it
 * leaves without one: each is the first occurrence of its text after what precedes it in its
 * parent (a positioned sibling's end, or a text node found before it). Returns where its children end.
 */
function placeLiterals(node: Nodes, text: string, from: number, starts: number[] | undefined): number {
  if (!('children' in node)) return node.position?.end.offset ?? from;
  let cursor = node.position?.start.offset ?? from;
  for (const child of (node as Parents).children as Nodes[]) {
    if (child.position?.end.offset !== undefined) {
      placeLiterals(child, text, cursor, starts);
      cursor = child.position.end.offset;
    } else if (child.type === 'text') {
      const at = text.indexOf(child.value, cursor);
      if (at !== -1) cursor = at + child.value.length;
    } else if (child.type === 'link' && child.children[0]?.type === 'text') {
      let value = child.children[0].value;
      let at = text.indexOf(value, cursor);
      // Escapes and entities after its start (`www.a.test\[`): its start as written.
      if (at === -1) at = text.indexOf((value = /^[A-Za-z0-9.:/@+-]*/.exec(value)![0]), cursor);
      if (at === -1 || value === '') continue;
      starts ??= lineStarts(text);
      const { line, column } = position(starts, at);
      const end = position(starts, at + value.length);
      child.position = { start: { line, column, offset: at }, end: { line: end.line, column: end.column, offset: at + value.length } };
      cursor = at + value.length;
    } else cursor = placeLiterals(child, text, cursor, starts);
  }
  return cursor;
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): void {
  if (node.type === 'definition') {
    // The first definition of a label wins (CommonMark).
    if (!into.has(node.identifier)) into.set(node.identifier, node);
    return;
  }
  if ('children' in node) for (const child of (node as Parents).children) collectDefinitions(child, into);
}

/** The text a reader sees (what GitHub slugs a heading from): text and code, not markup. */
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'html') return '';
  if ('children' in node) {
    let s = '';
    for (const child of (node as Parents).children) s += plainText(child);
    return s;
  }
  return '';
}
