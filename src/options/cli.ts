/**
 * The CLI's side of the option table: parseArgs flags, `--help`, raw values from argv, and
 * the flag a user typed for an option (for error messages).
 */
import type { ParseArgsConfig } from 'node:util';
import { cliFlagOf, isCliFlag, OPTION_TABLE, SECTIONS, VERSION, type CliArgument, type CliFlag, type OptionEntry } from './table.js';
import type { RawValue } from './parse.js';
import { didYouMean } from '../support/did-you-mean.js';

type Flags = NonNullable<ParseArgsConfig['options']>;

const withFlag = OPTION_TABLE.flatMap((e) => {
  const cli = cliFlagOf(e);
  return cli ? [{ entry: e as Exclude<OptionEntry, { kind: 'action' }>, cli }] : [];
});

/** parseArgs options: every CLI flag of the table. */
export const FLAGS: Flags = Object.fromEntries(
  withFlag.map(({ entry, cli }) => [
    cli.flag ?? entry.name,
    {
      type: entry.shape === 'switch' ? 'boolean' : 'string',
      ...(entry.shape === 'list' ? { multiple: true } : {}),
      ...(cli.short ? { short: cli.short } : {}),
    },
  ]),
);

/** Option name → flag name (without dashes), for the options the CLI offers as flags. */
const FLAG_OF = new Map(withFlag.map(({ entry, cli }) => [entry.name, cli.flag ?? entry.name]));
const ARGUMENT_OF = new Map(
  OPTION_TABLE.flatMap((e) => (e.kind === 'engine' && 'argument' in e.cli ? [[e.name, (e.cli as CliArgument).argument] as const] : [])),
);

/** The name a CLI user typed for an option: `--max-depth`, `--header`, or `url` for a start argument. */
export function flagName(key: string): string {
  return ARGUMENT_OF.get(key) ?? `--${FLAG_OF.get(key) ?? key}`;
}

/**
 * The flag a mistyped one most likely meant (`--exlude` → `--exclude`, `-q` → `--quiet`,
 * `--no-chek-css` → `--no-check-css`), with its dashes; undefined when none is near.
 * `typed` is the flag without dashes.
 */
export function suggestFlag(typed: string, flags: Flags = FLAGS): string | undefined {
  const names = Object.keys(flags);
  const negated = names.filter((n) => (flags[n] as { type: string }).type === 'boolean').map((n) => `no-${n}`);
  const near = didYouMean(typed, [...names, ...negated]);
  return near === undefined ? undefined : `--${near}`;
}

/**
 * A parseArgs error of `command` (`linkspider`, `linkspider merge` …, parsing `flags`) as one
 * line naming the flag and what it takes. Its own messages run over several lines and talk
 * about positional arguments, which is no help for a typo.
 */
export function argvError(e: Error & { code?: string }, command = 'linkspider', flags: Flags = FLAGS): string {
  const flag = /'(-{1,2}[^'\s<]+)/.exec(e.message)?.[1];
  if (flag === undefined) return e.message.replace(/\s*\n\s*/g, ' ');
  const name = flag.replace(/^-+/, '');
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const near = suggestFlag(name, flags);
    return `${flag}: unknown option${near ? ` (did you mean ${near}?)` : ''}; see ${command} --help for the options it accepts`;
  }
  const spec = (flags as Record<string, { type: string }>)[name.replace(/^no-/, '')];
  if (spec?.type === 'boolean') return `${flag}: is a switch and takes no value (write ${flag} alone, or --no-${name.replace(/^no-/, '')})`;
  if (/ambiguous/.test(e.message)) return `${flag}: a value starting with "-" must be joined with "=", as in ${flag}=-1`;
  return `${flag}: expects a value, as in ${flag} VALUE`;
}

/** Engine options' raw values from parsed argv values (start arguments are added by the caller). */
export function rawFromFlags(values: Record<string, RawValue>): Record<string, RawValue> {
  const raw: Record<string, RawValue> = {};
  for (const { entry } of withFlag) {
    if (entry.kind !== 'engine') continue;
    const v = values[FLAG_OF.get(entry.name)!];
    if (v !== undefined) raw[entry.name] = v;
  }
  return raw;
}

/** The left column of `--help` and the README CLI table for a flag. */
export function usageOf(entry: OptionEntry, cli: CliFlag): string {
  if (cli.usage) return cli.usage;
  const flag = cli.flag ?? entry.name;
  if (entry.kind === 'engine' && entry.shape === 'switch' && entry.default === 'true') return `--no-${flag}`;
  return `--${flag}${cli.arg ? ` ${cli.arg}` : ''}`;
}

const COLUMN = 26;
function helpLines(left: string, text: string): string {
  const [first, ...rest] = text.split('\n');
  const head = `  ${left}`;
  const lines = [head.length < COLUMN ? head.padEnd(COLUMN) + first : `${head}  ${first}`];
  for (const line of rest) lines.push(' '.repeat(COLUMN) + line);
  return lines.join('\n') + '\n';
}

/** `linkspider --help`. */
export function renderHelp(): string {
  let out = `linkspider ${VERSION} — crawl a site and check every link

Usage:
  linkspider <url|folder|markdown>... [options]
  linkspider merge REPORT... [--json FILE]   merge the --json reports of --shard 1/N..N/N
  linkspider fix FILES... [--write]          rewrite links that moved permanently (see fix --help)

Arguments:
`;
  for (const e of OPTION_TABLE) {
    if (e.kind === 'engine' && !isCliFlag(e.cli) && 'argument' in e.cli) out += helpLines(e.cli.argument, e.cli.help);
  }
  for (const section of SECTIONS) {
    out += `\n${section}:\n`;
    for (const { entry, cli } of withFlag) if (cli.section === section) out += helpLines(usageOf(entry, cli), cli.help);
  }
  return `${out}\nTIME is a number with a unit: 500ms, 15s, 10m, 2h, 1d; a bare number is seconds.
Exit codes: 0 no dead links, 1 dead links found, 2 bad usage, a fatal error, or nothing checked,
130 stopped by Ctrl-C (SIGINT; 143 for SIGTERM) with no dead link found, the partial report written;
124 is timeout(1)'s own code when it stops a run (the report is still written).
`;
}
