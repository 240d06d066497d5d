/**
 * Where a Markdown link points, as GitHub resolves it: an http(s) URL (checked over HTTP by
 * the crawl), a mailto address, another scheme (skipped), or a repository path, which is
 * checked here on the file system: relative to the linking file, or to the repository root
 * when it starts with `/`; exact case; a folder passes when it exists; `#heading` against the
 * target's slugs (or raw HTML ids), `#L10`/`#L10-L20` against its line count.
 */
import path from 'node:path';
import type { ErrorCode } from '../model/link.js';
import { MARKDOWN_EXTENSIONS, type Repository } from './repository.js';

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
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    /* keep as written */
  }
  if (decoded === '') return from;
  const joined = decoded.startsWith('/') ? decoded.replace(/^\/+/, '') || '.' : path.posix.join(path.posix.dirname(from), decoded);
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
    try {
      return { kind: 'http', url: new URL(v, 'https://invalid/') };
    } catch {
      return { kind: 'invalid' };
    }
  }
  const hash = v.indexOf('#');
  const fragment = hash === -1 ? '' : v.slice(hash + 1);
  const rel = localPath(v, from);
  const key = (p: string) => (p === '' ? '/' : p) + (fragment !== '' ? `#${fragment}` : '');
  if (rel === undefined) {
    return { kind: 'local', key: v, path: '', ok: false, error: 'missing-file', reason: 'points outside the repository' };
  }
  const found = repo.lookup(rel);
  if (found.kind === 'missing') {
    const reason =
      found.realCase !== undefined
        ? `not found: the repository has ${found.realCase} (paths are case-sensitive on GitHub)`
        : 'file not found in the repository';
    return { kind: 'local', key: key(rel), path: rel, ok: false, error: 'missing-file', reason };
  }
  const dead = (reason: string): LocalTarget => ({ kind: 'local', key: key(rel), path: rel, ok: false, error: 'missing-fragment', reason });
  if (fragment === '' || found.kind === 'dir') return { kind: 'local', key: key(rel), path: rel, ok: true };
  let anchor = fragment;
  try {
    anchor = decodeURIComponent(fragment);
  } catch {
    /* keep as written */
  }
  const line = LINE_ANCHOR.exec(anchor);
  if (line) {
    const lines = repo.lines(rel);
    const last = Number(line[2] ?? line[1]);
    if (Number(line[1]) < 1 || last > lines) return dead(`line anchor #${fragment}: the file has ${lines} line${lines === 1 ? '' : 's'}`);
    return { kind: 'local', key: key(rel), path: rel, ok: true };
  }
  if (MARKDOWN_EXTENSIONS.test(rel) && anchor.toLowerCase() !== 'top') {
    const anchors = repo.document(rel)?.anchors;
    if (anchors && !anchors.has(anchor) && !anchors.has(anchor.toLowerCase())) return dead(`no heading or anchor #${fragment} in ${rel}`);
  }
  return { kind: 'local', key: key(rel), path: rel, ok: true };
}
