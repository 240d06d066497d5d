/**
 * A repository's Markdown files (`files`), read from disk: each file is a document of the report
 * (its repository path), each of its links resolved as GitHub resolves it (markdown/target.ts):
 * repository paths are checked on the file system here, http(s) links join the crawl's checks.
 * With changed-only, a file outside the changed set gives only its links into changed files.
 */
import { readFileSync } from 'node:fs';
import type { ExtractedLink } from '../../extract/types.js';
import { findMarkdownFiles } from '../../markdown/files.js';
import { findGitRoot, readCheckout } from '../../markdown/platform/git.js';
import type { MarkdownFlavor } from '../../markdown/platform/flavors.js';
import { homeHintsFromEnv, repositoryHome, type HomeHints } from '../../markdown/platform/home.js';
import { Repository, type RepositoryRules } from '../../markdown/repository.js';
import { isExcludedPath } from '../../support/path-filter.js';
import { resolveTarget, type Target } from '../../markdown/target.js';
import type { PageRecord } from '../../model/page.js';

/** One Markdown file read for the check: its page record and the links it gives, each resolved. */
export interface MarkdownFile {
  file: string;
  record: PageRecord;
  links: Array<{ link: ExtractedLink; target: Target }>;
  /** Why the slower parser read it (`run.stats.markdown`); absent when the fast one did. */
  fallback?: string;
}

/**
 * The repository at `root`, with its home on GitHub or GitLab when the workflow's `hints` (default: the
 * environment's) or the checkout's remote say where it is; its headings' ids follow `flavor`, its paths `rules`.
 */
export function openRepository(
  root: string,
  flavor: MarkdownFlavor,
  hints: HomeHints = homeHintsFromEnv(process.env),
  rules?: RepositoryRules,
): Promise<Repository> {
  return Repository.open(root, flavor, repositoryHome(readCheckout(findGitRoot(root) ?? root), hints), rules);
}

/** A link a file outside the changed set gives: only one into a changed file. */
const isRelative = (value: string): boolean => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value);

/**
 * The Markdown files of `patterns` under the repository, in order, each with its links, but for those the
 * repository's `excludePath` names; a file that cannot be read or parsed is a note, not a document.
 */
export function* markdownFiles(
  patterns: readonly string[],
  repo: Repository,
  changed: ReadonlySet<string> | undefined,
  note: (text: string) => void,
): Generator<MarkdownFile> {
  for (const file of findMarkdownFiles(patterns, repo.root)) {
    // `--exclude-path`: never read (its links are not collected); a link to it is still checked as a path.
    if (isExcludedPath(file, repo.rules.excludePath)) continue;
    let text: string;
    try {
      text = readFileSync(repo.abs(file), 'utf8');
    } catch (e) {
      note(`markdown: ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      continue;
    }
    const doc = repo.document(file, text);
    if (!doc) {
      note(`markdown: ${file}: could not be parsed`);
      continue;
    }
    const focus = changed === undefined || changed.has(file);
    if (!focus && !doc.links.some((l) => isRelative(l.value))) continue;
    const record: PageRecord = { url: file, depth: 0, title: '', bytes: Buffer.byteLength(text), contentType: 'text/markdown', links: doc.links.length };
    const links: MarkdownFile['links'] = [];
    for (const link of doc.links) {
      const target = resolveTarget(link.value, file, repo);
      if (!focus && (target.kind !== 'local' || !changed!.has(target.path))) continue;
      links.push({ link, target });
    }
    yield { file, record, links, ...(doc.fallback !== undefined ? { fallback: doc.fallback } : {}) };
  }
}
