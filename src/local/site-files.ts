/**
 * The pages of a built site folder: every `.html`/`.htm` file in it, as the URL the folder
 * server serves it at. A folder check starts from all of them (as lychee and linkinator do
 * when pointed at a build), so a page no other page links to is still checked, and listed
 * as an orphan.
 */
import { opendir } from 'node:fs/promises';
import path from 'node:path';

/** Folders never walked: version control and dependencies are not part of a built site. */
const SKIPPED_DIRS = new Set(['node_modules']);

/** Most files collected; a folder with more is not a site build (a start list this long would only exhaust memory). */
export const MAX_SITE_FILES = 200_000;

/**
 * Site paths (`index.html`, `docs/intro.html`, forward slashes, relative to `root`) of every
 * HTML file under `root`, sorted, `index.html` first. Hidden entries (`.git`, `.well-known`)
 * and `node_modules` are skipped; symbolic links are not followed (the server refuses those
 * leading out of the folder anyway).
 */
export async function listSiteFiles(root: string, max = MAX_SITE_FILES): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    const entries = [];
    for await (const d of await opendir(dir)) entries.push(d);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of entries) {
      if (out.length >= max) return;
      if (d.name.startsWith('.')) continue;
      const childRel = rel === '' ? d.name : `${rel}/${d.name}`;
      if (d.isDirectory()) {
        if (!SKIPPED_DIRS.has(d.name)) await walk(path.join(dir, d.name), childRel);
      } else if (d.isFile() && /\.html?$/i.test(d.name)) {
        out.push(childRel);
      }
    }
  };
  await walk(root, '');
  return out.sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The relative URL a site file is served at, to resolve against the server's URL:
 * `docs/index.html` → `docs/` (one page for a folder and its index file). Only `%`, `#`,
 * `?` and `\` are percent-encoded here; the URL parser encodes the rest (spaces, non-ASCII)
 * exactly as it does for a link written with the plain name, so both give one URL.
 */
export function sitePathOf(file: string): string {
  const segments = file.split('/');
  if (segments[segments.length - 1] === 'index.html') segments[segments.length - 1] = '';
  return segments.map((s) => s.replace(/[%#?\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
}
