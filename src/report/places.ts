/**
 * Where a referrer is in the repository: the file a dead link can be shown on (annotations,
 * SARIF, JUnit). A Markdown file of `files` is repository-relative already; a page of a folder
 * check is relative to the folder, and lies in the repository when the folder does.
 */
import path from 'node:path';
import { inRepository, type Referrer } from '../model/link.js';
import type { LinkResult } from './model.js';

export interface FileRoots {
  /** Absolute repository folder (the Action's workspace, the CLI's working folder). */
  workspace: string;
  /** Absolute path of the served folder (options.path), when a folder was checked. */
  sitePath?: string;
}

/** The workspace-relative path (forward slashes) of a referrer's file, if it lies inside the workspace. */
export function referrerFile(ref: Pick<Referrer, 'page' | 'file'>, roots: FileRoots): string | undefined {
  if (ref.file === undefined) return undefined;
  if (inRepository(ref)) return ref.file;
  if (roots.sitePath === undefined) return undefined;
  const abs = path.resolve(roots.sitePath, ...ref.file.split('/'));
  const rel = path.relative(roots.workspace, abs);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** Why a link failed, in one phrase: its reason, else its HTTP status, else its error code. */
export function reasonOf(r: Pick<LinkResult, 'reason' | 'status' | 'error'>, fallback = 'failed'): string {
  return r.reason || (r.status !== undefined ? `HTTP ${r.status}` : (r.error ?? fallback));
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Reading order of a link's places: by page, then line and column (then the link itself, for a total
 * order). Every report lists places in this order, so two runs of one site write the same reports
 * however their requests and parses happened to finish.
 */
export function byPlace(a: Referrer, b: Referrer): number {
  return (
    order(a.page, b.page) || a.line - b.line || a.column - b.column || order(a.element, b.element) || order(a.attribute, b.attribute) || order(a.raw, b.raw)
  );
}
