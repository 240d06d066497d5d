/**
 * Bad input to the CLI: every mistake gets one clear line on stderr that names the input and
 * says what it accepts, exit code 2, no stack trace — and not a single request is sent (a
 * loopback server given as the start URL must see zero hits).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath, runCli } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let dir: string;

beforeAll(async () => {
  await cliPath(); // may build the bundle once (~15 s) when dist/cli.js is stale
  srv = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<a href="/x">x</a>');
  });
  dir = mkdtempSync(path.join(tmpdir(), 'linkspider-bad-input-'));
  writeFileSync(path.join(dir, 'corrupt.json'), '{"schema": "linkspider-rep');
  writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ schema: 'something-else', version: 1, entries: {} }));
  writeFileSync(path.join(dir, 'cache-wrong.json'), JSON.stringify({ schema: 'linkspider-cache', version: 99, entries: {} }));
  writeFileSync(path.join(dir, 'cache-bad-entries.json'), JSON.stringify({ schema: 'linkspider-cache', version: 1, entries: [1, 2] }));
  writeFileSync(path.join(dir, 'report-no-fields.json'), JSON.stringify({ schema: 'linkspider-report', version: 1 }));
  mkdirSync(path.join(dir, 'a-folder'));
}, 120_000);

afterAll(async () => {
  await srv?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const f = (name: string) => path.join(dir, name);

type Case = [label: string, args: () => string[], names: string, accepts: RegExp];

const cases: Case[] = [
  // start URLs and folders
  ['no start URL at all', () => [], 'url', /start URL, a folder or Markdown files/],
  ['an invalid URL', () => ['http://exa mple.com/'], 'url', /absolute http:\/\/ or https:\/\/ URL/],
  ['a URL with no host', () => ['http://'], 'url', /absolute http:\/\/ or https:\/\/ URL/],
  ['an unsupported scheme (ftp)', () => ['ftp://127.0.0.1/x'], 'url', /http:\/\/ or https:\/\/ URL.*ftp:/],
  ['an unsupported scheme (javascript)', () => ['javascript:alert(1)'], 'url', /http:\/\/ or https:\/\/ URL/],
  ['an unsupported scheme (file)', () => ['file:///etc/passwd'], 'url', /http:\/\/ or https:\/\/ URL/],
  ['a missing folder', () => [f('no-such-folder'), srv.url], 'no-such-folder', /http\(s\) URL, an existing folder or HTML page, nor Markdown files/],
  ['two folders', () => [f('a-folder'), dir, srv.url], 'linkspider-bad-input-', /only one folder/],
  ['--base-url without a folder', () => [srv.url, '--base-url', 'https://example.com/'], '--base-url', /folder/],
  ['an invalid --base-url', () => [dir, '--base-url', 'not a url'], '--base-url', /absolute http/],
  // regular expressions
  ['an invalid --include regex', () => [srv.url, '--include', '(unclosed'], '--include', /invalid regular expression "\(unclosed"/],
  ['an invalid --exclude regex', () => [srv.url, '--exclude', '[a-'], '--exclude', /invalid regular expression "\[a-"/],
  // numbers and durations
  ['a negative --max-depth', () => [srv.url, '--max-depth=-5'], '--max-depth', /whole number >= -1, got "-5"/],
  ['a negative --max-depth (separate argument)', () => [srv.url, '--max-depth', '-5'], '--max-depth', /must be joined with "=", as in --max-depth=-1/],
  ['a non-numeric --concurrency', () => [srv.url, '--concurrency', 'lots'], '--concurrency', /whole number >= 1, got "lots"/],
  ['a zero --concurrency', () => [srv.url, '--concurrency', '0'], '--concurrency', /whole number >= 1/],
  ['a fractional --max-pages', () => [srv.url, '--max-pages', '1.5'], '--max-pages', /whole number >= 0/],
  ['a negative --retries', () => [srv.url, '--retries=-1'], '--retries', /whole number >= 0/],
  ['a huge --max-redirects', () => [srv.url, '--max-redirects', '99999999999999999999'], '--max-redirects', /whole number/],
  ['a non-duration --timeout', () => [srv.url, '--timeout', 'soon'], '--timeout', /duration such as 500ms/],
  ['a zero --timeout', () => [srv.url, '--timeout', '0'], '--timeout', /at least 1ms/],
  ['a bare --timeout meant as milliseconds', () => [srv.url, '--timeout', '15000'], '--timeout', /a bare number is seconds, .*did you mean 15000ms\?/],
  ['a negative --max-duration', () => [srv.url, '--max-duration=-1s'], '--max-duration', /duration such as/],
  ['a non-numeric --max-body-bytes', () => [srv.url, '--max-body-bytes', '10MB'], '--max-body-bytes', /whole number >= 1/],
  ['a bad --cache-max-age', () => [srv.url, '--cache-max-age', '1 week'], '--cache-max-age', /duration such as/],
  ['a bad --fail-after', () => [srv.url, '--fail-after', 'x', '--cache', f('c.json')], '--fail-after', /whole number >= 1/],
  ['--fail-after without a cache', () => [srv.url, '--fail-after', '3'], '--fail-after', /needs a cache to count runs in: set --cache FILE too$/],
  ['a bad --shard', () => [srv.url, '--shard', '3/2'], '--shard', /i\/N with 1 <= i <= N/],
  ['--shard with a folder', () => [f('a-folder'), '--shard', '1/2'], '--shard', /cannot split the check of a folder; shard a crawl of URLs instead$/],
  ['--base-url without a folder', () => [srv.url, '--base-url', 'https://site.test/'], '--base-url', /only makes sense together with a folder to check$/],
  // statuses
  ['--accept abc', () => [srv.url, '--accept', 'abc'], '--accept', /HTTP statuses such as "200-299,304".*"abc"/],
  ['--accept with a reversed range', () => [srv.url, '--accept', '299-200'], '--accept', /ranges low-high/],
  ['--warn-on out of range', () => [srv.url, '--warn-on', '42'], '--warn-on', /codes 100-599/],
  ['--host-limit without =N', () => [srv.url, '--host-limit', 'github.com'], '--host-limit', /expected host=N such as github.com=2/],
  ['--host-limit of 0', () => [srv.url, '--host-limit', 'github.com=0'], '--host-limit', /whole number >= 1, got "0"/],
  ['--accept above 599', () => [srv.url, '--accept', '200-600'], '--accept', /codes 100-599/],
  // headers and text
  ['a malformed --header', () => [srv.url, '--header', 'no colon here'], '--header', /"Name: value"/],
  ['an unknown --blocked', () => [srv.url, '--blocked', 'maybe'], '--blocked', /expected one of dead, warn, ok, got "maybe"/],
  ['an unknown --redirects', () => [srv.url, '--redirects', 'yes'], '--redirects', /expected one of dead, warn, ok/],
  // flags
  ['an unknown flag', () => [srv.url, '--frobnicate'], '--frobnicate', /unknown option; see linkspider --help/],
  ['a misspelt flag', () => [srv.url, '--max-depht', '3'], '--max-depht', /unknown option \(did you mean --max-depth\?\)/],
  ['an unknown short flag', () => [srv.url, '-x'], '-x', /unknown option; see linkspider --help/],
  ['-q for --quiet', () => [srv.url, '-q'], '-q', /unknown option \(did you mean --quiet\?\)/],
  ['a misspelt negated switch', () => [srv.url, '--no-chek-css'], '--no-chek-css', /unknown option \(did you mean --no-check-css\?\)/],
  ['a host and port without a scheme', () => ['localhost:18081/'], 'localhost:18081/', /did you mean http:\/\/localhost:18081\/\?/],
  ['help as a word', () => ['help'], 'help', /is not a command, a folder or a URL: did you mean linkspider --help\?$/],
  ['a misspelt command', () => ['fixx', 'README.md'], 'fixx', /did you mean linkspider fix\?$/],
  ['a host name without a scheme', () => ['www.example.com'], 'www.example.com', /did you mean https:\/\/www\.example\.com\?$/],
  ['a host name and a slash without a scheme', () => ['example.com/'], 'example.com/', /did you mean https:\/\/example\.com\/\?$/],
  ['an address and port without a scheme', () => ['127.0.0.1:8701'], '127.0.0.1:8701', /did you mean http:\/\/127\.0\.0\.1:8701\?$/],
  ['a value for a boolean flag', () => [srv.url, '--check-fragments=yes'], '--check-fragments', /takes no value/],
  ['a flag without its value', () => [srv.url, '--timeout'], '--timeout', /expects a value, as in --timeout VALUE/],
  // files
  ['a corrupt --baseline', () => [srv.url, '--baseline', f('corrupt.json')], '--baseline', /not valid JSON/],
  [
    'a --baseline that is a folder',
    () => [srv.url, '--baseline', f('a-folder')],
    '--baseline',
    /--baseline: ".*a-folder" is a folder \(expected a JSON report written by linkspider\)$/,
  ],
  [
    'a missing --baseline',
    () => [srv.url, '--baseline', f('missing.json')],
    '--baseline',
    /--baseline: ".*missing\.json" does not exist \(expected a JSON report written by linkspider\)$/,
  ],
  ['a --baseline of another schema', () => [srv.url, '--baseline', f('other.json')], '--baseline', /not a linkspider report/],
  ['a --baseline missing its fields', () => [srv.url, '--baseline', f('report-no-fields.json')], '--baseline', /missing required fields/],
  ['a corrupt --cache', () => [srv.url, '--cache', f('corrupt.json')], '--cache', /JSON/],
  ['a --cache that is a folder', () => [srv.url, '--cache', f('a-folder')], '--cache', /a-folder": it is a folder; expected a file name$/],
  ['a --cache of another schema', () => [srv.url, '--cache', f('other.json')], '--cache', /linkspider-cache/],
  ['a --cache of another version', () => [srv.url, '--cache', f('cache-wrong.json')], '--cache', /version|linkspider-cache/],
  ['a --cache with malformed entries', () => [srv.url, '--cache', f('cache-bad-entries.json')], '--cache', /entries|linkspider-cache/],
  // output paths, checked before the first request (issue 25 item 4)
  [
    'a --json under a file',
    () => [srv.url, '--json', f('corrupt.json/r.json')],
    '--json',
    /cannot write ".*corrupt\.json\/r\.json": .*corrupt\.json is a file, not a folder$/,
  ],
  ['a --json that is a folder', () => [srv.url, '--json', f('a-folder')], '--json', /cannot write ".*a-folder": it is a folder; expected a file name$/],
  ['a --sarif under a file', () => [srv.url, '--sarif', f('other.json/deep/x.sarif')], '--sarif', /other\.json is a file, not a folder$/],
  ['a --junit under a file', () => [srv.url, '--junit', f('other.json/x.xml')], '--junit', /other\.json is a file, not a folder$/],
  ['a --mirror that is a file', () => [srv.url, '--mirror', f('other.json')], '--mirror', /other\.json": it is a file; expected a folder$/],
  ['a --db under a file', () => [srv.url, '--db', f('other.json/crawl.db')], '--db', /other\.json is a file, not a folder$/],
  ['a --cache under a file', () => [srv.url, '--cache', f('other.json/cache.json')], '--cache', /other\.json is a file, not a folder$/],
];

describe('CLI bad input', () => {
  // Concurrent: each case is a child process of its own (~150 ms each).
  it.concurrent.each(cases)('%s → exit 2, one line naming the input, no request', async (_label, args, names, accepts) => {
    const r = await runCli(args());
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    // One line: no second line pointing at --help (the line says so itself when --help is the answer).
    expect(r.stderr.endsWith('\n')).toBe(true);
    const lines = r.stderr.slice(0, -1).split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    const line = lines[0]!;
    expect(line.startsWith('linkspider: ')).toBe(true);
    expect(line).toContain(names);
    expect(line).toMatch(accepts);
    expect(r.stderr).not.toMatch(/\n\s+at |Error:|node:internal|\.ts:\d+/);
    expect(srv.hits.size).toBe(0);
  });

  it('sent no request in any case, and the server does count the requests a good run sends', async () => {
    // After every case above (when the file runs whole): still nothing.
    expect(srv.hits.size).toBe(0);
    // The control, so that the zero above (and in each case) cannot come from a server that
    // counts nothing: the same start URL with good input is requested.
    const r = await runCli([srv.url, '--quiet', '--no-check-external', '--max-pages', '1']);
    expect(r.code, r.stderr).toBe(0);
    expect(srv.hits.get('GET /')).toBe(1);
  });
});
