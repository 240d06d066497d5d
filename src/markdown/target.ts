/**
 * Where a Markdown link points, as GitHub resolves it: an http(s) URL (checked over HTTP by
 * the crawl), a mailto address, another scheme (skipped), or a repository path, which is
 * checked here on the file system: relative to the linking file, or to the repository root
 * when it starts with `/`; exact case; a folder passes when it exists; `#heading` against the
 * target's slugs (or raw HTML ids; `user-content-` prefixed too), a folder's against its
 * README's, `#L10`/`#L10-L20` against its line count; a client-state fragment (`#/route`) is no anchor.
 * With `fallback-extensions` a missing path may be a file with one of them (`guide` → `guide.md`), and
 * with `index-files` a folder passes only with one of them (the repository's `rules`). With the repository's home on GitHub or
 * GitLab known (platform/), a link that climbs out of the files is a page of the host, and a
 * `blob`/`tree` address of this checkout's branch is a repository path.
 */
import path from 'node:path';
import type { ErrorCode } from '../model/link.js';
import { blobUrl, routeOf } from './platform/home.js';
import { MARKDOWN_EXTENSIONS, type Repository } from './repository.js';
import { percentDecoded } from '../support/percent-decode.js';
import { isClientStateFragment } from '../check/fragment.js';

export type Target = { kind: 'http'; url: URL } | { kind: 'mailto' } | { kind: 'scheme'; scheme: string; url: string } | { kind: 'invalid' } | LocalTarget;

/** A repository path: `key` names it in the report (`docs/guide.md#setup`). */
export type LocalTarget =
  | { kind: 'local'; key: string; path: string; ok: true }
  | { kind: 'local'; key: string; path: string; ok: false; error: ErrorCode; reason: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINE_ANCHOR = /^L(\d+)(?:C\d+)?(?:-L(\d+)(?:C\d+)?)?$/;

/** The repository path a link names (before any check), or undefined when it is not a path. */
export function localPath(value: string, from: string): string | undefined {
  if (SCHEME.test(value) || value.startsWith('//')) return undefined;
  const pathPart = value.replace(/[?#].*$/s, '');
  const decoded = percentDecoded(pathPart);
  if (decoded === '') return from;
  // From the root, as a URL path: `/../../` cannot climb above it.
  const joined = decoded.startsWith('/') ? path.posix.normalize(decoded).replace(/^\/+/, '') || '.' : path.posix.join(path.posix.dirname(from), decoded);
  const norm = path.posix.normalize(joined).replace(/\/$/, '');
  if (norm === '..' || norm.startsWith('../')) return undefined;
  return norm === '.' ? '' : norm;
}

export function resolveTarget(value: string, from: string, repo: Repository): Target {
  const v = value.trim();
  const scheme = SCHEME.exec(v)?.[1]?.toLowerCase();
  if (scheme !== undefined || v.startsWith('//')) {
    if (scheme === 'mailto') return { kind: 'mailto' };
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { kind: 'scheme', scheme, url: v };
    let url: URL;
    try {
      url = new URL(v, 'https://invalid/');
    } catch {
      return { kind: 'invalid' };
    }
    return routed(url, repo) ?? { kind: 'http', url };
  }
  const hash = v.indexOf('#');
  const fragment = hash === -1 ? '' : v.slice(hash + 1);
  const rel = localPath(v, from);
  if (rel !== undefined) return checkPath(rel, fragment, repo);
  // Climbing out of the files: on the repository's host, the link leaves the file's blob URL for another page.
  const target = repo.home !== undefined ? routed(new URL(v, blobUrl(repo.home, from)), repo) : undefined;
  return target ?? { kind: 'local', key: v, path: '', ok: false, error: 'missing-file', reason: OUTSIDE };
}

const OUTSIDE =
  'points outside the repository (no GitHub or GitLab remote in .git/config, nor GITHUB_REPOSITORY: with one, a link such as ../../issues is a page of the repository on its host)';

/** A URL on the repository's host: this checkout's files at a branch (checked on disk), or a web page; undefined elsewhere. */
function routed(url: URL, repo: Repository): Target | undefined {
  const route = repo.home !== undefined ? routeOf(repo.home, url) : undefined;
  if (route === undefined) return undefined;
  if (route.kind === 'web') return { kind: 'http', url: route.url };
  return checkPath(route.path, url.hash.slice(1), repo, ` (branch ${route.branch}: checked in the files here)`);
}

/** A repository path and fragment, checked on disk; `where` ends a reason (how a web address led here). */
function checkPath(written: string, fragment: string, repo: Repository, where = ''): LocalTarget {
  const key = (written === '' ? '/' : written) + (fragment !== '' ? `#${fragment}` : '');
  let rel = written;
  let found = repo.lookup(rel);
  const fallback = found.kind === 'missing' ? repo.fallback(rel) : undefined;
  if (fallback !== undefined) {
    rel = fallback;
    found = { kind: 'file' };
  }
  const ok: LocalTarget = { kind: 'local', key, path: rel, ok: true };
  if (found.kind === 'missing') {
    const reason =
      found.realCase !== undefined
        ? `not found: the repository has ${found.realCase} (paths are case-sensitive on GitHub)`
        : 'file not found in the repository';
    return { kind: 'local', key, path: rel, ok: false, error: 'missing-file', reason: reason + where };
  }
  const dead = (reason: string): LocalTarget => ({ kind: 'local', key, path: rel, ok: false, error: 'missing-fragment', reason: reason + where });
  if (found.kind === 'dir' && repo.rules.indexFiles !== undefined) {
    const index = repo.indexOf(rel);
    if (index === undefined) {
      const reason = `the folder ${rel === '' ? '/' : rel} has none of the index files (${repo.rules.indexFiles.join(', ')})`;
      return { kind: 'local', key, path: rel, ok: false, error: 'missing-file', reason: reason + where };
    }
    rel = index;
    found = { kind: 'file' };
  }
  if (fragment === '' || isClientStateFragment(fragment, repo.rules.skipFragment)) return ok;
  const anchor = percentDecoded(fragment);
  if (found.kind === 'dir') {
    // A folder's page shows its README: the fragment is one of the README's headings.
    const readme = repo.readme(rel);
    if (readme === undefined) return dead(`#${fragment}: the folder ${rel === '' ? '/' : rel} has no README, so no heading`);
    if (!readme.markdown || hasAnchor(repo, readme.path, anchor)) return ok;
    return dead(`no heading or anchor #${fragment} in ${readme.path}, the README the folder shows`);
  }
  const line = LINE_ANCHOR.exec(anchor);
  if (line) {
    const lines = repo.lines(rel);
    const last = Number(line[2] ?? line[1]);
    if (Number(line[1]) < 1 || last > lines) return dead(`line anchor #${fragment}: the file has ${lines} line${lines === 1 ? '' : 's'}`);
    return ok;
  }
  if (MARKDOWN_EXTENSIONS.test(rel) && !hasAnchor(repo, rel, anchor)) return dead(`no heading or anchor #${fragment} in ${rel}`);
  return ok;
}

/** GitHub gives a heading the id `user-content-x` (its address bar shows it), and answers `#x` too. */
function hasAnchor(repo: Repository, file: string, anchor: string): boolean {
  if (anchor.toLowerCase() === 'top') return true;
  const anchors = repo.document(file)?.anchors;
  if (!anchors) return true;
  const names = [anchor, anchor.replace(/^user-content-/i, '')];
  return names.some((a) => anchors.has(a) || anchors.has(a.toLowerCase()));
}
