/**
 * Responses that mean "a bot was stopped; a person's browser would get through". Pure.
 *
 * Known cases (from other link checkers' issue trackers, where each one is a recurring false alarm):
 * - LinkedIn answers crawlers `999 Request denied`, whatever the User-Agent;
 * - Cloudflare's managed/JS challenge: `403` or `503` with `cf-mitigated: challenge`;
 * - AWS WAF's challenge and CAPTCHA actions: `x-amzn-waf-action: challenge|captcha` (on a 202 or 405).
 * A plain `403` is not one: it may be a real "forbidden", and `server: cloudflare` alone only says which CDN
 * serves the site.
 */
export interface BlockedInput {
  status: number;
  botMarker?: string;
}

/** Why the answer is a bot wall, or undefined when it is not one. */
export function blockedBy(input: BlockedInput): string | undefined {
  const status = input.status;
  if (status === 999) return 'LinkedIn-style 999 (bots denied)';
  const marker = input.botMarker;
  if (marker === undefined) return undefined;
  if (marker === 'cf-mitigated: challenge' && (status === 403 || status === 503)) return 'Cloudflare challenge';
  if (marker === 'x-amzn-waf-action: challenge' || marker === 'x-amzn-waf-action: captcha') return 'AWS WAF challenge';
  return undefined;
}
