/**
 * `linkspider fix FILES… [--write] [check options]`: check Markdown files (paths, folders,
 * globs) or a folder of HTML (or HTML files in one folder) as `linkspider` does, then rewrite
 * every link that moved permanently to where it moved (policy.ts says which), as a unified diff
 * on stdout, or in place with `--write`. The check's report goes to stderr, so stdout is a patch
 * (`linkspider fix docs > links.patch`).
 *
 * The check never takes a verdict from the cache: a cached verdict has no redirect chain, and
 * a rewrite needs the chain it follows. Exit codes: 0 nothing to fix and no dead links, 1 fixes
 * shown (not written) or dead links left, 2 bad usage or a fatal error.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRunError } from '../errors.js';
import { resolveOptions, UsageError, type Options, type RawOptions } from '../options.js';
import { argvError, FLAGS, flagName, rawFromFlags } from '../options/cli.js';
import { runCheck } from '../run.js';
import { findMarkdownFiles, folderRole, isMarkdownArgument, markdownFolder } from '../markdown/files.js';
import { safeText, writeConsoleReport } from '../report/console.js';
import { writeJsonReport } from '../report/json.js';
import type { Report } from '../report/model.js';
import { writeAtomically } from '../support/atomic-write.js';
import { plural } from '../support/plural.js';
import { nothingChecked } from '../report/empty.js';
import { colorByDefault, onStopSignal } from '../cli-host.js';
import { archiveTargets, httpsTargets, movedTargets, planFixes, rewrittenBytes, rewrittenText, sourceResolver, type FixPlan } from './plan.js';
import { unifiedDiff } from './diff.js';
import { writeFile } from 'node:fs/promises';

export const FIX_HELP = `Usage:
  linkspider fix FILES... [options]

Check Markdown files (paths, folders, globs such as "docs/**/*.md") or a folder of built HTML
(or HTML files in one folder), then rewrite each link that moved permanently to where it moved.
A folder with .html files is a site; a folder with Markdown and no HTML is its Markdown files.
The check's report goes to stderr; the rewrites are printed as a unified diff on stdout.

Rewritten: a link whose redirects are all permanent (301, 308) and end in a 2xx, to the final
URL (its query and #fragment kept when the new URL has none), inline links, reference
definitions and HTML attributes alike (quotes and entities as written).
Never rewritten: a temporary redirect (302, 303, 307) in the chain, a chain from https to http,
a chain through a login or consent page, a soft 404 (a deep link redirected to the home page),
a link written relative.

Options:
  --write                 rewrite the files in place (only the links' characters change)
  --use-archive           with --archive wayback: also rewrite each dead link that has an
                          archived copy to that copy
  -h, --help              show this help
  Every check option of "linkspider --help" (--timeout, --exclude, --archive, …) applies.

Exit codes: 0 nothing to fix and no dead links, 1 fixes shown or dead links left,
2 bad usage or a fatal error.
`;

const OWN_FLAGS = {
  write: { type: 'boolean' },
  'use-archive': { type: 'boolean' },
} as const;

/** Where `fix` runs: its working folder (the repository root) and its output streams. */
export interface FixIo {
  cwd: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** What the arguments name: Markdown patterns, and the one HTML folder (all of it, or some files in it). */
interface Sources {
  markdown: string[];
  folder?: string;
  /** Folder-relative paths of the HTML files named (undefined: every file of the folder). */
  htmlFiles?: Set<string>;
}

const HTML_FILE = /\.html?$/i;

function sourcesOf(args: readonly string[], cwd: string): Sources {
  const out: Sources = { markdown: [] };
  const setFolder = (folder: string, arg: string) => {
    if (out.folder !== undefined && path.resolve(out.folder) !== path.resolve(folder)) {
      throw new UsageError(arg, `only one folder of HTML can be checked at a time (already have "${out.folder}")`);
    }
    out.folder = folder;
  };
  for (const arg of args) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(arg)) throw new UsageError(arg, 'fix rewrites files: give Markdown files, HTML files or a folder, not a URL');
    if (isMarkdownArgument(arg)) {
      out.markdown.push(arg);
      continue;
    }
    const abs = path.resolve(cwd, arg);
    const st = statSync(abs, { throwIfNoEntry: false });
    if (st?.isDirectory() && folderRole(abs) === 'markdown') {
      out.markdown.push(markdownFolder(abs, cwd));
    } else if (st?.isDirectory()) {
      setFolder(abs, arg);
      out.htmlFiles = undefined;
    } else if (st?.isFile() && HTML_FILE.test(arg)) {
      const had = out.folder !== undefined && out.htmlFiles === undefined;
      setFolder(path.dirname(abs), arg);
      if (!had) (out.htmlFiles ??= new Set()).add(path.basename(abs));
    } else {
      throw new UsageError(arg, 'is neither Markdown files (.md or a glob), an HTML file nor an existing folder');
    }
  }
  if (out.markdown.length === 0 && out.folder === undefined) throw new UsageError('FILES', 'give the Markdown files, HTML files or folder to fix');
  return out;
}

function readOrUndefined(abs: string): Buffer | undefined {
  try {
    return readFileSync(abs);
  } catch {
    return undefined;
  }
}

/** The plan's diff, every file's hunks in order. */
export function planDiff(plan: FixPlan): string {
  const lines = plan.files.flatMap((f) => unifiedDiff(f.source.display, f.text, rewrittenText(f)));
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/** Run `linkspider fix` with the arguments after `fix`; resolves to the exit code. */
export async function fixMain(argv: string[], io: FixIo = { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const { cwd, stdout, stderr } = io;
  const usage = (message: string): number => {
    stderr.write(`linkspider fix: ${safeText(message)}\n`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...FLAGS, ...OWN_FLAGS }, allowPositionals: true, allowNegative: true, strict: true });
  } catch (e) {
    return usage(argvError(e as Error & { code?: string }, 'linkspider fix', { ...FLAGS, ...OWN_FLAGS }));
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  if (values.help) {
    stdout.write(FIX_HELP);
    return 0;
  }
  let options: Options;
  let sources: Sources;
  try {
    sources = sourcesOf(parsed.positionals, cwd);
    const raw: RawOptions = { ...rawFromFlags(values), urls: [], files: sources.markdown };
    if (sources.folder !== undefined) {
      raw.path = sources.folder;
      if (sources.htmlFiles !== undefined) raw.entry = [...sources.htmlFiles];
    }
    options = resolveOptions(raw, flagName);
    if (options.files.length > 0) findMarkdownFiles(options.files, cwd, 'FILES');
    if (values['use-archive'] === true && options.archive === undefined)
      throw new UsageError('--use-archive', 'needs --archive wayback (where the copies come from)');
  } catch (e) {
    if (isRunError(e, 'usage')) return usage(e.message);
    throw e;
  }
  // A cached verdict has no redirect chain: every link is checked again (the cache is still written).
  options = { ...options, cacheMaxAge: 0 };

  const controller = new AbortController();
  const stopListening = onStopSignal(() => controller.abort());
  let report: Report;
  try {
    report = await runCheck(options, { signal: controller.signal }, flagName, { repository: { root: cwd } });
  } catch (e) {
    stderr.write(`linkspider fix: ${isRunError(e) ? '' : 'fatal: '}${safeText((e as Error).message)}\n`);
    return 2;
  } finally {
    stopListening();
  }
  if (options.json !== undefined && options.json !== '') {
    try {
      await writeJsonReport(report, options.json);
    } catch (e) {
      stderr.write(`linkspider fix: cannot write --json ${safeText(options.json)}: ${safeText((e as Error).message)}\n`);
      return 2;
    }
  }
  const color = (values.color as boolean | undefined) ?? colorByDefault();
  await writeConsoleReport(report, { color }, stderr);
  // A folder with neither HTML nor Markdown checked nothing: a failure, as for the check, not "nothing to rewrite".
  const empty = nothingChecked(report, options.allowEmpty);
  if (empty !== undefined) return usage(empty);

  const useArchive = values['use-archive'] === true;
  const targets = [
    ...movedTargets(report.moved ?? []),
    ...httpsTargets([...report.dead, ...report.warnings]),
    ...(useArchive ? archiveTargets(report.dead) : []),
  ];
  const plan = planFixes(targets, sourceResolver(cwd, sources.folder, sources.htmlFiles), readOrUndefined);
  const rewrites = plan.files.reduce((n, f) => n + f.edits.length, 0);
  for (const s of plan.skipped) stderr.write(`not rewritten: ${safeText(s.file)}:${s.line}: ${safeText(s.url)}: ${safeText(s.why)}\n`);
  stdout.write(safeDiff(planDiff(plan)));

  // With --use-archive, a dead link rewritten to its copy everywhere it is written is dead no more.
  const rewritten = new Set(plan.files.flatMap((f) => f.edits.map((e) => e.from)));
  const left = new Set(plan.skipped.map((s) => s.url));
  // So is an http link (`require-https: dead`) rewritten to https everywhere.
  const deadLeft = report.dead.filter((d) => !((useArchive || d.https !== undefined) && rewritten.has(d.url) && !left.has(d.url))).length;
  if (values.write !== true) {
    if (rewrites > 0) stderr.write(`${plural(rewrites, 'link')} to rewrite in ${plural(plan.files.length, 'file')}: run again with --write to apply\n`);
    else stderr.write('nothing to rewrite\n');
    return rewrites > 0 || deadLeft > 0 ? 1 : 0;
  }
  for (const f of plan.files) {
    try {
      await writeAtomically(f.source.abs, (partial) => writeFile(partial, rewrittenBytes(f)));
    } catch (e) {
      stderr.write(`linkspider fix: cannot write ${safeText(f.source.display)}: ${safeText((e as Error).message)}\n`);
      return 2;
    }
  }
  stderr.write(rewrites > 0 ? `rewrote ${plural(rewrites, 'link')} in ${plural(plan.files.length, 'file')}\n` : 'nothing to rewrite\n');
  return deadLeft > 0 ? 1 : 0;
}

/**
 * The diff as printed: control characters that could move the cursor or recolour the terminal
 * escaped (tabs kept, and a CR before LF, so the patch still applies to a file that has them).
 */
function safeDiff(diff: string): string {
  return diff.replace(
    /\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
