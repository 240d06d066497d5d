/** A problem with one input. `input` is the flag or Action input name the user wrote. */
export class UsageError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`${input}: ${message}`);
    this.name = 'UsageError';
  }
}
