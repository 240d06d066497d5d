/**
 * Run-level errors: what stops a whole run (a bad input, a file it cannot use), as undici
 * gives its errors a stable `code`. Catch sites decide by `code`, never by message text; the
 * message names the input (flag, Action input or config key) it concerns, and `cause` keeps
 * the error underneath. Per-link failures are values (`ErrorCode` in model/link.ts), never these.
 */
export type RunErrorCode =
  /** A bad flag, input or config value, or a combination that makes no sense. */
  | 'usage'
  /** The verdict cache file cannot be read, or its path cannot be written (`--cache`). */
  | 'cache-file'
  /** The crawl database cannot be created or written (`--db`). */
  | 'db-file'
  /** The baseline report cannot be read (`--baseline`). */
  | 'baseline-file'
  /** A report file (JSON, SARIF, JUnit) cannot be written. */
  | 'report-file'
  /** The mirror's folder cannot be written (`--mirror`). */
  | 'mirror-folder'
  /** Shard reports that cannot be read or merged. */
  | 'merge'
  /** A config file (`--config`, `linkspider.config.json`, `.linkspiderignore`) is missing, cannot be read or is not valid JSON with comments. */
  | 'config-file';

export class RunError extends Error {
  /**
   * @param input the flag, Action input or config key the error concerns (the message then
   *   starts with it); undefined when the thrower does not know the name the user wrote.
   */
  constructor(
    readonly code: RunErrorCode,
    readonly input: string | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(input === undefined ? message : `${input}: ${message}`, options);
    this.name = 'RunError';
  }

  /** The message without the input's name in front. */
  get detail(): string {
    return this.input === undefined ? this.message : this.message.slice(this.input.length + 2);
  }

  /** The same error, now naming the input (as the face calls it); this error is its cause. */
  about(input: string): RunError {
    return new RunError(this.code, input, this.detail, { cause: this });
  }
}

/** A problem with one input (`code: 'usage'`). `input` is the flag or Action input name the user wrote. */
export class UsageError extends RunError {
  constructor(input: string, message: string, options?: { cause?: unknown }) {
    super('usage', input, message, options);
    this.name = 'UsageError';
  }
}

/** Whether `e` is a run-level error (of `code`, when given): how catch sites decide. */
export function isRunError(e: unknown, code?: RunErrorCode): e is RunError {
  return e instanceof RunError && (code === undefined || e.code === code);
}
