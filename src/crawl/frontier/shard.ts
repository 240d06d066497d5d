import type { ShardSpec } from '../../model/shard.js';

/**
 * Sharding: which shard requests a URL. A stable 32-bit FNV-1a hash of the normalised URL,
 * modulo the shard count, so every shard agrees without talking to the others.
 */
export function shardOf(url: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    h ^= url.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

/** True when shard `index` (1-based) of `count` owns the URL. */
export function shardOwns(url: string, shard: ShardSpec): boolean {
  return shardOf(url, shard.count) === shard.index - 1;
}

/**
 * True when another shard requests this URL. Every document on the site that yields links (a
 * page, a stylesheet) is requested and parsed by every shard, since each needs their links; any
 * other URL is requested only by the shard that owns it.
 */
export function requestedElsewhere(key: string, yieldsLinks: boolean, shard: ShardSpec | undefined): boolean {
  return shard !== undefined && !yieldsLinks && !shardOwns(key, shard);
}

/**
 * Whether a link points at a document that may yield links of its own, besides a page: a
 * `<link href>` (a stylesheet, whatever else its `rel` may say) or a CSS `@import` (in a
 * stylesheet, a `<style>` or a `style` attribute). Only stylesheets are read for links
 * (with check-css), so only then does it matter.
 */
export function linksToStylesheet(link: { element: string; attribute: string }): boolean {
  return (link.element === 'link' && link.attribute === 'href') || link.attribute === '@import' || link.attribute === 'import';
}
