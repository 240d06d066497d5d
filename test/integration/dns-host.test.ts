/**
 * A host whose name does not resolve is an answer about the host: its first ENOTFOUND settles its
 * other URLs, with one lookup for the name however many links point at it. A resolver that timed
 * out (EAI_AGAIN) says nothing about the host: its URLs keep their retries.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawl/index.js';
import { resolveOptions } from '../../src/options.js';
import { testLookup } from '../helpers/dns.js';
import { FAST } from '../helpers/crawl.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The test resolver, counting the lookups of each name. */
function countingLookup(): { lookup: LookupFunction; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  const lookup: LookupFunction = (hostname, options, callback) => {
    counts.set(hostname, (counts.get(hostname) ?? 0) + 1);
    testLookup(hostname, options, callback);
  };
  return { lookup, counts };
}

/** A folder whose index.html links to `urls`. */
function folder(urls: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ls-dns-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), `<title>t</title>${urls.map((u) => `<a href="${u}">x</a>`).join('\n')}`);
  return dir;
}

describe('a host that does not resolve', () => {
  it('1,500 links to it: one lookup, and every URL dead for its name', async () => {
    const urls = Array.from({ length: 1500 }, (_, i) => `https://nx.nxdomain.internal/page/${i}`);
    const { lookup, counts } = countingLookup();
    const r = await crawl(resolveOptions({ ...FAST, path: folder(urls) }), {}, { lookup });
    expect(counts.get('nx.nxdomain.internal')).toBe(1);
    expect(r.counts.dead).toBe(1500);
    expect(r.dead.every((d) => d.error === 'dns')).toBe(true);
    expect(r.dead.filter((d) => /ENOTFOUND/.test(d.reason)).length).toBe(1500);
    // One answered for itself; the others were settled from it, and say so.
    const fromAnother = r.dead.filter((d) => /for another URL of the host/.test(d.reason)).length;
    expect(fromAnother).toBeGreaterThanOrEqual(1498);
    // Those settled from that answer were never requested, and the host's note counts them.
    expect(r.run.hosts).toEqual([{ host: 'nx.nxdomain.internal', kind: 'unresolved', inRow: 1, notRequested: fromAnother }]);
    expect(r.run.externalHosts).toBe(1);
  });

  it('a reserved name (.invalid, .test, .example) is never looked up: ENOTFOUND naming RFC 6761', async () => {
    const urls = ['https://a.invalid/x', 'https://a.invalid/y', 'https://b.test/', 'https://c.example/'];
    const { lookup, counts } = countingLookup();
    const r = await crawl(resolveOptions({ ...FAST, path: folder(urls) }), {}, { lookup });
    expect([...counts.keys()]).toEqual([]);
    expect(r.counts.dead).toBe(4);
    expect(r.dead.every((d) => d.error === 'dns' && /ENOTFOUND .*RFC 6761/.test(d.reason))).toBe(true);
    expect(r.run.hosts?.map((h) => [h.host, h.kind])).toEqual([
      ['a.invalid', 'unresolved'],
      ['b.test', 'unresolved'],
      ['c.example', 'unresolved'],
    ]);
    // b.test and c.example had no other URL: nothing to say was not requested.
    expect(r.run.hosts?.filter((h) => h.notRequested !== undefined).map((h) => h.host)).not.toContain('b.test');
  });

  it('a resolver that timed out (EAI_AGAIN) marks nothing: each URL is asked again on its retry', async () => {
    const urls = ['https://slow.eai-again.internal/a', 'https://slow.eai-again.internal/b'];
    const { lookup, counts } = countingLookup();
    const r = await crawl(resolveOptions({ ...FAST, retries: '2', path: folder(urls) }), {}, { lookup });
    expect(r.counts.dead).toBe(2);
    expect(r.dead.every((d) => d.error === 'dns' && /EAI_AGAIN/.test(d.reason))).toBe(true);
    // Three attempts each (retries 2); lookups of one name at the same moment may share an answer.
    expect(counts.get('slow.eai-again.internal')).toBeGreaterThanOrEqual(3);
    expect(r.run.hosts ?? []).toEqual([]);
  });
});
