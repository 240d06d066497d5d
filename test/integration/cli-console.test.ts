/**
 * What the console says, through the bundled CLI (issue 38): notes about hosts folded and printed
 * before the summary, so the summary is the last block of stdout, with one hint when no external
 * host resolved at all. Host names are reserved (`.invalid`), answered without a resolver, so
 * nothing here leaves loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { runCli } from '../helpers/cli.js';
import { closeServers, page } from '../helpers/crawl.js';
import { tempDir } from '../helpers/temp.js';

afterEach(closeServers);

const FAST = ['--retry-delay', '10ms', '--timeout', '2s', '--retries', '0'];

/** A folder whose index.html has `body`. */
function folder(body: string): string {
  const dir = tempDir('ls-console-');
  writeFileSync(path.join(dir, 'index.html'), page(body, 'home'));
  return dir;
}

/** The blocks of an output: runs of lines between blank lines. */
function blocks(out: string): string[] {
  return out
    .trimEnd()
    .split(/\n\n+/)
    .map((b) => b.trim());
}

describe('notes about hosts', () => {
  it('30 unresolved hosts: one folded note and the network hint before the summary, which ends stdout', async () => {
    const hosts = Array.from({ length: 30 }, (_, i) => `h${String(i).padStart(2, '0')}.invalid`);
    // Three URLs a host: two go at once (a host's first window), the third waits and is settled from their answer.
    const links = hosts.map((h) => ['a', 'b', 'c'].map((p) => `<a href="https://${h}/${p}">${p}</a>`).join(' ')).join('\n');
    const dir = folder(links);
    const json = path.join(tempDir('ls-console-json-'), 'r.json');
    const r = await runCli([dir, ...FAST, '--quiet', '--json', json]);
    expect(r.code).toBe(1);
    const out = blocks(r.stdout);
    const [notes, summary] = out.slice(-2);
    expect(summary).toMatch(/^90 dead, 0 warnings: checked 91 links on 1 page in /);
    expect(summary!.split('\n')).toHaveLength(1);
    expect(notes!.split('\n')).toEqual([
      'note: 30 unresolved hosts (h00.invalid, h01.invalid, h02.invalid, h03.invalid, h04.invalid and 25 more): ' +
        'names that do not resolve (ENOTFOUND); 30 other URLs of theirs not requested',
      'hint: no external host resolved: is the network down or a proxy needed? (--no-check-external skips them)',
    ]);
    expect(r.stdout.match(/^note: /gm)).toHaveLength(1);
    // Every host is in the report.
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.run.hosts?.map((h) => h.host)).toEqual(hosts);
    expect(report.run.externalHosts).toBe(30);
  });

  it('two unresolved hosts: no hint (too few to say the network is down); other URLs named only when there were some', async () => {
    const dir = folder(
      '<a href="https://lone.invalid/only">x</a> <a href="https://two.invalid/a">a</a> <a href="https://two.invalid/b">b</a> <a href="https://two.invalid/c">c</a>',
    );
    const r = await runCli([dir, ...FAST, '--quiet']);
    const notes = blocks(r.stdout).at(-2)!.split('\n');
    expect(notes).toEqual(['note: 2 unresolved hosts (lone.invalid, two.invalid): names that do not resolve (ENOTFOUND); 1 other URL of theirs not requested']);
    const single = await runCli([folder('<a href="https://lone.invalid/only">x</a>'), ...FAST, '--quiet']);
    expect(blocks(single.stdout).at(-2)).toBe('note: unresolved host lone.invalid: its name does not resolve (ENOTFOUND)');
  });
});
