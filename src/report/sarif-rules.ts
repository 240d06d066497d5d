/**
 * The SARIF rule set: one rule per verdict class of the domain model. Every `ErrorCode` has a
 * rule (the `Record` below fails to compile when a code is added without one), HTTP statuses
 * that are common enough to track on their own have one each, and the rest fall into
 * `dead/4xx`, `dead/5xx` and `dead/http`. The set is the same in every run, whatever it found,
 * as code scanning expects of rules ("information that should change infrequently").
 */
import type { ReportingDescriptor } from 'sarif';
import type { ErrorCode } from '../model/link.js';
import type { LinkResult } from './model.js';

interface RuleText {
  /** CamelCase name code scanning filters by. */
  name: string;
  short: string;
  full: string;
  /** What to do about it (markdown we write ourselves; never untrusted text). */
  fix: string;
  /** How often a result of this rule is a real problem (code scanning's `precision`). */
  precision: 'very-high' | 'high' | 'medium' | 'low';
  level: 'error' | 'warning';
}

const FIX_LINK = "Fix the link: point it at the page's new address, or remove it.";
const FIX_SERVER =
  'Check that the server is up and answers this URL; if the outage is temporary, the link recovers on a later run (`fail-after` reports it only after several failed runs in a row).';

/** Rules for failures without an HTTP status, by the model's error codes. */
const ERROR_RULES: Record<ErrorCode, RuleText> = {
  timeout: {
    name: 'DeadLinkTimeout',
    short: 'The link timed out',
    full: 'The server did not answer (connect, headers or body) within the timeout.',
    fix: FIX_SERVER,
    precision: 'medium',
    level: 'error',
  },
  refused: {
    name: 'DeadLinkRefused',
    short: 'Connection refused',
    full: "The link's host refused the connection: nothing listens on that port.",
    fix: FIX_SERVER,
    precision: 'high',
    level: 'error',
  },
  reset: {
    name: 'DeadLinkReset',
    short: 'Connection reset',
    full: 'The connection was reset or closed before a complete response.',
    fix: FIX_SERVER,
    precision: 'medium',
    level: 'error',
  },
  dns: {
    name: 'DeadLinkDns',
    short: 'Host not found (DNS)',
    full: "The link's host name does not resolve: the domain is gone or misspelt.",
    fix: FIX_LINK,
    precision: 'high',
    level: 'error',
  },
  tls: {
    name: 'DeadLinkTls',
    short: 'TLS error',
    full: 'The HTTPS connection failed: the certificate is expired, self-signed or for another name.',
    fix: 'Link to an address whose certificate is valid, or ask the site to fix its certificate.',
    precision: 'high',
    level: 'error',
  },
  'redirect-loop': {
    name: 'DeadLinkRedirectLoop',
    short: 'Redirect loop',
    full: 'Following the redirects leads back to a URL already visited.',
    fix: FIX_LINK,
    precision: 'very-high',
    level: 'error',
  },
  'too-many-redirects': {
    name: 'DeadLinkTooManyRedirects',
    short: 'Too many redirects',
    full: 'The redirect chain is longer than `max-redirects`.',
    fix: 'Link to where the chain ends.',
    precision: 'high',
    level: 'error',
  },
  'unsupported-redirect': {
    name: 'DeadLinkUnsupportedRedirect',
    short: 'Redirect to an unsupported scheme',
    full: 'A redirect leads to a scheme other than http or https.',
    fix: FIX_LINK,
    precision: 'high',
    level: 'error',
  },
  'invalid-url': {
    name: 'InvalidUrl',
    short: 'Invalid URL',
    full: 'The link is not a valid URL (a typo, a space, a broken template).',
    fix: 'Correct the link as written in the source.',
    precision: 'very-high',
    level: 'error',
  },
  protocol: {
    name: 'DeadLinkProtocol',
    short: 'Malformed HTTP response',
    full: 'The server answered with a response that is not valid HTTP.',
    fix: FIX_SERVER,
    precision: 'medium',
    level: 'error',
  },
  'missing-fragment': {
    name: 'MissingFragment',
    short: 'Fragment not found on the page',
    full: 'The page exists but has no element with the id (or anchor name) after `#`.',
    fix: 'Link to an anchor the page has (headings often change their id when renamed), or drop the fragment.',
    precision: 'high',
    level: 'error',
  },
  'missing-file': {
    name: 'MissingFile',
    short: 'File not found in the repository',
    full: 'A relative link of a Markdown file names a path that does not exist in the repository.',
    fix: 'Correct the path (it is relative to the Markdown file), or add the file.',
    precision: 'very-high',
    level: 'error',
  },
  network: {
    name: 'DeadLinkNetwork',
    short: 'Network error',
    full: 'The request failed with a network error of no more specific kind.',
    fix: FIX_SERVER,
    precision: 'medium',
    level: 'error',
  },
  unfinished: {
    name: 'UnfinishedLink',
    short: 'No answer before the run stopped',
    full: 'The link was requested, but the run stopped (deadline or signal) before an answer came.',
    fix: 'Give the run more time (`max-duration`), or check the link again.',
    precision: 'low',
    level: 'warning',
  },
};

/** HTTP statuses with a rule of their own. */
const STATUS_RULES: Record<number, { name: string; short: string; full: string; fix?: string }> = {
  400: { name: 'DeadLink400', short: 'HTTP 400 Bad Request', full: 'The server rejected the request as malformed.' },
  401: {
    name: 'DeadLink401',
    short: 'HTTP 401 Unauthorized',
    full: 'The page needs a login.',
    fix: 'Link to a public page, or accept 401 for this host (`accept`, `exclude`).',
  },
  403: {
    name: 'DeadLink403',
    short: 'HTTP 403 Forbidden',
    full: 'The server refuses to serve the page.',
    fix: 'Link to a public page; if the server refuses robots only, exclude the URL.',
  },
  404: { name: 'DeadLink404', short: 'HTTP 404 Not Found', full: 'The page does not exist (any more).' },
  405: { name: 'DeadLink405', short: 'HTTP 405 Method Not Allowed', full: 'The server does not allow GET (or HEAD) for this URL.' },
  406: { name: 'DeadLink406', short: 'HTTP 406 Not Acceptable', full: 'The server has no representation the request accepts.' },
  408: { name: 'DeadLink408', short: 'HTTP 408 Request Timeout', full: 'The server timed out waiting for the request.', fix: FIX_SERVER },
  410: { name: 'DeadLink410', short: 'HTTP 410 Gone', full: 'The page was removed on purpose.' },
  429: {
    name: 'DeadLink429',
    short: 'HTTP 429 Too Many Requests',
    full: 'The server is rate limiting the checker.',
    fix: 'Lower `host-concurrency`, or warn on 429 (`warn-on`).',
  },
  451: { name: 'DeadLink451', short: 'HTTP 451 Unavailable For Legal Reasons', full: 'The page is blocked for legal reasons.' },
  500: { name: 'DeadLink500', short: 'HTTP 500 Internal Server Error', full: 'The server failed to produce the page.', fix: FIX_SERVER },
  502: { name: 'DeadLink502', short: 'HTTP 502 Bad Gateway', full: 'A proxy got no valid answer from the server behind it.', fix: FIX_SERVER },
  503: { name: 'DeadLink503', short: 'HTTP 503 Service Unavailable', full: 'The server is down or overloaded.', fix: FIX_SERVER },
  504: { name: 'DeadLink504', short: 'HTTP 504 Gateway Timeout', full: 'A proxy timed out waiting for the server behind it.', fix: FIX_SERVER },
};

const CLASS_RULES: Record<'dead/3xx' | 'dead/4xx' | 'dead/5xx' | 'dead/http' | 'blocked' | 'gone-to-home', RuleText> = {
  'dead/3xx': {
    name: 'DeadLinkRedirect',
    short: 'Redirect without a usable Location',
    full: 'The server answered with a redirect status that could not be followed (no Location header, or a status not accepted).',
    fix: FIX_LINK,
    precision: 'high',
    level: 'error',
  },
  'dead/4xx': {
    name: 'DeadLinkClientError',
    short: 'HTTP 4xx client error',
    full: 'The server answered with a 4xx status that has no rule of its own.',
    fix: FIX_LINK,
    precision: 'high',
    level: 'error',
  },
  'dead/5xx': {
    name: 'DeadLinkServerError',
    short: 'HTTP 5xx server error',
    full: 'The server answered with a 5xx status that has no rule of its own.',
    fix: FIX_SERVER,
    precision: 'medium',
    level: 'error',
  },
  'dead/http': {
    name: 'DeadLinkStatus',
    short: 'Unaccepted HTTP status',
    full: 'The server answered with a status that is neither accepted (`accept`) nor an error class with a rule of its own.',
    fix: 'Fix the link, or accept the status (`accept`).',
    precision: 'medium',
    level: 'error',
  },
  blocked: {
    name: 'BlockedByBotWall',
    short: 'Blocked by a bot wall',
    full: "A bot wall answered instead of the page (LinkedIn's 999, a Cloudflare or AWS WAF challenge): the link may well work in a browser.",
    fix: 'Open the link in a browser. `blocked: ok` stops reporting these; `blocked: dead` fails on them.',
    precision: 'low',
    level: 'warning',
  },
  'gone-to-home': {
    name: 'SoftNotFound',
    short: 'Redirected to the home page (soft 404)',
    full: 'A deep link whose redirects end on the home page or the root of its section: the page it named is gone, and linking to the home page instead is not a fix.',
    fix: 'Link to the page that replaced it, or remove the link. `gone-to-home: dead` fails on these; `gone-to-home: ok` stops reporting them.',
    precision: 'medium',
    level: 'warning',
  },
};

function ruleOf(id: string, t: RuleText): ReportingDescriptor {
  return {
    id,
    name: t.name,
    shortDescription: { text: t.short },
    fullDescription: { text: t.full },
    help: { text: `${t.full} ${t.fix.replace(/`/g, '')}`, markdown: `${t.full}\n\n${t.fix}` },
    defaultConfiguration: { level: t.level },
    properties: { tags: ['links', 'documentation'], precision: t.precision, 'problem.severity': t.level },
  };
}

/** Every rule, in a fixed order: error classes, statuses, status classes, blocked. */
export const SARIF_RULES: readonly ReportingDescriptor[] = [
  ...Object.entries(ERROR_RULES).map(([code, t]) => ruleOf(code === 'missing-fragment' ? 'missing-fragment' : `dead/${code}`, t)),
  ...Object.entries(STATUS_RULES).map(([status, s]) =>
    ruleOf(`dead/${status}`, { ...s, fix: s.fix ?? FIX_LINK, precision: Number(status) >= 500 ? 'medium' : 'high', level: 'error' }),
  ),
  ...Object.entries(CLASS_RULES).map(([id, t]) => ruleOf(id, t)),
];

/** The rule a reported link belongs to. */
export function ruleIdOf(r: Pick<LinkResult, 'status' | 'error' | 'blocked' | 'goneToHome'>): string {
  if (r.blocked === true) return 'blocked';
  if (r.goneToHome !== undefined) return 'gone-to-home';
  if (r.error !== undefined) return r.error === 'missing-fragment' ? 'missing-fragment' : `dead/${r.error}`;
  const s = r.status;
  if (s === undefined) return 'dead/http';
  if (STATUS_RULES[s] !== undefined) return `dead/${s}`;
  if (s >= 300 && s < 400) return 'dead/3xx';
  if (s >= 400 && s < 500) return 'dead/4xx';
  if (s >= 500 && s < 600) return 'dead/5xx';
  return 'dead/http';
}
