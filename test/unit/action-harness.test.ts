/**
 * The Action test harness (test/helpers/action.ts) reads what the runner reads, the way the
 * runner reads it: workflow commands, file commands, input names, event payloads.
 */
import { describe, expect, it } from 'vitest';
import { isForkPullRequest } from '../../src/action/issue.js';
import { eventPayload, inputEnvName, parseFileCommand, parseWorkflowCommands, runAction } from '../helpers/action.js';

describe('workflow commands, as the runner parses them', () => {
  it('reads name, properties and data with the runner unescaping', () => {
    const out = parseWorkflowCommands(
      ['::error file=a%2Cb.md,line=3,col=7,title=x%3Ay::first%0Asecond 100%25 a%2Cb', '  ::warning::indented works', '::notice::data :: with colons'].join(
        '\n',
      ),
    );
    expect(out).toEqual([
      { command: 'error', props: { file: 'a,b.md', line: '3', col: '7', title: 'x:y' }, message: 'first\nsecond 100% a%2Cb', stream: 'stdout' },
      { command: 'warning', props: {}, message: 'indented works', stream: 'stdout' },
      { command: 'notice', props: {}, message: 'data :: with colons', stream: 'stdout' },
    ]);
  });

  it('ignores unknown commands, plain text and anything between stop-commands and its token', () => {
    const out = parseWorkflowCommands(
      [
        'x ::error::not at the start',
        '::bogus::unknown',
        '::stop-commands::tok123',
        '::error::held back',
        '::tok123::',
        '::error::acted on',
        '::error no end',
      ].join('\r\n'),
      'stderr',
    );
    expect(out).toEqual([{ command: 'error', props: {}, message: 'acted on', stream: 'stderr' }]);
  });
});

describe('file commands (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE)', () => {
  it('reads name=value and name<<DELIMITER forms', () => {
    expect(parseFileCommand('a=1\nb<<EOF_1\nline 1\nline=2\nEOF_1\n\nc=x=y\n', 'GITHUB_OUTPUT')).toEqual({ a: '1', b: 'line 1\nline=2', c: 'x=y' });
  });

  it('rejects what the runner rejects', () => {
    expect(() => parseFileCommand('b<<EOF\nnever closed\n', 'GITHUB_OUTPUT')).toThrow(/no closing delimiter/);
    expect(() => parseFileCommand('no separator\n', 'GITHUB_ENV')).toThrow(/invalid line/);
  });
});

describe('inputs and events', () => {
  it('names input variables as the runner does', () => {
    expect(inputEnvName('artifact-name')).toBe('INPUT_ARTIFACT-NAME');
    expect(inputEnvName('a b')).toBe('INPUT_A_B');
  });

  it('refuses a with: key action.yml does not declare, and a runner variable set by hand', async () => {
    await expect(runAction({ urls: 'http://127.0.0.1:9/', 'no-such-input': 'x' })).rejects.toThrow(/no-such-input: not an input of action\.yml/);
    await expect(runAction({ urls: 'http://127.0.0.1:9/' }, undefined, { GITHUB_EVENT_NAME: 'push' })).rejects.toThrow(
      /GITHUB_EVENT_NAME is set by the harness/,
    );
  });

  it('gives payloads shaped as GitHub sends them', () => {
    expect(eventPayload('schedule')).toMatchObject({ schedule: expect.any(String) });
    expect(eventPayload('workflow_dispatch')).toMatchObject({ inputs: {}, ref: 'refs/heads/main', repository: { full_name: 'octo/site' } });
    const pr = eventPayload('pull_request') as { number: number; pull_request: { number: number; head: { sha: string } } };
    expect(pr.pull_request.number).toBe(pr.number);
    expect(isForkPullRequest('pull_request', pr)).toBe(false);
    expect(isForkPullRequest('pull_request', eventPayload('pull_request', { fork: true }))).toBe(true);
    expect(isForkPullRequest('pull_request', eventPayload('pull_request', { fork: 'deleted' }))).toBe(true);
  });
});
