/** ASCII codes the HTML scanners compare against (the same for UTF-16 code units and for bytes). */
export const TAB = 0x09;
export const LF = 0x0a;
export const FF = 0x0c;
export const SPACE = 0x20;
export const BANG = 0x21;
export const DQUOTE = 0x22;
export const SQUOTE = 0x27;
export const DASH = 0x2d;
export const SLASH = 0x2f;
export const LT = 0x3c;
export const EQUALS = 0x3d;
export const GT = 0x3e;
export const QUESTION = 0x3f;
export const CR = 0x0d;

/**
 * ASCII whitespace as the HTML and URL standards define it: space, tab, LF, FF, CR. (The tokenizers see no CR:
 * their input is preprocessed to LF line ends, and a character reference decoding to CR is left to parse5.)
 */
export function isAsciiWhitespace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === FF || c === CR;
}
