/** `%xx` escapes decoded, or the text as written when they do not form UTF-8 (`%E9`, a lone `%`). */
export function percentDecoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
