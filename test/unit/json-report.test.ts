import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonReport, writeJsonReport } from '../../src/report/json.js';
import { REPORT_SCHEMA, REPORT_VERSION, type Report } from '../../src/report/model.js';
import { tempDir } from '../helpers/temp.js';

function report(pages: number): Report {
  return {
    schema: REPORT_SCHEMA,
    version: REPORT_VERSION,
    run: {
      startUrls: ['http://127.0.0.1:1/'],
      options: { include: [], headers: [{ name: 'x', value: '***', hosts: [] }], nested: { a: [1, { b: 'c' }] } },
      startedAt: '2026-11-30T00:00:00.000Z',
      finishedAt: '2026-11-30T00:00:01.000Z',
      durationMs: 1000,
      incomplete: false,
      version: '0.1.0',
    },
    counts: { pages, links: 2, ok: 1, warnings: 0, dead: 1, skipped: 0, mailto: 1, fromCache: 0, requests: 3 },
    pages: Array.from({ length: pages }, (_, i) => ({
      url: `http://127.0.0.1:1/p/${i}?q="x"`,
      status: 200,
      depth: i % 3,
      title: `Página ${i} — \u2028 <b>"quoted"</b>\n`,
      bytes: 100 + i,
      contentType: 'text/html',
      links: 2,
    })),
    dead: [
      {
        url: 'http://127.0.0.1:1/gone',
        state: 'dead',
        status: 404,
        reason: 'HTTP 404 Not Found',
        redirects: [],
        referrers: [{ page: 'http://127.0.0.1:1/', line: 1, column: 2, element: 'a', attribute: 'href', text: 'x\ty', raw: '/gone' }],
        internal: true,
      },
    ],
    warnings: [],
    mailto: [{ address: 'a@example.com', pages: ['http://127.0.0.1:1/'] }],
    skipped: {},
  };
}

describe('writeJsonReport', () => {
  const dir = tempDir('ls-json-');

  it('writes exactly what JSON.stringify(report, null, 2) gives, plus a newline', async () => {
    for (const n of [0, 1, 3, 5000]) {
      const r = report(n);
      const file = path.join(dir, `sub/r${n}.json`);
      await writeJsonReport(r, file);
      expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(r, null, 2) + '\n');
      expect(await readJsonReport(file)).toEqual(r);
    }
  });

  it('rejects with the file system error when the folder cannot be made', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'x');
    await expect(writeJsonReport(report(1), path.join(blocker, 'r.json'))).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
