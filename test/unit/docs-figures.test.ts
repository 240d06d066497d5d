/**
 * The figures the docs and the CHANGELOG state about the scheduler are the code's: the window
 * a host starts with, how many timeouts make it slow, refusals make it down, and long
 * `Retry-After`s pause it; how deep sitemap indexes are read. A change to one of these
 * constants fails here until the text says it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_429_RUN, HOST_REFUSED_RUN, HOST_TIMEOUT_RUN } from '../../src/crawl/schedule/host-health.js';
import { START_WINDOW } from '../../src/crawl/schedule/lanes.js';
import { MAX_INDEX_DEPTH } from '../../src/crawl/sitemaps/read.js';
import { renderHelp } from '../../src/options/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8').replace(/\s+/g, ' ');
const checked = read('docs/what-is-checked.md');
const architecture = read('ARCHITECTURE.md');
const changelog = read('CHANGELOG.md');
const WORDS = ['zero', 'once', 'twice', 'three', 'four', 'five', 'six'];
const times = (n: number) => WORDS[n] ?? `${n} times`;
const number = (n: number) => (n >= 3 ? (WORDS[n] ?? String(n)) : String(n));

describe('the docs state the scheduler figures the code uses', () => {
  it(`a host's window starts at ${START_WINDOW}`, () => {
    expect(checked).toContain(`a window (requests in flight) that starts at ${START_WINDOW}`);
    expect(architecture).toContain(`It starts at ${START_WINDOW} and grows`);
    expect(renderHelp().replace(/\s+/g, ' ')).toContain(`host starts at ${START_WINDOW}`);
    for (const m of changelog.matchAll(/window starts at (\d+)/g)) expect(Number(m[1]), 'CHANGELOG: "window starts at"').toBe(START_WINDOW);
  });

  it('slow, down and paused hosts', () => {
    expect(checked).toContain(`time out ${times(HOST_TIMEOUT_RUN)} in a row is **slow**`);
    expect(checked).toContain(`resets ${number(HOST_REFUSED_RUN)} connections in a row is **down**`);
    expect(checked).toContain(`unless ${number(HOST_429_RUN)} URLs of the host say it in a row`);
  });

  it(`sitemap indexes are read at most ${MAX_INDEX_DEPTH} deep`, () => {
    expect(checked).toContain(`at most ${MAX_INDEX_DEPTH} deep`);
  });
});
