/**
 * The part of the runner's protocol the Action speaks, with @actions/core's names and
 * behaviour: inputs from `INPUT_<NAME>`, workflow commands on stdout (`::warning file=…::…`),
 * outputs and the job summary through the files the runner names.
 *
 * Not @actions/core itself: its entry module loads an HTTP client (its own copy of undici, for
 * OIDC tokens) and @actions/exec at start, about 30 MB and most of the Action's start-up time,
 * none of which the Action uses. @actions/cache and @actions/artifact still bring @actions/core
 * along when they are loaded (only with `cache` / `artifact-name`).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';

/** A workflow command's message, escaped as the runner unescapes it (`%`, CR, LF). */
export function escapeCommandData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value (`file=`, `title=`, …): the data rules plus `:` and `,`. */
export function escapeCommandProperty(s: string): string {
  return escapeCommandData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Where an annotation points (the names @actions/core uses). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** A workflow command line: `::name key=value,…::message`, escaped as the runner unescapes. */
export function commandLine(name: string, message: string, props: Record<string, string | number | undefined> = {}): string {
  const rendered = Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeCommandProperty(String(v))}`)
    .join(',');
  return `::${name}${rendered ? ` ${rendered}` : ''}::${escapeCommandData(message)}`;
}

function issue(name: string, message: string, props?: Record<string, string | number | undefined>): void {
  process.stdout.write(commandLine(name, message, props) + EOL);
}

function annotationProps(p: AnnotationProperties): Record<string, string | number | undefined> {
  return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}

/** The input's value (`INPUT_` + name upper-cased, spaces as `_`), trimmed; '' when unset. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Masks `secret` in the log from here on. */
export function setSecret(secret: string): void {
  issue('add-mask', secret);
}

/** A line shown only when step debug logging is on (ACTIONS_STEP_DEBUG). */
export function debug(message: string): void {
  issue('debug', message);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function warning(message: string, props: AnnotationProperties = {}): void {
  issue('warning', message, annotationProps(props));
}

export function error(message: string, props: AnnotationProperties = {}): void {
  issue('error', message, annotationProps(props));
}

export function notice(message: string, props: AnnotationProperties = {}): void {
  issue('notice', message, annotationProps(props));
}

/** Logs an error and makes the step fail (exit code 1) when the process ends. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

/** A step output, through the GITHUB_OUTPUT file (a `name<<delimiter` block). */
export function setOutput(name: string, value: string): void {
  const file = process.env['GITHUB_OUTPUT'];
  if (!file) {
    // An old runner without output files.
    process.stdout.write(EOL);
    issue('set-output', value, { name });
    return;
  }
  if (!existsSync(file)) throw new Error(`GITHUB_OUTPUT names a file that does not exist: ${file}`);
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${name}: the value contains the delimiter`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
}

/** Appends markdown to the job summary (the GITHUB_STEP_SUMMARY file). */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env['GITHUB_STEP_SUMMARY'];
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set, so there is no job summary to write to');
  await appendFile(file, markdown + EOL, 'utf8');
}
