/** Where a folder check starts (crawl-run.ts); its client is in client.ts. */
import type { StaticServer } from '../../local/server.js';
import type { Options } from '../../options.js';
import type { Scope } from '../frontier/scope.js';

/**
 * Where a folder check starts: the entry pages when given, else every HTML file (the folder's own `index.html`
 * first), so no page is left unchecked for want of a link to it; those are the orphan candidates (`siteFiles`).
 */
export async function folderStarts(server: StaticServer, options: Options, scope: Scope): Promise<{ urls: string[]; siteFiles?: Set<string> }> {
  if (options.entry.length > 0) return { urls: options.entry.map((e) => new URL(e, server.url).href) };
  const files = await server.folder.listFiles();
  const urls = files.map((f) => scope.locate(new URL(server.folder.sitePath(f), server.url)).key);
  return { urls, siteFiles: new Set(urls) };
}
