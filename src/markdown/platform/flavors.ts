/**
 * The Markdown dialects a repository's pages may be published with, as data: how each turns a
 * heading into its id (the `#fragment` a link must name), how it numbers a repeated id, and
 * whether it reads a custom id written after the heading (`## Options {#options}`).
 *
 * Each rule is written from the dialect's own documentation (what its docs and its toc code say),
 * not copied: GitHub's github-slugger rules; GitLab's "Heading IDs and links"; mdBook's
 * `normalize_id`; Hugo's goldmark `autoHeadingIDType: github` (its default); Jekyll's default
 * parser, kramdown with `input: GFM` (kramdown-parser-gfm's header ids, as GitHub Pages builds);
 * MkDocs' Python-Markdown `toc` slugify with `attr_list`; Docusaurus' github-slugger with its
 * `{#id}` syntax. docs/markdown.md shows the same table to users.
 */
import type { MarkdownFlavor } from './flavor-names.js';

export { MARKDOWN_FLAVORS, type MarkdownFlavor } from './flavor-names.js';

/** How a repeated id gets its number; `seen` is the document's ids so far (with each base's last number). */
export type Numbering = (base: string, separator: string, seen: Map<string, number>) => string;

export interface Flavor {
  /** A heading's plain text (emphasis and code marks gone, as the reader sees it) → its id before numbering. */
  slug: (text: string) => string;
  /** The id of a heading whose slug comes out empty. */
  empty: string;
  /** Between an id and its number: `intro-1` or `intro_1`. */
  separator: string;
  numbering: Numbering;
  /** `## Title {#id}` (also `{: #id .class}`) names the heading `id`; elsewhere it is part of the text. */
  customId: boolean;
}

/** github-slugger: `-1`, `-2` … after the base, skipping any id already taken (a heading `Intro 1` among `Intro`s). */
const nextFree: Numbering = (base, separator, seen) => {
  let id = base;
  while (seen.has(id)) {
    const n = seen.get(base)! + 1;
    seen.set(base, n);
    id = `${base}${separator}${n}`;
  }
  seen.set(id, 0);
  return id;
};

/** kramdown's counter: the n-th repeat of a base is `base-n`, whether or not another heading already has that id. */
const counted: Numbering = (base, separator, seen) => {
  const n = seen.get(base);
  seen.set(base, n === undefined ? 0 : n + 1);
  return n === undefined ? base : `${base}${separator}${n + 1}`;
};

/** Python-Markdown's `unique`: an empty or taken id gets `_1`, and an id ending in `_N` counts on to `_N+1`. */
const pythonUnique: Numbering = (base, separator, seen) => {
  let id = base;
  while (id === '' || seen.has(id)) {
    const m = /^(.*)_(\d+)$/s.exec(id);
    id = m ? `${m[1]}${separator}${Number(m[2]) + 1}` : `${id}${separator}1`;
  }
  seen.set(id, 0);
  return id;
};

/** GitHub: lower case; drop all but letters, marks, numbers, `_`, `-` and spaces; each space a `-`. */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** GitLab: lower case; drop non-word characters (Ruby's `\p{Word}`) but `-` and spaces; spaces to `-`; runs of `-` to one. */
function gitlabSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
    .replace(/-{2,}/g, '-');
}

/** mdBook: trimmed; letters, numbers, `_` and `-` kept (only ASCII lower-cased); each whitespace a `-`; the rest dropped. */
function mdbookSlug(text: string): string {
  let id = '';
  for (const ch of text.trim()) {
    if (/[\p{Alphabetic}\p{N}_-]/u.test(ch)) id += ch.length === 1 && ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch;
    else if (/\s/u.test(ch)) id += '-';
  }
  return id;
}

/** Hugo (goldmark `github`): `-` and spaces to `-`; letters, decimal digits and `_` lower-cased; everything else dropped. */
function hugoSlug(text: string): string {
  let id = '';
  for (const ch of text) {
    if (ch === '-' || ch === ' ') id += '-';
    else if (/[\p{L}\p{Nd}_]/u.test(ch)) id += ch.toLowerCase();
  }
  return id;
}

/** Jekyll (kramdown-parser-gfm): lower case; drop all but word characters, `-`, spaces and tabs; each space or tab a `-`. */
function jekyllSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}\p{Pc}\- \t]/gu, '')
    .replace(/[ \t]/g, '-');
}

/** MkDocs (Python-Markdown `slugify`): NFKD and ASCII only; drop all but `\w`, whitespace and `-`; trim, lower; runs of whitespace and `-` to one `-`. */
function mkdocsSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x00-\x7f]/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

export const FLAVORS: Readonly<Record<MarkdownFlavor, Flavor>> = {
  github: { slug: githubSlug, empty: '', separator: '-', numbering: nextFree, customId: false },
  gitlab: { slug: gitlabSlug, empty: '', separator: '-', numbering: nextFree, customId: false },
  mdbook: { slug: mdbookSlug, empty: '', separator: '-', numbering: nextFree, customId: true },
  hugo: { slug: hugoSlug, empty: 'heading', separator: '-', numbering: nextFree, customId: true },
  jekyll: { slug: jekyllSlug, empty: '', separator: '-', numbering: counted, customId: true },
  mkdocs: { slug: mkdocsSlug, empty: '', separator: '_', numbering: pythonUnique, customId: true },
  docusaurus: { slug: githubSlug, empty: '', separator: '-', numbering: nextFree, customId: true },
};

/** `{#id}`, `{: #id}`, `{ #id .class key=value }` at the end of a heading's text. */
const CUSTOM_ID = /[ \t]*\{:?[ \t]*#([^\s{}]+)[^{}]*\}[ \t]*$/;

/** A heading's custom id and its text without it, when the text ends in one. */
export function customId(text: string): { id: string; text: string } | undefined {
  const m = CUSTOM_ID.exec(text);
  return m ? { id: m[1]!, text: text.slice(0, m.index) } : undefined;
}
