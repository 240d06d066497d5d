/**
 * The CLI (run on a worker thread by `cli.ts`, which has answered `--help` and `--version`): argv → options →
 * crawl → console report. Exit codes: 0 no dead links, 1 dead links, 2 bad usage or a fatal error (the report is
 * still written when there is one).
 */
import { statSync, writeSync } from 'node:fs';
import { dirname, join as joinPath, relative, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { isRunError } from './errors.js';
import { githubFromEnv, UsageError, type Options, type RawOptions } from './options.js';
import { argvError, FLAGS, flagName, rawFromFlags } from './options/cli.js';
import { schemelessUrl } from './options/parse.js';
import { didYouMean } from './support/did-you-mean.js';
import { resolveWithConfig, TARGET_KEYS } from './options/config.js';
import { runCheck } from './run.js';
import { findMarkdownFiles, folderRole, isMarkdownArgument, markdownFolder, markdownScope } from './markdown/files.js';
import { safeText, writeConsoleReport } from './report/console.js';
import { checkOutputPaths, reportOnStdout, writeReportFiles } from './app/report-files.js';
import { partialFileOf } from './support/atomic-write.js';
import { outputTarget } from './support/output-path.js';
import { progressPrinter } from './report/progress.js';
import {
  announceOutputs,
  colorByDefault,
  type PendingOutputs,
  endQuietlyOnClosedPipes,
  onStopSignal,
  quitAtOnce,
  stopSignalPolicy,
  stoppingLine,
  terminal,
} from './cli-host.js';
import { nothingChecked } from './report/empty.js';
import type { Report } from './report/model.js';

type Values = Record<string, string | string[] | boolean | undefined>;

function toRaw(values: Values, positionals: string[]): RawOptions {
  const urls: string[] = [];
  const files: string[] = [];
  const pages: string[] = [];
  let path: string | undefined;
  for (const p of positionals) {
    if (/^https?:\/\//i.test(p)) {
      urls.push(p);
      continue;
    }
    if (isMarkdownArgument(p)) {
      files.push(p);
      continue;
    }
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isFile() && /\.html?$/i.test(p)) {
      pages.push(p);
      continue;
    }
    if (st?.isFile()) throw new UsageError(p, 'is a file, not a page: give an HTML page (.html), a folder, an http(s) URL or Markdown files (.md)');
    if (st?.isDirectory() !== true) {
      // A host without a scheme (no file or folder has that name: those win above): ask about the URL it looks like.
      const meant = schemelessUrl(p);
      if (meant !== undefined)
        throw new UsageError(p, `expected an http:// or https:// URL, a folder or Markdown files; no file or folder has this name: did you mean ${meant}?`);
      // A bare word near a command (`help`, `fixx`, `mrege`) was meant as one.
      const command = /^[a-z-]+$/i.test(p) ? didYouMean(p, ['fix', 'merge', 'help', '--help']) : undefined;
      if (command !== undefined)
        throw new UsageError(p, `is not a command, a folder or a URL: did you mean linkspider ${command === 'help' ? '--help' : command}?`);
      if (/^[a-z][a-z0-9+.-]*:/i.test(p))
        urls.push(p); // let the URL check name the bad scheme
      else throw new UsageError(p, 'is neither an http(s) URL, an existing folder or HTML page, nor Markdown files (.md or a glob)');
      continue;
    }
    // A folder of Markdown and no HTML is its Markdown (markdown/files.ts, as `fix` and the Action's `files` read it).
    if (folderRole(p) === 'markdown') {
      files.push(markdownFolder(p, process.cwd()));
      continue;
    }
    if (path !== undefined) throw new UsageError(p, `only one folder of HTML can be checked at a time (already have "${path}")`);
    path = p;
  }
  const raw: RawOptions = { ...rawFromFlags(values), urls, path, files };
  if (pages.length > 0) {
    // HTML files: their folder (the folder given, or the first file's) checked from those pages, as --entry does, so
    // their relative links resolve as in a browser.
    const folder = path ?? dirname(pages[0]!);
    const entries = pages.map((p) => {
      const rel = relative(resolvePath(folder), resolvePath(p));
      if (rel.startsWith('..')) throw new UsageError(p, `is outside the folder being checked ("${folder}"): check one folder at a time`);
      return rel.split('\\').join('/');
    });
    raw['path'] = folder;
    raw['entry'] = [...((raw['entry'] as string[] | undefined) ?? []), ...entries];
  }
  return raw;
}

/** The empty-run line, with the way out when a folder holds Markdown but no page was read (`linkspider docs`). */
function emptyMessage(empty: string, report: Report, options: Options): string {
  const folder = options.path;
  if (folder === undefined || options.entry.length > 0 || report.run.emptyReason === undefined) return empty;
  // Its `.md` files, or else its `.mdx` files (a Docusaurus or Nextra site's sources).
  const pattern = ['*.md', '*.mdx']
    .map((name) =>
      joinPath(relative(process.cwd(), folder) || '.', '**', name)
        .split('\\')
        .join('/'),
    )
    .find((p) => {
      try {
        return findMarkdownFiles([p], process.cwd(), 'files').length > 0;
      } catch {
        return false;
      }
    });
  if (pattern === undefined) return empty; // no Markdown there either
  return `nothing was checked: ${report.run.emptyReason}; its Markdown files are checked with linkspider '${pattern}' (or set --allow-empty if that is expected)`;
}

/**
 * What a second Ctrl-C would leave unwritten (the report flags and files), and the partial files it removes.
 * Once the crawl has ended (`since`: when the run started), the database and the cache its finishing step wrote
 * are said to be written instead, the database marked partial when the run was.
 */
function pendingOutputs(options: Options, ended?: { since: number; partial: boolean }): PendingOutputs['pendingOutputs'] {
  const outputs: [string, string | undefined][] = [
    ['--json', options.json],
    ['--html', options.html],
    ['--sarif', options.sarif],
    ['--junit', options.junit],
    ['--markdown', options.markdown],
    ['--db', options.db],
    ['--cache', options.cache],
  ];
  const given = outputs.filter((r): r is [string, string] => r[1] !== undefined && r[1] !== '-');
  const onDisk = (file: string) => (statSync(outputTarget(file).path, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity) >= ended!.since;
  const done = ended === undefined ? [] : given.filter(([flag, file]) => (flag === '--db' || flag === '--cache') && onDisk(file));
  const open = given.filter((g) => !done.includes(g));
  return {
    reports: open.map(([flag, file]) => `${flag} ${safeText(file)}`),
    partialFiles: open.flatMap(([flag, file]) =>
      // Beside the file a symlink leads to (none for a device); the database writes FILE.partial and SQLite's side files.
      flag === '--db' ? ['', '-wal', '-shm', '-journal'].map((end) => `${outputTarget(file).path}.partial${end}`) : [partialFileOf(file) ?? []].flat(),
    ),
    written: done.map(([flag, file]) => `${flag} ${safeText(file)} written${flag === '--db' && ended!.partial ? ' (marked partial)' : ''}`),
  };
}

/**
 * On a terminal the progress line goes straight to it (fd 2, synchronously), not through this worker's stderr
 * stream, which the main thread forwards in its own time: so the line is cleared before the report on stdout starts.
 */
const ON_TERMINAL = {
  write: (s: string) => {
    try {
      writeSync(2, s);
    } catch {
      /* the progress line is only a courtesy */
    }
  },
};

/**
 * The command line as one validated run: its options (the config file under the flags; targets given here
 * replace the file's), and everything checked before the first request (the folder, the Markdown patterns,
 * the output paths); or the exit code of a usage error, its one line written.
 */
function resolveCommandLine(argv: string[]): { options: Options; values: Values; repositoryRoot: string } | number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: FLAGS, allowPositionals: true, allowNegative: true, strict: true });
  } catch (e) {
    process.stderr.write(`linkspider: ${safeText(argvError(e as Error & { code?: string }))}\n`);
    return 2;
  }
  const { positionals } = parsed;
  const values = parsed.values as Values;
  // --help and --version are answered by the launcher (cli.ts), which never starts this for them.
  // The Markdown's repository (the git root): the report names its files from there, and so must SARIF's %SRCROOT%.
  let repositoryRoot = process.cwd();
  try {
    // Targets on the command line replace the config file's (flags override the file).
    const replaced = positionals.length > 0 ? TARGET_KEYS : [];
    const options = resolveWithConfig(process.cwd(), values['config'] as string | undefined, toRaw(values, positionals), flagName, replaced);
    githubFromEnv(options, process.env);
    // Fail before any request when the folder is unusable…
    if (options.path !== undefined && !statSync(options.path, { throwIfNoEntry: false })?.isDirectory()) {
      throw new UsageError(options.path, 'is not an existing folder');
    }
    // …and when a Markdown pattern names nothing.
    if (options.files.length > 0) {
      const scope = markdownScope(options.files, process.cwd(), undefined, flagName('files'));
      findMarkdownFiles(scope.patterns, scope.root, flagName('files'), options.files);
      repositoryRoot = scope.root;
    }
    // …and when an output path cannot be written.
    checkOutputPaths(options, flagName);
    return { options, values, repositoryRoot };
  } catch (e) {
    if (!isRunError(e)) throw e;
    // One line, naming the input (an unknown flag's line points at --help itself).
    process.stderr.write(`linkspider: ${safeText(e.message)}\n`);
    return 2;
  }
}

/** Run the CLI; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  endQuietlyOnClosedPipes();
  // The other commands, loaded only for themselves (fix/ reads Markdown with micromark).
  if (argv[0] === 'merge') return (await import('./merge-cli.js')).mergeMain(argv.slice(1));
  if (argv[0] === 'fix') return (await import('./fix/cli.js')).fixMain(argv.slice(1));
  const resolved = resolveCommandLine(argv);
  if (typeof resolved === 'number') return resolved;
  const { options, values, repositoryRoot } = resolved;

  const controller = new AbortController();
  // On the worker thread only the first signal arrives (the launcher applies the same policy).
  const policy = stopSignalPolicy();
  let crawling = true;
  const onSignal = (sig: NodeJS.Signals) => {
    const action = policy(sig);
    if (action === 'quit') quitAtOnce(sig);
    // Once the crawl has ended the reports are being written: a first signal lets them finish.
    if (action === 'ignore' || !crawling) return;
    process.stderr.write(`\n${stoppingLine(sig)}\n`);
    controller.abort();
  };
  // Heard until the process ends: a signal (an echo) while the reports are written must not end it half-way, as
  // the default action would.
  onStopSignal(onSignal);
  announceOutputs(pendingOutputs(options));

  // A second's slack for coarse file times: a file this run wrote never looks older than the run.
  const started = Date.now() - 1000;
  const tty = terminal();
  const progress = values.quiet ? undefined : progressPrinter(tty.stderrIsTTY ? ON_TERMINAL : process.stderr, { tty: tty.stderrIsTTY, columns: tty.columns });
  let report: Report;
  try {
    report = await runCheck(options, { signal: controller.signal, onProgress: progress ? (p) => progress.update(p) : undefined }, flagName);
  } catch (e) {
    progress?.end();
    // A run-level error names its input (an unusable cache, baseline or database file); anything else is a fault.
    const prefix = isRunError(e) ? '' : 'fatal: ';
    process.stderr.write(`linkspider: ${prefix}${safeText((e as Error).message)}\n`);
    return 2;
  } finally {
    crawling = false;
  }
  progress?.end();
  announceOutputs(pendingOutputs(options, { since: started, partial: report.run.incomplete }));

  // The file reports, written also for a partial run (each says it is partial). With a report
  // on standard output (`--json -`), the console report goes to standard error.
  const reportOut = reportOnStdout(options) ? process.stderr : process.stdout;
  const roots = { workspace: repositoryRoot, ...(options.path !== undefined ? { sitePath: resolvePath(options.path) } : {}) };
  const unwritten = (await writeReportFiles(report, options, roots)).filter((w) => w.error !== undefined);
  for (const { kind, file, error } of unwritten) {
    process.stderr.write(`linkspider: cannot write --${kind} ${safeText(file)}: ${safeText(error!.message)}\n`);
  }
  if (unwritten.length > 0) {
    await writeConsoleReport(report, { color: false }, reportOut);
    return 2;
  }
  announceOutputs({ reports: [], partialFiles: [] });
  const places = values['all-places'] === true ? Infinity : undefined;
  const style = { ...(places !== undefined ? { places } : {}), ...(options.json !== undefined && options.json !== '-' ? { fullReport: options.json } : {}) };
  const color = (values.color as boolean | undefined) ?? colorByDefault();
  const interrupted = report.run.incomplete && report.run.incompleteReason === 'interrupted';
  const empty = interrupted ? undefined : nothingChecked(report, options.allowEmpty);
  // A run that checked nothing says why in its one line (the dead start URL and its reason), and nothing else:
  // its start URL repeated as a dead-links block would only bury that line. The report files have it all.
  if (empty === undefined) await writeConsoleReport(report, { ...style, color }, reportOut);
  else {
    process.stderr.write(`linkspider: ${safeText(emptyMessage(empty, report, options))}\n`);
    return 2;
  }
  if (report.counts.dead > 0) return 1;
  return interrupted ? 130 : 0;
}

const code = await main(process.argv.slice(2));
process.exitCode = code;
