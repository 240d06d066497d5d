/**
 * publicReport rewrites every list of the report that carries URLs, including the ones added
 * after it was written (blocked, moved, unfinished): no loopback origin is left anywhere.
 */
import { describe, expect, it } from 'vitest';
import { publicMapper, publicReport } from '../../src/report/public-url.js';
import { dead, ref, report, warn } from './action-report-fixture.js';

const LOOP = 'http://127.0.0.1:41234/';

describe('publicReport', () => {
  it('maps blocked, moved and unfinished links and their places to public URLs', () => {
    const map = publicMapper(LOOP, 'https://www.example.com/');
    const place = ref({ page: `${LOOP}docs/a.html` });
    const r = report({
      dead: [dead(`${LOOP}gone.html`, { referrers: [place] })],
      warnings: [warn(`${LOOP}slow.html`, { referrers: [place] })],
      blocked: [warn(`${LOOP}wall.html`, { referrers: [place], blocked: true })],
      unfinished: [warn(`${LOOP}slow.html`, { referrers: [place] })],
      moved: [{ url: `${LOOP}old.html`, to: `${LOOP}new.html`, status: 301, internal: true, referrers: [place] }],
    });
    const out = publicReport(r, map);
    expect(JSON.stringify(out)).not.toContain('127.0.0.1');
    expect(out.blocked?.[0]?.url).toBe('https://www.example.com/wall.html');
    expect(out.unfinished?.[0]?.url).toBe('https://www.example.com/slow.html');
    expect(out.moved?.[0]).toMatchObject({ url: 'https://www.example.com/old.html', to: 'https://www.example.com/new.html' });
    expect(out.moved?.[0]?.referrers[0]?.page).toBe('https://www.example.com/docs/a.html');
  });
});
