/**
 * Which moved links `linkspider fix` rewrites, and to what. Pure.
 *
 * Rewritten: a link whose redirect chain is only permanent redirects (301, 308) and ends in a
 * 2xx, to the chain's final URL, with the link's own query and fragment kept where the final URL
 * has none (a browser keeps the fragment across a redirect that sets none; a server that drops
 * the query dropped it on purpose only when it sets its own).
 *
 * Never rewritten: a chain check/moved-chain.ts refuses (a temporary hop, https to http, a
 * login or consent page: the same rule the console's and the summary's advice use), and a link
 * written relative (its rewrite would have to be relative too; the report names it). Soft 404s (`gone-to-home`) are never in `moved`.
 */
import { chainProblem } from '../check/moved-chain.js';
import type { MovedLink } from '../report/model.js';

export type RewriteDecision = { rewrite: true; to: string } | { rewrite: false; why: string };

/** The URL to write instead of `raw` (the link as written): the final URL, with raw's query and fragment where it has none. */
export function rewrittenUrl(raw: string, to: string): string | undefined {
  let written: URL;
  let target: URL;
  try {
    written = new URL(raw);
    target = new URL(to);
  } catch {
    return undefined;
  }
  if (target.search === '' && written.search !== '') target.search = written.search;
  if (target.hash === '' && written.hash !== '') target.hash = written.hash;
  return target.href;
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** What to do with one place a moved link is written (`raw`, as written there). */
export function decide(moved: Pick<MovedLink, 'url' | 'to' | 'redirects' | 'finalStatus'>, raw: string): RewriteDecision {
  if (!ABSOLUTE_HTTP.test(raw)) return { rewrite: false, why: 'written as a relative link' };
  if (!ABSOLUTE_HTTP.test(moved.to)) return { rewrite: false, why: 'its new address is not an absolute http(s) URL' };
  const problem = chainProblem(moved.url, moved.redirects ?? [], moved.to, moved.finalStatus);
  if (problem !== undefined) return { rewrite: false, why: problem };
  const to = rewrittenUrl(raw, moved.to);
  if (to === undefined) return { rewrite: false, why: 'not a valid URL' };
  if (to === raw) return { rewrite: false, why: 'already the final URL' };
  return { rewrite: true, to };
}
