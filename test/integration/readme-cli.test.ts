/**
 * The docs (docs/cli.md, docs/what-is-checked.md) and `--help` say what the code does, for the
 * rules a user tunes against: the whole-request deadline, when a HEAD is followed by a GET,
 * and what `--shard` splits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getAfterHead } from '../../src/check/head-fallback.js';
import { StatusSet } from '../../src/check/status-set.js';
import { HttpClient } from '../../src/http/client.js';
import { runCli } from '../helpers/cli.js';
import { failed, fields, response } from '../helpers/outcome.js';
import { startServer, type TestServer } from '../helpers/server.js';

const docs = path.resolve(import.meta.dirname, '../../docs');
const cliPage = readFileSync(path.join(docs, 'cli.md'), 'utf8');
const checkedPage = readFileSync(path.join(docs, 'what-is-checked.md'), 'utf8');
/** docs/cli.md's option table row for a flag. */
const row = (flag: string): string => cliPage.split('\n').find((l) => l.startsWith(`| \`${flag}`)) ?? '';
/** The docs/what-is-checked.md bullet (with its continuation lines) that starts with `start`. */
function bullet(start: string): string {
  const lines = checkedPage.split('\n');
  const i = lines.findIndex((l) => l.startsWith(start));
  if (i === -1) return '';
  const out = [lines[i]!];
  for (const l of lines.slice(i + 1)) {
    if (!l.startsWith('  ')) break;
    out.push(l);
  }
  return out.join(' ').replace(/\s+/g, ' ');
}

const servers: TestServer[] = [];
const clients: HttpClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('the docs and --help match the code', () => {
  it('the whole-request deadline: the docs give the factor the client uses', async () => {
    // Headers at once, then a byte every 20 ms: never idle for a whole timeout, so only the deadline ends it.
    const s = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const t = setInterval(() => res.write('x'), 20);
      res.on('close', () => clearInterval(t));
    });
    servers.push(s);
    // Long enough that the drip (same process) always beats the idle timeout, even under load.
    const timeout = 1_000;
    const c = new HttpClient({ timeout, maxRedirects: 5, maxBodyBytes: 1 << 20, userAgent: 'linkspider-test', connectionsPerOrigin: 2 });
    clients.push(c);
    const out = fields(await c.fetch({ url: `${s.url}/drip`, method: 'GET', readBody: true }));
    expect(out.error).toBe('timeout');
    expect(out.errorMessage).toMatch(/^response not complete within \d+ ms/);
    const ms = Number(/within (\d+) ms/.exec(out.errorMessage ?? '')?.[1]);
    const factor = ms / timeout;
    expect(Number.isInteger(factor)).toBe(true);

    expect(row('--timeout')).toContain(`${factor} × \`TIME\` (${factor * 15}s by default)`);
    expect(bullet('- **HTTP.**')).toContain(`deadline of ${factor} × \`--timeout\` (${factor * 15}s by default)`);
  });

  it('HEAD then GET: the docs state the exceptions head-fallback.ts makes', () => {
    expect(checkedPage).not.toMatch(/whenever HEAD fails in any way/);
    const intro = bullet('- **External links** are checked');
    expect(intro).toMatch(/HEAD, then GET/);
    for (const word of ['429', '503 with `Retry-After`', '`dns`', '`tls`', '`invalid-url`']) expect(intro).toContain(word);
    // … and those are the code's exceptions.
    const accept = StatusSet.parse('200-299', 'accept');
    expect(getAfterHead(response(429), accept)).toBe(false);
    expect(getAfterHead(response(503, { retryAfter: '5' }), accept)).toBe(false);
    for (const error of ['dns', 'tls', 'invalid-url'] as const) expect(getAfterHead(failed(error), accept)).toBe(false);
    expect(getAfterHead(response(503), accept)).toBe(true);
    expect(getAfterHead(response(405), accept)).toBe(true);
    expect(getAfterHead(failed('timeout'), accept)).toBe(true);
  });

  it('--shard: --help and docs/cli.md say it splits resources too, not only external URLs', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    const help = r.stdout
      .slice(r.stdout.indexOf('  --shard I/N'))
      .split(/\n(?= {2}-)/)[0]!
      .replace(/\s+/g, ' ');
    expect(help).toMatch(/external links and resources/);
    expect(row('--shard')).toMatch(/external and resource URLs/);
  });
});
