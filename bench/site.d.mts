/** Types for bench/site.mjs (the benchmark's synthetic site), for the TypeScript tests. */

export interface LinkPlanItem {
  kind: 'page' | 'child' | 'iframe' | 'frameset' | 'redirect' | 'dead' | 'img' | 'deadimg' | 'ext' | 'mailto';
  n: number;
  rel?: boolean;
  frag?: number;
}

export interface SiteResponse {
  status: number;
  type: string;
  body: string | Buffer;
  location?: string;
}

export interface RunningSite {
  /** The start URL, `http://127.0.0.1:PORT/`. */
  url: string;
  /** `http://127.0.0.2:PORT` */
  externalOrigin: string;
  close(): Promise<void>;
}

export interface Site {
  pages: number;
  seed: number;
  /** Reachable HTML documents (numbered pages plus frameset documents). */
  readonly expectedPages: number;
  /** Dead URLs reachable from `/`: internal paths and external paths (origin-free). */
  readonly expectedDeadPaths: { internal: string[]; external: string[] };
  /** Absolute dead URLs (WHATWG href); throws before start(). */
  readonly expectedDead: Set<string>;
  pagePaths(): Generator<string>;
  plan(i: number): { items: LinkPlanItem[]; children: LinkPlanItem[] };
  pagePath(i: number): string;
  respond(path: string, externalOrigin: string): SiteResponse;
  respondExternal(path: string): SiteResponse;
  renderPage(i: number, externalOrigin: string): string;
  stats: Record<string, number>;
  start(ports?: { port?: number; externalPort?: number }): Promise<RunningSite>;
}

export function createSite(options: { pages: number; seed?: number; host?: string; externalHost?: string }): Site;
