/**
 * The bytes of a page as the fast tokenizer (`fast-tokenizer.ts`) reads them, the byte tests its scans share (what
 * ends a name or a value, in one table; ASCII letters; words compared in any case), and the one scan it does not
 * make itself: script data with `<!--` in it.
 */
import { Buffer } from 'node:buffer';
import { BANG, CR, DASH, EQUALS, FF, GT, LF, LT, SLASH, SPACE, TAB } from './chars.js';

export function isAsciiAlpha(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

/** Whitespace inside a tag, or the end of a name: no CR is left in the input. */
export function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === FF;
}

// What each byte ends, as bits of one table (a load and a test per byte in the scanning loops).
export const WS = 1;
export const ENDS_TAG_NAME = 2; // whitespace, `/`, `>`
export const ENDS_ATTRIBUTE_NAME = 4; // whitespace, `/`, `>`, `=`
export const ENDS_UNQUOTED = 8; // whitespace, `>`
export const ENDS = new Uint8Array(256);
for (const c of [SPACE, LF, TAB, FF]) ENDS[c] = WS | ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[SLASH] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME;
ENDS[GT] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED;
ENDS[EQUALS] = ENDS_ATTRIBUTE_NAME;

/**
 * A page's UTF-8 bytes as the tokenizer reads them: CR LF and lone CR made LF (a copy, only when the page has a
 * CR); null for a page with a NUL character (which the tokenizer leaves to parse5).
 */
export function preprocessed(page: Buffer): Buffer | null {
  if (page.indexOf(0) !== -1) return null;
  const cr = page.indexOf(CR);
  if (cr === -1) return page;
  const out = Buffer.allocUnsafe(page.length);
  out.set(page.subarray(0, cr));
  let o = cr;
  for (let i = cr; i < page.length; i++) {
    const c = page[i]!;
    if (c !== CR) out[o++] = c;
    else if (page[i + 1] !== LF) out[o++] = LF;
  }
  return out.subarray(0, o);
}

export function skipLetters(b: Uint8Array, p: number, n: number): number {
  while (p < n && isAsciiAlpha(b[p]!)) p++;
  return p;
}

/** Whether the page's [from, to) is `word` (lower-case ASCII letters) in any case (`| 0x20` lower-cases only letters). */
export function isWord(b: Uint8Array, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let i = 0; i < word.length; i++) if ((b[from + i]! | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/** Whether `[CDATA[` starts at `p`. */
export function isCdataOpen(b: Uint8Array, p: number): boolean {
  const open = '[CDATA[';
  for (let i = 0; i < open.length; i++) if (b[p + i] !== open.charCodeAt(i)) return false;
  return true;
}

// The script data states that `escapedScriptEnd` walks through.
const S_DATA = 0;
const S_ESCAPED = 1;
// S_ESCAPED + 1 and + 2: after `-` and `--`; the same for S_DOUBLE.
const S_ESCAPED_DASH_DASH = 3;
const S_DOUBLE = 4;

/**
 * The end of script data that has `<!--` at `from`: the standard's script data escaped and double-escaped
 * states, one pass over the rest of the script. Inside `<!-- … -->` a `<script` starts a stretch where
 * `</script>` does not end the element (only `</script` there returns to the escaped state). `endsScript`: whether
 * the `</` at an index starts the script's end tag.
 */
export function escapedScriptEnd(b: Uint8Array, from: number, endsScript: (lt: number) => boolean): number {
  const n = b.length;
  let state = S_DATA;
  let i = from;
  while (i < n) {
    const c = b[i]!;
    switch (state) {
      case S_DATA:
        if (c === LT) {
          if (b[i + 1] === SLASH && endsScript(i)) return i;
          if (b[i + 1] === BANG && b[i + 2] === DASH && b[i + 3] === DASH) {
            state = S_ESCAPED_DASH_DASH;
            i += 4;
            continue;
          }
        }
        i++;
        continue;
      default: {
        // The escaped states and the double-escaped ones: the same moves, three states apart.
        const base = state >= S_DOUBLE ? S_DOUBLE : S_ESCAPED;
        if (c === DASH) {
          state = state === base ? base + 1 : base + 2;
          i++;
          continue;
        }
        if (c === GT && state === base + 2) {
          state = S_DATA; // `-->`
          i++;
          continue;
        }
        state = base;
        if (c !== LT) {
          i++;
          continue;
        }
        const slash = b[i + 1] === SLASH;
        if (base === S_ESCAPED && slash && endsScript(i)) return i;
        // `<script` (escaped) or `</script` (double-escaped) + whitespace, `/` or `>` switches between the two;
        // other tag-like letters are text, and the character after them is read again.
        const from = i + (slash ? 2 : 1);
        const end = skipLetters(b, from, n);
        const d = end < n ? b[end]! : -1;
        if (slash === (base === S_DOUBLE) && end > from && end < n && (isSpace(d) || d === SLASH || d === GT)) {
          if (isWord(b, from, end, 'script')) state = base === S_ESCAPED ? S_DOUBLE : S_ESCAPED;
          i = end + 1;
        } else {
          i = end;
        }
      }
    }
  }
  return n;
}
