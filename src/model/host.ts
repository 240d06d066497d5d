/**
 * Hosts in trouble, in the domain's words: a host marked slow (its answers took longer than the
 * timeout several times in a row, so its URLs got one attempt each) or down (it refused or reset
 * every connection, so its remaining URLs were settled without a request) or unresolved (its
 * name does not resolve, ENOTFOUND: its other URLs were settled from that answer). Found by
 * crawl/schedule/host-health.ts; listed in the report's `run.hosts` and its summaries.
 */

export type HostTroubleKind = 'slow' | 'down' | 'unresolved';

export interface HostTrouble {
  /** The host name, with its port when not the scheme's default. */
  host: string;
  kind: HostTroubleKind;
  /** How it was recognised: timeouts or refused/reset connections in a row (1 for an unresolved name). */
  inRow: number;
}

/** One line for a person. */
export function describeHost(h: HostTrouble): string {
  if (h.kind === 'slow') return `slow host ${h.host}: ${h.inRow} answers in a row beyond the timeout; its other URLs got one attempt each`;
  if (h.kind === 'unresolved') return `unresolved host ${h.host}: its name does not resolve (ENOTFOUND); its other URLs were not requested`;
  return `down host ${h.host}: ${h.inRow} connections in a row refused or reset; its other URLs were not requested`;
}
