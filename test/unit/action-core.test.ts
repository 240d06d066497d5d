/**
 * src/action/core.ts speaks the runner's protocol as @actions/core does: what it writes, the
 * harness (which parses as the runner parses) reads back unchanged.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as actionsCore from '@actions/core';
import { appendSummary, commandLine, error, getInput, notice, setFailed, setOutput, warning } from '../../src/action/core.js';
import { parseFileCommand, parseWorkflowCommands } from '../helpers/action.js';
import { tempDir } from '../helpers/temp.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

function captureStdout(): () => string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  return () => out;
}

describe('action core', () => {
  it('reads INPUT_<NAME> as the runner names it, trimmed', () => {
    vi.stubEnv('INPUT_ARTIFACT-NAME', '  links \n');
    vi.stubEnv('INPUT_A_B', 'x');
    expect(getInput('artifact-name')).toBe('links');
    expect(getInput('a b')).toBe('x');
    expect(getInput('unset-input')).toBe('');
  });

  it('writes workflow commands the runner reads back exactly, whatever the text', () => {
    const hostile = 'line 1\r\nline 2 100% ::error::x, a:b';
    const out = captureStdout();
    error(hostile, { file: 'docs/a,b:c.md', startLine: 3, startColumn: 7, title: 'T: 1' });
    warning('w');
    setFailed('failed');
    expect(process.exitCode).toBe(1);
    expect(parseWorkflowCommands(out())).toEqual([
      { command: 'error', props: { title: 'T: 1', file: 'docs/a,b:c.md', line: '3', col: '7' }, message: hostile, stream: 'stdout' },
      { command: 'warning', props: {}, message: 'w', stream: 'stdout' },
      { command: 'error', props: {}, message: 'failed', stream: 'stdout' },
    ]);
    expect(commandLine('notice', 'n', { file: undefined, line: '' })).toBe('::notice::n');
  });

  it('writes the same annotation lines as @actions/core', () => {
    const props = { title: 'Dead link: HTTP 404 ::set-output name=x::y', file: 'docs/a,b.md', startLine: 3, startColumn: 7, endColumn: 9 };
    for (const [ours, theirs] of [
      [error, actionsCore.error],
      [warning, actionsCore.warning],
      [notice, actionsCore.notice],
    ] as const) {
      const out = captureStdout();
      ours('100% gone\r\n::error::x', props);
      theirs('100% gone\r\n::error::x', props);
      const [a, b] = out().split('\n').filter(Boolean);
      expect(a).toBe(b);
      vi.restoreAllMocks();
    }
  });

  it('writes outputs to GITHUB_OUTPUT with a fresh delimiter, and appends the summary', async () => {
    const dir = tempDir('ls-core-');
    const output = path.join(dir, 'output');
    const summary = path.join(dir, 'summary');
    writeFileSync(output, '');
    writeFileSync(summary, '# before\n');
    vi.stubEnv('GITHUB_OUTPUT', output);
    vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
    setOutput('result', 'failed');
    setOutput('multi', 'a\nb=c\n<<EOF');
    expect(parseFileCommand(readFileSync(output, 'utf8'), 'GITHUB_OUTPUT')).toEqual({ result: 'failed', multi: 'a\nb=c\n<<EOF' });
    await appendSummary('## Links');
    expect(readFileSync(summary, 'utf8')).toBe('# before\n## Links\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    await expect(appendSummary('x')).rejects.toThrow(/GITHUB_STEP_SUMMARY/);
  });
});
