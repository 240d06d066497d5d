/** Types for bench/trap-site.mjs (a site of crawl traps and slow endpoints), for the TypeScript tests. */
export declare const TRAP_DEAD: string[];
export declare const SLOW_PATHS: string[];
export interface TrapSite {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  /** Requests by first path segment (`/calendar`, `/deep`, …). */
  hits: Map<string, number>;
  close(): Promise<void>;
}
export declare function startTrapSite(options?: { slow?: boolean; port?: number }): Promise<TrapSite>;
