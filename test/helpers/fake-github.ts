/**
 * A fake of the few GitHub REST endpoints the rolling issue uses, served on loopback so the
 * real Octokit adapter talks real HTTP to it:
 *
 *   GET   /repos/:owner/:repo/issues?labels=&state=open
 *   POST  /repos/:owner/:repo/issues
 *   PATCH /repos/:owner/:repo/issues/:number
 *   GET   /repos/:owner/:repo/issues/:number/comments
 *   POST  /repos/:owner/:repo/issues/:number/comments
 *   PATCH /repos/:owner/:repo/issues/comments/:id
 *
 * and, for checking GitHub links through the API (src/http/github.ts):
 *
 *   GET   /repos/:owner/:repo                    (`gh.repos`, and the fake's own repository)
 *   GET   /repos/:owner/:repo/issues/:number     (issues and pull requests of `gh.repos`)
 *
 * A repository in `gh.repos` with `movedTo` answers 301 to its new name, as GitHub does for a
 * renamed or transferred repository; `html_url`s are under `gh.webUrl`. `gh.limited` holds canned
 * rate-limit answers given (first in, first out) before any other answer; `gh.rate` adds
 * `x-ratelimit-remaining`/`x-ratelimit-reset` to every answer. `gh.token`, when set, is the only
 * token accepted (others get 401).
 *
 * and, for the pull-request review of suggestions (src/action/suggest.ts):
 *
 *   GET    /repos/:owner/:repo/pulls/:n/reviews
 *   POST   /repos/:owner/:repo/pulls/:n/reviews           (its comments must be on `gh.diffLines`, else 422)
 *   PUT    /repos/:owner/:repo/pulls/:n/reviews/:id       (the body only, as GitHub allows)
 *   GET    /repos/:owner/:repo/pulls/:n/reviews/:id/comments
 *   PATCH  /repos/:owner/:repo/pulls/comments/:id
 *   DELETE /repos/:owner/:repo/pulls/comments/:id
 *
 * Comments carry ids (`gh.commentsById`), as the pull-request comment edits them in place.
 * Like GitHub, a comment body over 65,536 characters is refused with 422.
 * Issues live in memory (`gh.issues`); every request is recorded with its Authorization
 * header. `readOnly` answers every write with 403, as GitHub does for a fork's token.
 */
import type http from 'node:http';
import { startServer } from './server.js';

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  state_reason?: string | null;
  created_at: string;
  comments: string[];
  /** Pull requests are issues too in this API; the adapter must skip them. */
  pull_request?: { url: string };
}

export interface FakeReview {
  id: number;
  pull: number;
  body: string;
  commit_id: string;
  event: string;
  comments: Array<{ id: number; path: string; line: number; side: string; body: string }>;
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
}

/** GitHub's limit on an issue or comment body, in characters. */
export const GITHUB_BODY_LIMIT = 65_536;

export interface FakeGitHub {
  /** Every comment made, by id (bodies kept current by edits). */
  commentsById: Map<number, FakeComment>;
  /** API root to give Octokit as baseUrl. */
  url: string;
  issues: FakeIssue[];
  requests: Array<{ method: string; path: string; authorization?: string; at: number }>;
  /** Repositories known to the link endpoints: `owner/repo` → its issue and pull request numbers. */
  repos: Map<string, { issues?: number[]; pulls?: number[]; movedTo?: string }>;
  /* `movedTo`: `owner/repo` on this API, or a full URL (another origin). */
  /** Where `html_url`s point (the web host whose links the API judges). */
  webUrl: string;
  /** Canned answers given before anything else, one per request. */
  limited: Array<{ status: number; headers: Record<string, string> }>;
  /** Rate-limit headers added to every answer. */
  rate: { remaining?: number; reset?: number };
  /** The one token accepted (`Bearer <token>`), when set. */
  token: string | undefined;
  /** Answer writes with 403 "Resource not accessible by integration". */
  readOnly: boolean;
  /** Reviews posted on pull requests (comments deleted through the API are gone from them). */
  reviews: FakeReview[];
  /** The lines a review comment may be put on (the pull request's diff): path → new-side lines. */
  diffLines: Map<string, Set<number>>;
  /** Add an issue directly (e.g. a pre-existing duplicate). */
  seed(issue: Partial<FakeIssue> & { labels: string[] }): FakeIssue;
  open(label: string): FakeIssue[];
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text === '' ? {} : (JSON.parse(text) as Record<string, unknown>));
      } catch (e) {
        reject(e as Error);
      }
    });
    req.on('error', reject);
  });
}

export async function startFakeGitHub(owner = 'octo', repo = 'site'): Promise<FakeGitHub> {
  const issues: FakeIssue[] = [];
  const commentsById = new Map<number, FakeComment>();
  const requests: FakeGitHub['requests'] = [];
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const gh = { readOnly: false };
  const repos: FakeGitHub['repos'] = new Map();
  const limited: FakeGitHub['limited'] = [];
  const rate: FakeGitHub['rate'] = {};
  const link = { webUrl: 'https://github.test', token: undefined as string | undefined };
  const reviews: FakeReview[] = [];
  const diffLines = new Map<string, Set<number>>();
  let nextId = 5000;

  const view = (i: FakeIssue) => ({
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: i.state_reason ?? null,
    labels: i.labels.map((name) => ({ name })),
    created_at: i.created_at,
    html_url: `https://github.test/${owner}/${repo}/issues/${i.number}`,
    ...(i.pull_request ? { pull_request: i.pull_request } : {}),
  });
  const seed = (over: Partial<FakeIssue> & { labels: string[] }): FakeIssue => {
    clock += 60_000;
    const issue: FakeIssue = {
      number: issues.length + 1,
      title: 't',
      body: '',
      state: 'open',
      created_at: new Date(clock).toISOString(),
      comments: [],
      ...over,
    };
    issues.push(issue);
    return issue;
  };

  const server = await startServer((req, res) => {
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(data));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      at: Date.now(),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    if (rate.remaining !== undefined) res.setHeader('x-ratelimit-remaining', String(rate.remaining));
    if (rate.reset !== undefined) res.setHeader('x-ratelimit-reset', String(rate.reset));
    const base = `/repos/${owner}/${repo}/issues`;
    void (async () => {
      const canned = limited.shift();
      if (canned) {
        res.writeHead(canned.status, { 'content-type': 'application/json; charset=utf-8', ...canned.headers });
        return res.end(JSON.stringify({ message: 'You have exceeded a secondary rate limit.' }));
      }
      if (!req.headers.authorization) return send(401, { message: 'Requires authentication' });
      if (link.token !== undefined && req.headers.authorization !== `Bearer ${link.token}`) return send(401, { message: 'Bad credentials' });
      const linked = /^\/repos\/([^/]+)\/([^/]+)(?:\/issues\/(\d+))?$/.exec(url.pathname);
      if (req.method === 'GET' && linked && repos.has(`${linked[1]}/${linked[2]}`)) {
        const name = `${linked[1]}/${linked[2]}`;
        const r = repos.get(name)!;
        if (r.movedTo !== undefined) {
          const to = r.movedTo.startsWith('http') ? r.movedTo : `http://${req.headers.host}/repos/${r.movedTo}${linked[3] ? `/issues/${linked[3]}` : ''}`;
          res.writeHead(301, { location: to, 'content-type': 'application/json' });
          return res.end(JSON.stringify({ message: 'Moved Permanently' }));
        }
        if (linked[3] === undefined) return send(200, { full_name: name, html_url: `${link.webUrl}/${name}` });
        const n = Number(linked[3]);
        if (r.issues?.includes(n)) return send(200, { number: n, html_url: `${link.webUrl}/${name}/issues/${n}` });
        if (r.pulls?.includes(n)) return send(200, { number: n, html_url: `${link.webUrl}/${name}/pull/${n}`, pull_request: {} });
        return send(404, { message: 'Not Found' });
      }
      if (req.method !== 'GET' && gh.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const pulls = `/repos/${owner}/${repo}/pulls`;
      const reviewsOf = new RegExp(`^${pulls}/(\\d+)/reviews(?:/(\\d+))?(/comments)?$`).exec(url.pathname);
      if (reviewsOf) {
        const pull = Number(reviewsOf[1]);
        const review = reviewsOf[2] === undefined ? undefined : reviews.find((r) => r.pull === pull && r.id === Number(reviewsOf[2]));
        if (reviewsOf[2] !== undefined && !review) return send(404, { message: 'Not Found' });
        const viewReview = (r: FakeReview) => ({ id: r.id, body: r.body, commit_id: r.commit_id, state: 'COMMENTED', user: { login: 'github-actions[bot]' } });
        if (req.method === 'GET' && !review) return send(200, reviews.filter((r) => r.pull === pull).map(viewReview));
        if (req.method === 'GET' && review && reviewsOf[3])
          return send(
            200,
            review.comments.map((c) => ({ ...c, pull_request_review_id: review.id })),
          );
        if (req.method === 'PUT' && review && !reviewsOf[3]) {
          const b = await readBody(req);
          if (typeof b['body'] !== 'string' || b['body'] === '') return send(422, { message: 'body is required' });
          review.body = b['body'];
          return send(200, viewReview(review));
        }
        if (req.method === 'POST' && !review) {
          const b = await readBody(req);
          const comments = (b['comments'] as Array<Record<string, unknown>> | undefined) ?? [];
          for (const c of comments) {
            if (!diffLines.get(String(c['path']))?.has(Number(c['line'])))
              return send(422, { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] });
          }
          const r: FakeReview = {
            id: nextId++,
            pull,
            body: String(b['body'] ?? ''),
            commit_id: String(b['commit_id'] ?? ''),
            event: String(b['event'] ?? ''),
            comments: comments.map((c) => ({
              id: nextId++,
              path: String(c['path']),
              line: Number(c['line']),
              side: String(c['side'] ?? 'RIGHT'),
              body: String(c['body'] ?? ''),
            })),
          };
          reviews.push(r);
          return send(200, viewReview(r));
        }
      }
      const reviewComment = new RegExp(`^${pulls}/comments/(\\d+)$`).exec(url.pathname);
      if (reviewComment) {
        const id = Number(reviewComment[1]);
        const r = reviews.find((x) => x.comments.some((c) => c.id === id));
        if (!r) return send(404, { message: 'Not Found' });
        if (req.method === 'DELETE') {
          r.comments = r.comments.filter((c) => c.id !== id);
          res.writeHead(204);
          return res.end();
        }
        if (req.method === 'PATCH') {
          const b = await readBody(req);
          const c = r.comments.find((x) => x.id === id)!;
          c.body = String(b['body'] ?? '');
          return send(200, c);
        }
      }
      if (req.method === 'GET' && url.pathname === base) {
        const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
        const state = url.searchParams.get('state') ?? 'open';
        const found = issues.filter((i) => (state === 'all' || i.state === state) && labels.every((l) => i.labels.includes(l)));
        return send(200, found.map(view));
      }
      if (req.method === 'POST' && url.pathname === base) {
        const b = await readBody(req);
        if (typeof b['title'] !== 'string') return send(422, { message: 'title is required' });
        const issue = seed({ title: b['title'], body: String(b['body'] ?? ''), labels: (b['labels'] as string[] | undefined) ?? [] });
        return send(201, view(issue));
      }
      const edit = new RegExp(`^${base}/comments/(\\d+)$`).exec(url.pathname);
      if (edit && req.method === 'PATCH') {
        const c = commentsById.get(Number(edit[1]));
        if (!c) return send(404, { message: 'Not Found' });
        const b = await readBody(req);
        const text = String(b['body'] ?? '');
        if (text.length > GITHUB_BODY_LIMIT) return send(422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
        c.body = text;
        const owner = issues.find((i) => i.number === c.issue)!;
        owner.comments[[...commentsById.values()].filter((x) => x.issue === c.issue).indexOf(c)] = text;
        return send(200, { id: c.id, body: c.body });
      }
      const m = new RegExp(`^${base}/(\\d+)(/comments)?$`).exec(url.pathname);
      const issue = m ? issues.find((i) => i.number === Number(m[1])) : undefined;
      if (m && !issue) return send(404, { message: 'Not Found' });
      if (issue && req.method === 'PATCH' && !m![2]) {
        const b = await readBody(req);
        if (typeof b['body'] === 'string') issue.body = b['body'];
        if (b['state'] === 'open' || b['state'] === 'closed') issue.state = b['state'];
        if (typeof b['state_reason'] === 'string') issue.state_reason = b['state_reason'];
        return send(200, view(issue));
      }
      if (issue && req.method === 'GET' && m![2]) {
        return send(
          200,
          [...commentsById.values()].filter((c) => c.issue === issue.number).map((c) => ({ id: c.id, body: c.body })),
        );
      }
      if (issue && req.method === 'POST' && m![2]) {
        const b = await readBody(req);
        const text = String(b['body'] ?? '');
        if (text.length > GITHUB_BODY_LIMIT) return send(422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
        issue.comments.push(text);
        const c: FakeComment = { id: 1000 + commentsById.size + 1, issue: issue.number, body: text };
        commentsById.set(c.id, c);
        return send(201, { id: c.id, body: c.body });
      }
      send(404, { message: 'Not Found' });
    })().catch((e: unknown) => send(500, { message: String(e) }));
  });

  return {
    url: server.url,
    repos,
    limited,
    rate,
    get webUrl() {
      return link.webUrl;
    },
    set webUrl(v: string) {
      link.webUrl = v;
    },
    get token() {
      return link.token;
    },
    set token(v: string | undefined) {
      link.token = v;
    },
    commentsById,
    reviews,
    diffLines,
    issues,
    requests,
    get readOnly() {
      return gh.readOnly;
    },
    set readOnly(v: boolean) {
      gh.readOnly = v;
    },
    seed,
    open: (label) => issues.filter((i) => i.state === 'open' && i.labels.includes(label)),
    close: () => server.close(),
  };
}
