/** A folder check's parts (crawl-run.ts): where it starts, and its client. */
import type { HttpClient } from '../../http/client.js';
import type { Fetcher } from '../../http/types.js';
import { FolderClient, FolderFetcher } from '../checkers/folder.js';
import { sitePathOf } from '../../local/site-files.js';
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
  const urls = files.map((f) => scope.locate(new URL(sitePathOf(f), server.url)).key);
  return { urls, siteFiles: new Set(urls) };
}

/**
 * `LINKSPIDER_FOLDER=http`: a folder check requests its pages from the folder's server on loopback (the served
 * path, for comparing the two: `npm run bench -- --folder --served`). Otherwise nothing listens: the crawl reads
 * the folder from disk (`checkers/folder.ts`), through the same rules, under the URLs the server would have.
 */
export const folderServed = (): boolean => process.env['LINKSPIDER_FOLDER'] === 'http';

/** A folder check's client: the folder read from disk, or requested from its server (`folderServed`). */
export function folderClient(http: HttpClient, server: StaticServer, options: Options): Fetcher {
  if (folderServed()) return http;
  return new FolderClient(http, new FolderFetcher(server.folder, server.origin, { maxRedirects: options.maxRedirects, maxBodyBytes: options.maxBodyBytes }));
}
