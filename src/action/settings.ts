/**
 * The pipeline's first step: the tokens and credentials masked (the config file's as soon as
 * it is read), every input read and checked (action/inputs.ts), the paths it names checked on
 * disk, all before any request. A bad input ends the step with
 * one line naming it, `result=error` and a one-line job summary, so later steps can tell.
 */
import * as core from '@actions/core';
import { checkOutputPaths } from '../app/report-files.js';
import { isRunError } from '../errors.js';
import { credentialsIn } from '../options/credentials.js';
import { escapeMarkdown } from '../report/escape.js';
import type { ActionContext } from './context.js';
import { checkInputPaths, readInputs, type ActionSettings } from './inputs.js';
import { writeJobSummary } from './summary.js';

/** The settings of this step, or undefined when an input is unusable (the step has then failed). */
export async function readSettings(ctx: ActionContext): Promise<ActionSettings | undefined> {
  // Masked before anything can log them. The tokens only ever go to the GitHub API.
  for (const name of ['token', 'github-token']) {
    const token = core.getInput(name);
    if (token !== '') core.setSecret(token);
  }
  // Credentials of inputs (basic-auth, credential headers): masked before the inputs are parsed; the config file's as soon as it is read.
  for (const secret of credentialsIn(core.getMultilineInput('basic-auth'), core.getMultilineInput('headers'))) core.setSecret(secret);
  try {
    const settings = readInputs((name) => core.getInput(name), {
      workspace: ctx.workspace,
      tempDir: ctx.tempDir,
      ...(ctx.runId ? { runId: ctx.runId } : {}),
      ...(ctx.runAttempt ? { runAttempt: ctx.runAttempt } : {}),
      ...(ctx.apiUrlSet ? { githubApiUrl: ctx.apiUrl } : {}),
      mask: (secret) => core.setSecret(secret),
    });
    await checkInputPaths(settings);
    checkOutputPaths(settings.options);
    return settings;
  } catch (e) {
    // A bad input, config file or output path: one line naming it.
    if (isRunError(e)) return failRun(e.message);
    throw e;
  }
}

/**
 * The step ends before a report exists (a bad input, shards that cannot be merged, a fatal
 * error): `result=error`, the one line as an error annotation and as the job summary.
 */
export async function failRun(message: string): Promise<undefined> {
  core.setOutput('result', 'error');
  core.setFailed(message);
  try {
    await writeJobSummary(`**linkspider did not run:** ${escapeMarkdown(message)}`);
  } catch (e) {
    core.warning(`job summary not written: ${(e as Error).message}`);
  }
  return undefined;
}
