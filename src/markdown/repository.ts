/**
 * The repository as links in its Markdown see it: files found by exact-case path (GitHub's
 * paths are case-sensitive even on a case-insensitive disk), directories, each file's line
 * count and each Markdown file's anchors, read once and kept for the run.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownDocument, ParseOptions } from './document.js';
import type { MarkdownFlavor } from './platform/flavors.js';
import { README_NAMES, ROOT_README_FOLDERS } from './platform/hosts.js';
import type { RepositoryHome } from './platform/home.js';

/** Markdown, and MDX (Markdown with JSX, read through mdx.ts). */
export const MARKDOWN_EXTENSIONS = /\.(md|markdown|mdown|mkd|mkdn|mdx)$/i;
const MDX = /\.mdx$/i;

export type PathKind = 'file' | 'dir';

/**
 * How links to the repository's paths resolve beyond GitHub's own rules, when given (`--fallback-extensions`,
 * `--index-files`: for docs built from the files, whose links leave out `.md` or need a folder's index), which
 * files are never read (`--exclude-path`), and which fragments are not anchors (`--skip-fragment`).
 */
export interface RepositoryRules {
  /** Extensions tried, in order, for a path that does not exist (`guide` → `guide.md`); none when not given. */
  fallbackExtensions?: readonly string[];
  /** A folder link must have one of these; without them a folder passes when it exists (GitHub lists it). */
  indexFiles?: readonly string[];
  excludePath: readonly RegExp[];
  skipFragment: readonly RegExp[];
}

const NO_RULES: RepositoryRules = { excludePath: [], skipFragment: [] };

/** What a repository path is: missing, or a file/folder; with the name's real case when only the case differs. */
export type Lookup = { kind: PathKind } | { kind: 'missing'; realCase?: string };

export class Repository {
  private readonly dirs = new Map<string, Map<string, PathKind> | null>();
  private readonly docs = new Map<string, MarkdownDocument | null>();
  private readonly lineCounts = new Map<string, number>();

  /**
   * The repository at `root` (absolute), with its Markdown parser (parse.ts: markdown-it and micromark, loaded
   * only by a run that reads Markdown) and the flavour its headings' ids follow.
   */
  static async open(root: string, flavor: MarkdownFlavor = 'github', home?: RepositoryHome, rules: RepositoryRules = NO_RULES): Promise<Repository> {
    const { parseMarkdown } = await import('./parse.js');
    return new Repository(root, parseMarkdown, flavor, home, rules);
  }

  /**
   * @param root the repository's root folder (absolute).
   * @param flavor the site generator whose rules heading ids follow (platform/flavors.ts).
   * @param home where the repository lives on GitHub or GitLab (platform/home.ts), when known.
   */
  constructor(
    readonly root: string,
    private readonly parse: (text: string, options?: ParseOptions) => MarkdownDocument,
    private readonly flavor: MarkdownFlavor = 'github',
    readonly home?: RepositoryHome,
    readonly rules: RepositoryRules = NO_RULES,
  ) {}

  /** The first `path.ext` of the fallback extensions that is a file, for a missing path; undefined when none is. */
  fallback(rel: string): string | undefined {
    return this.rules.fallbackExtensions?.map((ext) => `${rel}.${ext}`).find((p) => this.lookup(p).kind === 'file');
  }

  /** The folder's first index file (its repository path), with index files given; undefined when it has none. */
  indexOf(dir: string): string | undefined {
    return this.rules.indexFiles?.map((name) => (dir === '' ? name : `${dir}/${name}`)).find((p) => this.lookup(p).kind === 'file');
  }

  /**
   * The README a folder shows (its repository path), as GitHub picks it (platform/hosts.ts); the root's
   * may be in `.github/` or `docs/`. Undefined when the folder shows none.
   */
  readme(dir: string): { path: string; markdown: boolean } | undefined {
    for (const sub of dir === '' ? ROOT_README_FOLDERS : ['']) {
      const folder = [dir, sub].filter((s) => s !== '').join('/');
      const names = [...(this.entries(folder) ?? [])].filter(([, kind]) => kind === 'file').map(([name]) => name);
      for (const { ext, markdown } of README_NAMES) {
        const name = names.find((n) => n.toLowerCase() === `readme${ext}`);
        if (name !== undefined) return { path: folder === '' ? name : `${folder}/${name}`, markdown };
      }
    }
    return undefined;
  }

  /** A repository-relative path (forward slashes, no leading `/`; '' is the root). */
  lookup(rel: string): Lookup {
    if (rel === '') return { kind: 'dir' };
    const parts = rel.split('/');
    const real: string[] = [];
    let caseDiffers = false;
    for (let i = 0; i < parts.length; i++) {
      const entries = this.entries(real.join('/'));
      let name = parts[i]!;
      let kind = entries?.get(name);
      if (kind === undefined) {
        // Only the case differs? Then name the real path, which is what the author meant.
        const lower = name.toLowerCase();
        for (const [other, k] of entries ?? []) {
          if (other.toLowerCase() === lower) {
            name = other;
            kind = k;
            caseDiffers = true;
            break;
          }
        }
        if (kind === undefined) return { kind: 'missing' };
      }
      real.push(name);
      if (i < parts.length - 1 && kind !== 'dir') return { kind: 'missing' };
      if (i === parts.length - 1) return caseDiffers ? { kind: 'missing', realCase: real.join('/') } : { kind };
    }
    return { kind: 'missing' };
  }

  /** The parsed Markdown file (read once); null when it cannot be read. */
  document(rel: string, text?: string): MarkdownDocument | null {
    let doc = this.docs.get(rel);
    if (doc === undefined) {
      try {
        doc = this.parse(text ?? readFileSync(this.abs(rel), 'utf8'), { flavor: this.flavor, mdx: MDX.test(rel) });
      } catch {
        doc = null;
      }
      this.docs.set(rel, doc);
    }
    return doc;
  }

  /** Lines of any file (for `#L10` anchors); Markdown files' come from their parse. */
  lines(rel: string): number {
    if (MARKDOWN_EXTENSIONS.test(rel)) return this.document(rel)?.lines ?? 0;
    let n = this.lineCounts.get(rel);
    if (n === undefined) {
      n = 0;
      try {
        const text = readFileSync(this.abs(rel), 'utf8');
        if (text !== '') n = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      } catch {
        /* unreadable: no lines */
      }
      this.lineCounts.set(rel, n);
    }
    return n;
  }

  abs(rel: string): string {
    return path.join(this.root, ...rel.split('/'));
  }

  private entries(dir: string): Map<string, PathKind> | null {
    let m = this.dirs.get(dir);
    if (m === undefined) {
      try {
        m = new Map();
        for (const d of readdirSync(this.abs(dir), { withFileTypes: true })) {
          // A symbolic link counts as what it points to.
          let kind: PathKind | undefined = d.isDirectory() ? 'dir' : 'file';
          if (d.isSymbolicLink()) {
            const target = statSync(path.join(this.abs(dir), d.name), { throwIfNoEntry: false });
            kind = target === undefined ? undefined : target.isDirectory() ? 'dir' : 'file';
          }
          if (kind !== undefined) m.set(d.name, kind);
        }
      } catch {
        m = null;
      }
      this.dirs.set(dir, m);
    }
    return m;
  }
}
