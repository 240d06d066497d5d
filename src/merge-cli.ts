/**
 * `linkspider merge REPORT... [--json FILE] [--markdown FILE] [--baseline FILE] [--no-color]`: combine the JSON
 * reports of one check split with `--shard i/N` into one report (app/merge.ts, as the Action's
 * merge mode does). Exit codes as the main CLI: 0 no dead
 * links, 1 dead links, 2 bad usage or reports that cannot be merged (one line, no stack).
 */
import { parseArgs } from 'node:util';
import { safeText, writeConsoleReport } from './report/console.js';
import { checkOutputPaths, reportOnStdout, writeReportFiles } from './app/report-files.js';
import { isRunError } from './errors.js';
import { mergeShardFiles } from './app/merge.js';
import type { Report } from './report/model.js';
import { colorByDefault } from './cli-host.js';
import { argvError } from './options/cli.js';

export const MERGE_HELP = `Usage:
  linkspider merge REPORT... [options]

Combine the --json reports of one check split with --shard i/N (all N of them) into one
report: pages and verdicts joined, every referrer kept, counts recomputed.

Options:
  --json FILE             write the merged report as JSON (- for standard output)
  --markdown FILE         write it as Markdown, as the Action's job summary (-: the same)
  --baseline FILE         an earlier --json report: dead links already in it are
                          known (warnings), as for a single run
  --no-color              no colours in the report
  -h, --help              show this help

Exit codes: 0 no dead links, 1 dead links found, 2 bad usage or reports that cannot be merged.
`;

/** A usage error: one line, exit code 2. */
const usage = (message: string): number => {
  process.stderr.write(`linkspider merge: ${safeText(message)}\n`);
  return 2;
};

const MERGE_FLAGS = {
  json: { type: 'string' },
  markdown: { type: 'string' },
  baseline: { type: 'string' },
  color: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Run `linkspider merge` with the arguments after `merge`; resolves to the exit code. */
export async function mergeMain(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: MERGE_FLAGS,
      allowPositionals: true,
      allowNegative: true,
      strict: true,
    });
  } catch (e) {
    return usage(argvError(e as Error & { code?: string }, 'linkspider merge', MERGE_FLAGS));
  }
  const { values, positionals: files } = parsed;
  if (values.help) {
    process.stdout.write(MERGE_HELP);
    return 0;
  }
  if (files.length === 0) return usage('give the shard reports to merge, e.g. linkspider merge shard-*.json');

  let report: Report;
  try {
    checkOutputPaths({ json: values.json, markdown: values.markdown }, (k) => `--${k}`);
    report = await mergeShardFiles(files, files, values.baseline !== undefined ? { file: values.baseline, input: '--baseline' } : undefined);
  } catch (e) {
    // A run-level error (an output path, the baseline, shards that cannot be read or merged) names its input; anything else is a fault.
    process.stderr.write(`linkspider merge: ${isRunError(e) ? '' : 'fatal: '}${safeText((e as Error).message)}\n`);
    return 2;
  }

  // With `--json -` (or `--markdown -`) the report is standard output, and the console report goes to standard error.
  const targets = { json: values.json, markdown: values.markdown };
  const reportOut = reportOnStdout(targets) ? process.stderr : process.stdout;
  const [failed] = (await writeReportFiles(report, targets, { workspace: process.cwd() })).filter((w) => w.error !== undefined);
  if (failed) {
    process.stderr.write(`linkspider merge: cannot write --${failed.kind} ${safeText(failed.file)}: ${safeText(failed.error!.message)}\n`);
    await writeConsoleReport(report, { color: false }, reportOut);
    return 2;
  }
  const color = values.color ?? colorByDefault();
  await writeConsoleReport(report, { color }, reportOut);
  // An incomplete shard is reported (INCOMPLETE line, run.incomplete), as a stopped run is.
  return report.counts.dead > 0 ? 1 : 0;
}
