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
  /** A host down or unresolved: how many of its URLs were settled without a request (absent when none). */
  notRequested?: number;
}

/** One line for a person. */
export function describeHost(h: HostTrouble): string {
  if (h.kind === 'slow') return `slow host ${h.host}: ${h.inRow} answers in a row beyond the timeout; its other URLs got one attempt each`;
  if (h.kind === 'unresolved') return `unresolved host ${h.host}: its name does not resolve (ENOTFOUND)${notRequested(h)}`;
  return `down host ${h.host}: ${h.inRow} connections in a row refused or reset${notRequested(h)}`;
}

/** `; its other 3 URLs were not requested`, only when there were other URLs. */
function notRequested(h: HostTrouble): string {
  const n = h.notRequested ?? 0;
  if (n === 0) return '';
  return n === 1 ? '; its other URL was not requested' : `; its other ${n.toLocaleString('en-US')} URLs were not requested`;
}

/** What the hosts of one kind have in common, for a line that names several of them. */
const FOLDED: Record<HostTroubleKind, string> = {
  slow: 'answers beyond the timeout, several in a row; their other URLs got one attempt each',
  down: 'connections refused or reset, several in a row',
  unresolved: 'names that do not resolve (ENOTFOUND)',
};

/**
 * The hosts in trouble as few lines: one per kind, a lone host as `describeHost` says it, several
 * as a count and the first `shown` names (`and N more`); with `shown` Infinity, every name.
 */
export function describeHostsFolded(hosts: readonly HostTrouble[], shown: number): string[] {
  const lines: string[] = [];
  for (const kind of ['unresolved', 'down', 'slow'] as const) {
    const of = hosts.filter((h) => h.kind === kind);
    if (of.length === 0) continue;
    if (of.length === 1) {
      lines.push(describeHost(of[0]!));
      continue;
    }
    const names = of.slice(0, shown).map((h) => h.host);
    const more = of.length - names.length;
    const skipped = of.reduce((n, h) => n + (h.notRequested ?? 0), 0);
    const unasked = skipped === 0 ? '' : `; ${skipped.toLocaleString('en-US')} other URL${skipped === 1 ? '' : 's'} of theirs not requested`;
    const list = `${names.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}`;
    lines.push(`${of.length.toLocaleString('en-US')} ${kind} hosts (${list}): ${FOLDED[kind]}${unasked}`);
  }
  return lines;
}

/** How many unresolved hosts make "every external host failed to resolve" a sign of no network rather than of bad links. */
export const OFFLINE_HOSTS = 3;

/**
 * One line when no external host resolved (at least `OFFLINE_HOSTS` of them): the links are
 * likely fine and the machine offline or behind a proxy. `skip` names the switch that skips them.
 */
export function offlineHint(hosts: readonly HostTrouble[], externalHosts: number | undefined, skip: string): string | undefined {
  const unresolved = hosts.filter((h) => h.kind === 'unresolved').length;
  if (externalHosts === undefined || unresolved < OFFLINE_HOSTS || unresolved < externalHosts) return undefined;
  return `no external host resolved: is the network down or a proxy needed? (${skip} skips them)`;
}
