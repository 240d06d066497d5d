/**
 * docs/scheduled-runs.md's "Fetch the baseline" step, run as the runner runs a `run:` step (bash
 * --noprofile --norc -eo pipefail) with a stand-in `gh` on the PATH: when there is no
 * scheduled run yet, or `gh` fails, the step passes and leaves its output empty, as the text
 * says; when the artifact downloads, the output names the report.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlStrict } from '../helpers/action-yml.js';
import { tempDir } from '../helpers/temp.js';

const PAGE = readFileSync(path.resolve(import.meta.dirname, '../../docs/scheduled-runs.md'), 'utf8');

interface Step {
  id?: string;
  env?: Record<string, string>;
  run?: string;
}

/** The step with id `baseline` in docs/scheduled-runs.md's pull-request workflow. */
function baselineStep(): Step {
  for (const m of PAGE.matchAll(/```ya?ml\n([\s\S]*?)```/g)) {
    const wf = parseYamlStrict(m[1]!, 'docs/scheduled-runs.md workflow') as { jobs?: Record<string, { steps?: Step[] }> };
    for (const job of Object.values(wf?.jobs ?? {})) {
      const step = job.steps?.find((s) => s.id === 'baseline');
      if (step) return step;
    }
  }
  throw new Error('docs/scheduled-runs.md has no workflow step with id: baseline');
}

/** Runs the step with a `gh` that behaves as `mode` says; returns the exit code and GITHUB_OUTPUT. */
async function runStep(
  mode: 'fails' | 'no-runs' | 'found' | 'download-fails',
): Promise<{ code: number; output: string; temp: string; stderr: string; stdout: string }> {
  const step = baselineStep();
  const root = tempDir('ls-readme-step-');
  const bin = path.join(root, 'bin');
  const temp = path.join(root, 'temp');
  mkdirSync(bin);
  mkdirSync(temp);
  const output = path.join(root, 'output');
  writeFileSync(output, '');
  // A stand-in for the GitHub CLI: `gh run list …` and `gh run download ID … --dir DIR`.
  writeFileSync(
    path.join(bin, 'gh'),
    `#!/bin/bash
case "$1 $2" in
  "run list")
    case "$MODE" in
      fails) echo 'could not find any workflows named Link check (scheduled)' >&2; exit 1 ;;
      no-runs) exit 0 ;;
      *) echo 4242 ;;
    esac ;;
  "run download")
    [ "$MODE" = download-fails ] && { echo 'no artifact matches' >&2; exit 1; }
    while [ $# -gt 0 ]; do [ "$1" = --dir ] && dir=$2; shift; done
    mkdir -p "$dir" && echo '{}' > "$dir/report.json" ;;
  *) exit 3 ;;
esac
`,
  );
  chmodSync(path.join(bin, 'gh'), 0o755);
  const env: Record<string, string> = {
    PATH: `${bin}:${process.env['PATH'] ?? ''}`,
    MODE: mode,
    GITHUB_OUTPUT: output,
    GITHUB_REPOSITORY: 'octo/site',
    RUNNER_TEMP: temp,
  };
  for (const [k, v] of Object.entries(step.env ?? {}))
    env[k] = String(v).replace('${{ github.token }}', 'ghs_x').replace('${{ github.event.repository.default_branch }}', 'main');
  expect(Object.values(env).join('\n')).not.toContain('${{');
  expect(step.run).not.toContain('${{');
  return new Promise((resolve) => {
    execFile('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], { env, cwd: root }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, output: readFileSync(output, 'utf8'), temp, stderr, stdout }),
    );
  });
}

describe('docs/scheduled-runs.md: the baseline step of the pull-request workflow', () => {
  it.each(['fails', 'no-runs', 'download-fails'] as const)('passes with an empty output when gh %s, and says so in the log', async (mode) => {
    const r = await runStep(mode);
    expect(r.code, r.stderr).toBe(0);
    expect(r.output).toBe('');
    expect(r.stdout).toMatch(/^::warning::No baseline: .*"Link check \(scheduled\)"/m);
  });

  it('downloads from the workflow the scheduled recipes are named', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const names = [...`${PAGE}\n${readme}`.matchAll(/^name: (.*)$/gm)].map((m) => m[1]!.trim());
    const scheduled = names.filter((n) => /scheduled/i.test(n));
    expect(scheduled.length).toBeGreaterThanOrEqual(2); // docs/scheduled-runs.md's and the README's
    expect(new Set(scheduled)).toEqual(new Set([String(baselineStep().env?.['WORKFLOW']).trim()]));
  });

  it('names the downloaded report when the scheduled run has one', async () => {
    const r = await runStep('found');
    expect(r.code, r.stderr).toBe(0);
    expect(r.output).toBe(`file=${path.join(r.temp, 'baseline', 'report.json')}\n`);
  });
});
