/**
 * The figures the docs and the CHANGELOG state about the scheduler are the code's: the window
 * a host starts with, how many timeouts make it slow, refusals make it down, and long
 * `Retry-After`s pause it; the pace after a 429, the pause without a `Retry-After`, when a
 * waiting request gives its slot back; sitemap, spill and SARIF limits. A change to one of
 * these constants fails here until the text says it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_429_RUN, HOST_REFUSED_RUN, HOST_TIMEOUT_RUN } from '../../src/crawl/schedule/host-health.js';
import { START_WINDOW, STALL_MS } from '../../src/crawl/schedule/lanes.js';
import { MAX_INDEX_DEPTH, MAX_LISTED, MAX_SITEMAPS } from '../../src/crawl/sitemaps/read.js';
import { NO_RETRY_AFTER_PAUSE_MS, PROBE_CEILING, RATE_MARGIN } from '../../src/crawl/schedule/pacer.js';
import { SPILL_DEFAULTS } from '../../src/crawl/frontier/spill.js';
import { SARIF_MAX_RESULTS } from '../../src/report/sarif.js';
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
    expect(checked).toContain(`At most ${MAX_SITEMAPS.toLocaleString('en-US')} sitemaps and ${MAX_LISTED.toLocaleString('en-US')} listed URLs`);
  });

  it('the pace after a 429, the pause without Retry-After, a stalled request, the spill, SARIF', () => {
    expect(architecture).toContain(`spaced at ${Math.round(RATE_MARGIN * 100)} % of that rate`);
    expect(architecture).toContain(`up to ${Math.round(PROBE_CEILING * 100)} % and never past it`);
    expect(architecture).toContain(`without one, ${NO_RETRY_AFTER_PAUSE_MS / 1000} s, then ${(2 * NO_RETRY_AFTER_PAUSE_MS) / 1000} s`);
    expect(checked).toContain(`without one, for ${NO_RETRY_AFTER_PAUSE_MS / 1000} s, then ${(2 * NO_RETRY_AFTER_PAUSE_MS) / 1000} s`);
    expect(architecture).toContain(`after ${STALL_MS / 1000} s gives its global slot back`);
    expect(architecture).toContain(`past ${SPILL_DEFAULTS.threshold.toLocaleString('en-US')} waiting URLs in memory`);
    expect(read('docs/reports.md')).toContain(`At most ${SARIF_MAX_RESULTS.toLocaleString('en-US')} results`);
  });
});
