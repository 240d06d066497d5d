/**
 * GitHub links judged through the GitHub REST API (src/http/github.ts), end to end: a site on
 * loopback links to a fake github.com (`gh.localhost`, a plain recording server) whose
 * API is the fake GitHub API at `api.gh.localhost` (its web host, as api.github.com is
 * github.com's). Every server records the Authorization header of every request it gets: the
 * token must reach the API server and no other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check, closeServers, page, serve, type Handler, type TestServer } from '../helpers/crawl.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';

const TOKEN = 'ghs_sekrit-token-1234';

const fakes: FakeGitHub[] = [];
afterEach(async () => {
  await closeServers();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

interface Recording {
  server: TestServer;
  /** `path authorization` of every request ('-' without one). */
  seen: string[];
}

async function recording(handler: Handler, host?: string): Promise<Recording> {
  const seen: string[] = [];
  const server = await serve((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization ?? '-'}`);
    handler(req, res);
  }, host);
  return { server, seen };
}

/** The fake API on `api.gh.localhost`, judging the links of `gh.localhost` (the fake web). */
async function world(links: (web: string, other: string) => string[]) {
  const gh = await startFakeGitHub('octo', 'site');
  fakes.push(gh);
  const api = gh.url.replace('127.0.0.1', 'api.gh.localhost');
  const web = await recording((req, res) => {
    res.writeHead(req.url?.includes('gone') ? 404 : 200, { 'content-type': 'text/html' });
    res.end('<p>a github.com page</p>');
  });
  const webUrl = web.server.url.replace('127.0.0.1', 'gh.localhost');
  gh.webUrl = webUrl;
  const other = await recording((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"html_url":"elsewhere"}');
  });
  const otherUrl = other.server.url.replace('127.0.0.1', 'other.localhost');
  const site = await recording((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      page(
        links(webUrl, otherUrl)
          .map((u) => `<a href="${u}">x</a>`)
          .join('\n'),
      ),
    );
  });
  return { gh, api, web, webUrl, other, otherUrl, site };
}

describe('GitHub links through the API', () => {
  it('judges repositories, issues and pull requests by the API, attributed to the github.com URL; the token goes only to the API', async () => {
    const w = await world((web, other) => [
      `${web}/octo/web`,
      `${web}/octo/web/issues/1`,
      `${web}/octo/web/pull/2`,
      `${web}/octo/web/pull/1`, // an issue linked as a pull request: github.com redirects, so ok
      `${web}/octo/web/issues/3`,
      `${web}/octo/missing`,
      `${web}/octo/old`,
      `${web}/octo/away`,
      `${web}/octo/web/blob/main/README.md`,
      `${web}/features/actions`,
      `${other}/plain`,
    ]);
    w.gh.repos.set('octo/web', { issues: [1], pulls: [2] });
    w.gh.repos.set('octo/old', { movedTo: 'octo/new' });
    w.gh.repos.set('octo/new', {});
    w.gh.repos.set('octo/away', { movedTo: `${w.otherUrl}/repos/octo/away` });
    w.gh.token = TOKEN;

    const r = await check({ urls: w.site.server.url, 'github-token': TOKEN, 'github-api-url': w.api });

    expect(r.dead.map((d) => [d.url, d.status, d.method]).sort()).toEqual([
      [`${w.webUrl}/octo/missing`, 404, 'github-api'],
      [`${w.webUrl}/octo/web/issues/3`, 404, 'github-api'],
    ]);
    expect(r.dead.find((d) => d.url.endsWith('/issues/3'))!.reason).toBe(
      'HTTP 404 Not Found (issue checked through the GitHub API: GET /repos/octo/web/issues/3)',
    );
    expect(r.dead.find((d) => d.url.endsWith('/missing'))!.reason).toContain('repository checked through the GitHub API');
    // The renamed repository: a move to its new github.com URL (from the API's html_url), not to an API URL.
    expect(r.moved?.map((m) => [m.url, m.to])).toEqual([[`${w.webUrl}/octo/old`, `${w.webUrl}/octo/new`]]);
    expect(r.counts.dead).toBe(2);
    expect(r.counts.ok).toBe(10);

    // The API saw every repository, issue and pull request link, each with the token.
    const apiPaths = w.gh.requests.map((q) => q.path).sort();
    expect(apiPaths).toEqual([
      '/repos/octo/away',
      '/repos/octo/missing',
      '/repos/octo/new',
      '/repos/octo/old',
      '/repos/octo/web',
      '/repos/octo/web/issues/1',
      '/repos/octo/web/issues/1',
      '/repos/octo/web/issues/2',
      '/repos/octo/web/issues/3',
    ]);
    expect(new Set(w.gh.requests.map((q) => q.authorization))).toEqual(new Set([`Bearer ${TOKEN}`]));
    // github.com got only what the API does not judge, without a token; nor did any other host get one.
    expect(w.web.seen.sort()).toEqual(['/features/actions -', '/octo/web/blob/main/README.md -']);
    expect(w.other.seen.sort()).toEqual(['/plain -', '/repos/octo/away -']);
    expect(w.site.seen).toEqual(['/ -']);
    expect(JSON.stringify(r)).not.toContain(TOKEN);
    expect(r.run.options['githubApi']).toBe(true);
  });

  it('without a token, or with github-api false, checks GitHub links on the web as before', async () => {
    const w = await world((web) => [`${web}/octo/web`, `${web}/octo/gone`]);
    w.gh.repos.set('octo/web', {});
    for (const raw of [{}, { 'github-token': TOKEN, 'github-api': 'false' }]) {
      w.web.seen.length = 0;
      const r = await check({ urls: w.site.server.url, 'github-api-url': w.api, ...raw });
      expect(r.dead.map((d) => [d.url, d.status, d.method])).toEqual([[`${w.webUrl}/octo/gone`, 404, 'head+get']]);
      expect(new Set(w.web.seen)).toEqual(new Set(['/octo/gone -', '/octo/web -']));
    }
    expect(w.gh.requests).toEqual([]);
  });

  it('waits out a secondary rate limit (403 with retry-after) before any further API request, then asks again', async () => {
    const w = await world((web) => [`${web}/octo/web`, `${web}/octo/web/issues/1`, `${web}/octo/web/issues/9`]);
    w.gh.repos.set('octo/web', { issues: [1] });
    w.gh.limited.push({ status: 403, headers: { 'retry-after': '1', 'x-ratelimit-remaining': '4000' } });
    const r = await check({ urls: w.site.server.url, 'github-token': TOKEN, 'github-api-url': w.api, 'host-concurrency': '1' });
    expect(r.dead.map((d) => [d.url, d.status, d.method])).toEqual([[`${w.webUrl}/octo/web/issues/9`, 404, 'github-api']]);
    expect(r.counts.ok).toBe(3);
    const [limited, ...after] = w.gh.requests;
    expect(w.gh.requests).toHaveLength(4);
    // No request inside the window the API asked for (the server's own clock).
    for (const q of after) expect(q.at - limited!.at).toBeGreaterThanOrEqual(990);
    expect(w.web.seen).toEqual([]);
  });

  it('a primary limit spent until a reset past retry-after-max sends the remaining links to the web, and says so', async () => {
    const w = await world((web) => [`${web}/octo/web`, `${web}/octo/web/issues/1`, `${web}/octo/web/issues/2`]);
    w.gh.repos.set('octo/web', { issues: [1, 2] });
    w.gh.rate.remaining = 0;
    w.gh.rate.reset = Math.ceil(Date.now() / 1000) + 3600;
    const r = await check({ urls: w.site.server.url, 'github-token': TOKEN, 'github-api-url': w.api, 'host-concurrency': '1' });
    expect(r.counts.ok).toBe(4);
    expect(w.gh.requests).toHaveLength(1);
    expect(w.web.seen).toHaveLength(2);
    expect(w.web.seen.every((s) => s.endsWith(' -'))).toBe(true);
    expect(r.run.notes?.join('\n')).toMatch(/github-api: 2 GitHub links checked on the web instead: the API's rate limit pauses it for \d+ s/);
  });

  it('a refused token (401) sends every GitHub link to the web, and says so', async () => {
    const w = await world((web) => [`${web}/octo/web`, `${web}/octo/web/issues/1`]);
    w.gh.repos.set('octo/web', { issues: [1] });
    w.gh.token = 'another';
    const r = await check({ urls: w.site.server.url, 'github-token': TOKEN, 'github-api-url': w.api, 'host-concurrency': '1' });
    expect(r.counts.ok).toBe(3);
    expect(w.gh.requests).toHaveLength(1);
    expect(w.web.seen.sort()).toEqual(['/octo/web -', '/octo/web/issues/1 -']);
    expect(r.run.notes?.join('\n')).toContain('the API refused the token (HTTP 401)');
  });
});
