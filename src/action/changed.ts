/**
 * `changed-only`: on a pull request, the Markdown files to check in full are the ones the
 * pull request changes. The base commit comes from the event payload
 * (`pull_request.base.sha`); the changed paths from `git diff` against it.
 */
import { changedFiles } from '../markdown/changed.js';

export interface ChangedSet {
  /** The changed files (repository-relative), or undefined when the event is not a pull request. */
  files?: ReadonlySet<string>;
  /** What the log says about it. */
  note: string;
}

export function pullRequestBase(eventName: string | undefined, event: unknown): string | undefined {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined;
  const sha = (event as { pull_request?: { base?: { sha?: unknown } } } | undefined)?.pull_request?.base?.sha;
  return typeof sha === 'string' && sha !== '' ? sha : undefined;
}

export function changedMarkdown(root: string, eventName: string | undefined, event: unknown): ChangedSet {
  const base = pullRequestBase(eventName, event);
  if (base === undefined) return { note: `changed-only: not a pull request (${eventName ?? 'no event'}): every file is checked` };
  const files = new Set(changedFiles(root, base));
  return { files, note: `changed-only: ${files.size} files changed against ${base.slice(0, 12)}` };
}
