/**
 * SHA-256 of a string, in hex. node:crypto is fetched on the first call (`process.getBuiltinModule`), not when
 * this module is imported: a run that hashes nothing (no `--sarif`, no `--mirror`) does not load it (3–5 ms).
 */
export function sha256Hex(text: string): string {
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex');
}

/** SHA-256 of a string in base64 (a Content-Security-Policy hash), with node:crypto fetched the same way. */
export function sha256Base64(text: string): string {
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(text, 'utf8').digest('base64');
}
