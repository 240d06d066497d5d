/**
 * `--exclude-path`: which files and folders of a folder check or a Markdown pattern are never read. A pattern is
 * a regular expression searched in the path relative to the folder (or the repository), forward slashes: a file
 * matches when its path does, or the path of a folder it is in, written with its trailing slash (`drafts/`), does.
 * So `drafts` leaves out `drafts/a.html` and `blog/drafts/b.html`, `^drafts/` only the first, `\.min\.html$` files.
 */

/** True when `rel` (a file's path, forward slashes, no leading `/`) or a folder above it matches a pattern. */
export function isExcludedPath(rel: string, patterns: readonly RegExp[]): boolean {
  if (patterns.length === 0) return false;
  if (patterns.some((p) => p.test(rel))) return true;
  for (let slash = rel.indexOf('/'); slash !== -1; slash = rel.indexOf('/', slash + 1)) {
    const folder = rel.slice(0, slash + 1);
    if (patterns.some((p) => p.test(folder))) return true;
  }
  return false;
}

/** True when the folder `rel` (forward slashes, no leading or trailing `/`) matches a pattern, written `rel/`. */
export function isExcludedFolder(rel: string, patterns: readonly RegExp[]): boolean {
  return patterns.length > 0 && isExcludedPath(`${rel}/`, patterns);
}
