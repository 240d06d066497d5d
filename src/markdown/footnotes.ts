/**
 * GFM footnotes for the markdown-it adapter (CommonMark has none): a definition `[^1]: text` is
 * no link definition, and the links in its text count. Each definition's marker is overwritten in
 * place (same length, so every column stays) with text that starts no block and that GFM's
 * autolink-literal rules treat as the start of a paragraph (`xxxx~`): the definition's text is
 * then an ordinary paragraph with the same links at the same places, and a call `[^1]` is plain
 * text (as it holds no link). What this cannot mirror, it names, for micromark to read instead:
 * a definition whose text goes on after a blank line (indented, so markdown-it would see code),
 * one followed by a setext underline, a call followed by `(` or `[` (a link to markdown-it).
 */

/** A footnote definition's marker at the start of a line (up to three spaces in). */
const DEFINITION = /^( {0,3})\[\^([^\]\s\\[]+)\]:/gm;
const ANY_DEFINITION = /\[\^[^\]\s\\[]+\]:/g;
const CALL = /\[\^[^\]\s\\[]+\]/;
const CALL_AS_LINK = /\[\^[^\]\s\\[]+\][([]/;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** Text after a marker that starts a block (heading, quote, list, code, HTML) rather than a paragraph. */
const BLOCK_START = /^[ \t]*(?:$|[#>*+\-`~<=_|]|\d+[.)]|\[\^)/;
/** A call that ends a word holding a bare URL or an email: GFM's literal stops at the call, markdown-it's text does not. */
const CALL_AFTER_LITERAL = /(?:www\.|:\/\/|@)\S*\[\^[^\]\s\\[]+\]/i;
/**
 * Whether a definition's line closes what it opens (brackets, code spans, emphasis, raw HTML), so
 * nothing runs on into the next line's definition, which markdown-it reads as the same paragraph.
 */
function closed(line: string): boolean {
  const count = (c: string) => line.split(c).length - 1;
  return count('[') === count(']') && count('`') % 2 === 0 && count('*') % 2 === 0 && count('_') % 2 === 0 && !line.includes('<') && !line.includes('\\');
}

/** The text with each definition's marker overwritten, or why micromark must read it. */
export function blankFootnoteMarkers(src: string): string | { fallback: string } {
  if (CALL_AS_LINK.test(src)) return { fallback: 'footnote call before ( or [' };
  if (CALL_AFTER_LITERAL.test(src)) return { fallback: 'footnote call after a URL' };
  // A definition inside a list or quote (or anywhere but a line's start) is left to micromark.
  if ((src.match(ANY_DEFINITION) ?? []).length !== (src.match(DEFINITION) ?? []).length) return { fallback: 'footnote in a container' };
  const lines = src.split('\n');
  // Headings holding a call: GFM leaves the call out of the heading's text (its anchor).
  for (let i = 0; i < lines.length; i++) {
    if (CALL.test(lines[i]!) && (/^ {0,3}#/.test(lines[i]!) || UNDERLINE.test(lines[i + 1] ?? ''))) return { fallback: 'footnote call in a heading' };
  }
  let failed: string | undefined;
  const out = src.replace(DEFINITION, (marker: string, indent: string, _label: string, offset: number) => {
    failed ??= unlikeParagraph(src, offset, marker.length);
    return `${indent}${'x'.repeat(marker.length - indent.length - 1)}~`;
  });
  return failed !== undefined ? { fallback: failed } : out;
}

/** Why the definition at `offset` would not read as the paragraph it becomes, if it would not. */
function unlikeParagraph(src: string, offset: number, length: number): string | undefined {
  const lineEnd = src.indexOf('\n', offset);
  if (BLOCK_START.test(src.slice(offset + length, lineEnd === -1 ? src.length : lineEnd))) return 'footnote holding a block';
  // A definition starts a block of its own; a paragraph would take it in (or run on into it).
  if (offset > 0) {
    const prevStart = src.lastIndexOf('\n', offset - 2) + 1;
    const prev = src.slice(prevStart, offset - 1);
    if (prev.trim() !== '') {
      DEFINITION.lastIndex = 0;
      const m = DEFINITION.exec(prev);
      DEFINITION.lastIndex = 0;
      if (!m || !closed(prev.slice(m[0].length))) return 'footnote after a paragraph';
    }
  }
  const lines = src.slice(offset).split('\n', 200);
  let blank = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      blank = true;
      continue;
    }
    if (blank) return /^(?: {4}|\t)/.test(line) ? 'footnote with more paragraphs' : undefined;
    if (UNDERLINE.test(line)) return 'footnote before an underline';
  }
  return undefined;
}
