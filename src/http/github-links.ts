/**
 * Which GitHub links the REST API can judge, and by which request. Pure.
 *
 *   https://github.com/OWNER/REPO                 GET /repos/OWNER/REPO
 *   https://github.com/OWNER/REPO/issues/N        GET /repos/OWNER/REPO/issues/N
 *   https://github.com/OWNER/REPO/pull/N          GET /repos/OWNER/REPO/issues/N
 *
 * A pull request is looked up through the issues endpoint too: github.com answers
 * `/pull/N` for an issue number (and `/issues/N` for a pull request) with a redirect to the
 * other one, while `/pulls/N` answers 404 for an issue, which would be a false dead link.
 * Every pull request is an issue in the API, so one endpoint judges both as the site does.
 *
 * Everything else (`/blob/`, `/tree/`, `/pull/N/files`, releases, wikis, gists …) is checked on
 * the web as before: a `/blob/REF/PATH` link cannot be split into ref and path without asking
 * (branch names contain slashes), and checking only the repository would call a dead file ok.
 */

/** Top-level paths of github.com that are not users or organisations (GitHub reserves these names). */
const RESERVED = new Set([
  'about',
  'account',
  'apps',
  'blog',
  'codespaces',
  'collections',
  'contact',
  'customer-stories',
  'dashboard',
  'enterprise',
  'enterprises',
  'events',
  'explore',
  'features',
  'github-copilot',
  'issues',
  'join',
  'login',
  'logout',
  'marketplace',
  'new',
  'notifications',
  'orgs',
  'organizations',
  'password_reset',
  'pricing',
  'pulls',
  'readme',
  'resources',
  'search',
  'security',
  'sessions',
  'settings',
  'signup',
  'site',
  'solutions',
  'sponsors',
  'stars',
  'team',
  'teams',
  'topics',
  'trending',
  'users',
  'watching',
]);

/** GitHub's rules: owner 1-39 letters, digits or single hyphens; repository 1-100 of letters, digits, `.`, `_`, `-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPO = /^[A-Za-z0-9._-]{1,100}$/;
const NUMBER = /^[1-9][0-9]{0,9}$/;

export interface ApiTarget {
  /** What the link names, for the reason: `repository`, `issue` or `pull request`. */
  kind: 'repository' | 'issue' | 'pull request';
  /** The API path, starting with `/repos/`. */
  path: string;
}

/**
 * The API request that judges `url`, a link on `webHost` (github.com, or a GitHub
 * Enterprise host); undefined when the link is checked on the web.
 */
export function apiTargetOf(url: URL, webHost: string): ApiTarget | undefined {
  if (url.hostname !== webHost || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  let path = url.pathname;
  if (path.endsWith('/')) path = path.slice(0, -1);
  const parts = path.split('/').slice(1);
  if (parts.length !== 2 && parts.length !== 4) return undefined;
  const [owner, repo, section, number] = parts as [string, string, string?, string?];
  if (!OWNER.test(owner) || RESERVED.has(owner.toLowerCase())) return undefined;
  if (!REPO.test(repo) || repo === '.' || repo === '..' || repo.endsWith('.git')) return undefined;
  const base = `/repos/${owner}/${repo}`;
  if (parts.length === 2) return { kind: 'repository', path: base };
  if (!NUMBER.test(number!)) return undefined;
  if (section === 'issues') return { kind: 'issue', path: `${base}/issues/${number}` };
  if (section === 'pull') return { kind: 'pull request', path: `${base}/issues/${number}` };
  return undefined;
}

/**
 * The web host whose links an API judges: `api.X` serves X (api.github.com → github.com,
 * api.SUBDOMAIN.ghe.com → SUBDOMAIN.ghe.com); GitHub Enterprise Server serves its API at
 * `https://HOST/api/v3`, for HOST. Any other API root judges no links (undefined): a guess
 * would send a site's own two-segment paths to an API as repositories.
 */
export function webHostOf(apiUrl: URL): string | undefined {
  const host = apiUrl.hostname;
  if (host.startsWith('api.') && host.length > 4) return host.slice(4);
  if (/^\/api\/v3\/?$/.test(apiUrl.pathname)) return host;
  return undefined;
}
