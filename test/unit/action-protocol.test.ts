/**
 * The Action speaks the runner's protocol through @actions/core: these tests hold our calls to
 * the runner's rules. What the steps write (inputs read, tokens masked, annotations, outputs,
 * the job summary, an input error), the harness, which parses as the runner parses, reads back
 * unchanged, whatever the text.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readContext } from '../../src/action/context.js';
import { issueAnnotation } from '../../src/action/log.js';
import { failRun, readSettings } from '../../src/action/settings.js';
import { setOutputs, writeJobSummary } from '../../src/action/summary.js';
import { parseFileCommand, parseWorkflowCommands } from '../helpers/action.js';
import { report } from './action-report-fixture.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ls-protocol-'));
// @actions/core keeps the summary file it first finds for the life of the process: one for this file.
const summary = path.join(dir, 'summary.md');
const output = path.join(dir, 'output');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  process.exitCode = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runner(): void {
  writeFileSync(output, '');
  writeFileSync(summary, '');
  vi.stubEnv('GITHUB_OUTPUT', output);
  vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
}

function captureStdout(): () => string {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  return () => out;
}

describe('the Action on the runner protocol', () => {
  it('reads INPUT_<NAME> as the runner names it, trimmed, and masks the tokens before anything else is written', async () => {
    runner();
    const workspace = mkdtempSync(path.join(dir, 'ws-'));
    vi.stubEnv('INPUT_URLS', ' https://site.test/ \n');
    vi.stubEnv('INPUT_ARTIFACT-NAME', '  links \n');
    vi.stubEnv('INPUT_TOKEN', 'ghs_secret1');
    vi.stubEnv('INPUT_GITHUB-TOKEN', 'ghp_secret2');
    const out = captureStdout();
    const settings = await readSettings(await readContext({ GITHUB_WORKSPACE: workspace, RUNNER_TEMP: workspace }));
    expect(settings?.artifactName).toBe('links');
    expect(settings?.options.urls).toEqual(['https://site.test/']);
    expect(parseWorkflowCommands(out())).toEqual([
      { command: 'add-mask', props: {}, message: 'ghs_secret1', stream: 'stdout' },
      { command: 'add-mask', props: {}, message: 'ghp_secret2', stream: 'stdout' },
    ]);
  });

  it('writes annotations the runner reads back exactly, whatever the text', () => {
    const hostile = 'line 1\r\nline 2 100% ::error::x, a:b';
    const out = captureStdout();
    issueAnnotation({ level: 'error', message: hostile, file: 'docs/a,b:c.md', line: 3, col: 7, title: 'T: 1' });
    issueAnnotation({ level: 'warning', message: 'w' });
    issueAnnotation({ level: 'notice', message: 'n', title: '' });
    expect(parseWorkflowCommands(out())).toEqual([
      { command: 'error', props: { title: 'T: 1', file: 'docs/a,b:c.md', line: '3', col: '7' }, message: hostile, stream: 'stdout' },
      { command: 'warning', props: {}, message: 'w', stream: 'stdout' },
      { command: 'notice', props: {}, message: 'n', stream: 'stdout' },
    ]);
  });

  it('writes the outputs to GITHUB_OUTPUT, each with a delimiter its value cannot end early', () => {
    runner();
    setOutputs(report({}), { report: '/tmp/a\nb=c\n<<EOF/report.json', markdown: '', html: '', sarif: '', junit: 'j.xml' });
    const outputs = parseFileCommand(readFileSync(output, 'utf8'), 'GITHUB_OUTPUT');
    expect(outputs).toMatchObject({ result: 'passed', dead: '0', report: '/tmp/a\nb=c\n<<EOF/report.json', 'sarif-file': '', 'junit-file': 'j.xml' });
  });

  it('appends to the job summary, and a summary that fails is not written twice', async () => {
    runner();
    writeFileSync(summary, '# before\n');
    await writeJobSummary('## Links');
    expect(readFileSync(summary, 'utf8')).toBe('# before\n## Links\n');
    // A folder where the summary file should be: the write fails.
    rmSync(summary);
    mkdirSync(summary);
    await expect(writeJobSummary('lost')).rejects.toThrow(/EISDIR/);
    rmSync(summary, { recursive: true });
    writeFileSync(summary, '');
    await writeJobSummary('## Again');
    expect(readFileSync(summary, 'utf8')).toBe('## Again\n');
  });

  it('an input error: result=error, one error line naming the input, a one-line summary, exit code 1', async () => {
    runner();
    const out = captureStdout();
    await failRun('timeout: expected a duration such as 30s, got "soon"');
    expect(process.exitCode).toBe(1);
    expect(parseFileCommand(readFileSync(output, 'utf8'), 'GITHUB_OUTPUT')).toEqual({ result: 'error' });
    expect(parseWorkflowCommands(out())).toEqual([
      { command: 'error', props: {}, message: 'timeout: expected a duration such as 30s, got "soon"', stream: 'stdout' },
    ]);
    // One line, its text markdown-escaped.
    expect(readFileSync(summary, 'utf8')).toBe('**linkspider did not run:** timeout\\: expected a duration such as 30s\\, got \\"soon\\"\n');
  });
});
