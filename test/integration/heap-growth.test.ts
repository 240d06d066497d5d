/**
 * The check's heap grows to 1.6× what a full collection kept alive, not V8's default of up to 4× (issue 39,
 * support/heap-growth.ts), on either thread the CLI runs a check on, unless the user chose a factor. V8 prints
 * the factor it uses after each full collection with `--trace-gc-verbose`; `--gc-global` makes every
 * collection a full one, so a two-page folder shows it.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliPath } from '../helpers/cli.js';
import { tempTree } from '../helpers/temp.js';

async function factors(nodeArgs: string[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const cli = await cliPath();
  const site = tempTree({ 'index.html': '<a href="a.html">a</a>', 'a.html': '<p>a</p>' }, 'ls-heap-');
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [...nodeArgs, '--gc-global', '--trace-gc-verbose', cli, site, '--quiet'],
      { env: { ...process.env, ...env }, maxBuffer: 64 << 20 },
      (err, stdout, stderr) => {
        if (err !== null && typeof err.code !== 'number') reject(err);
        else resolve(`${stdout}${stderr}`);
      },
    );
  });
  return [...out.matchAll(/\] factor (\d+\.\d+) based on/g)].map((m) => m[1]!);
}

describe('the heap growing factor of a check', () => {
  it.each(['main', 'worker'])('is 1.6 for a check on the %s thread', async (thread) => {
    const seen = await factors([], { LINKSPIDER_THREAD: thread });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['1.6']));
  });

  it("is the user's when the command line sets one", async () => {
    const seen = await factors(['--heap-growing-percent=30'], { LINKSPIDER_THREAD: 'worker' });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['1.3']));
  });
});
