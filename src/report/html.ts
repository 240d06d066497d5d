/**
 * `--html FILE`: the report as one self-contained page (docs/reports.md, "HTML report"). The page
 * is the JSON report's data (its links compacted: each page written once), embedded as JSON in a
 * `<script type="application/json">` (every `<` written `\u003c`, so no string in it can end the
 * element), and a small script that reads it with `JSON.parse` and builds the page with
 * `textContent` and `createElement`, never `innerHTML`: an untrusted URL, link text, title or
 * reason is only ever text. Its style and script are inline and allowed by their hashes in a
 * Content-Security-Policy that allows nothing else (no network, no other script), so it works
 * from `file://` and from the artifact's zip.
 */
import { sha256Base64 } from '../support/sha256.js';
import { CLIENT_SCRIPT } from './html-client.js';
import { CLIENT_STYLE } from './html-style.js';
import type { LinkResult, MovedLink, Report } from './model.js';
import { referrerFile, type FileRoots } from './places.js';
import { escapeHtml } from './escape.js';

/** A place in a source file where a dead link is written (the Action's `sources`). */
export interface HtmlSourcePlace {
  file: string;
  line: number;
}

export interface HtmlOptions extends Partial<FileRoots> {
  /** The URL of a source file at a line (GitHub at the run's commit, as the job summary links them). */
  sourceUrl?: ((file: string, line: number) => string | undefined) | undefined;
  /** Places in source files per dead URL (the Action's `sources`). */
  sourceHits?: ReadonlyMap<string, readonly HtmlSourcePlace[]> | undefined;
}

/** What the page reads besides the report: where pages' files are in the repository, and their links. */
interface PageContext {
  /** page URL → its file, workspace-relative. */
  files: Record<string, string>;
  /** file → the URL of its line 1 without the line (the page appends the line number), when `sourceUrl` makes `…#L<line>` links. */
  fileUrls: Record<string, string>;
  /** dead URL → places in source files, each with its link when there is one. */
  sources: Record<string, { file: string; line: number; url?: string }[]>;
}

/** JSON for inside a `<script>` element: `<` escaped, and the two line separators JavaScript once refused. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The CSP source of an inline element's text. */
function hashSource(text: string): string {
  return `'sha256-${sha256Base64(text)}'`;
}

let csp: string | undefined;
/**
 * The policy: nothing from anywhere, only this page's own style and script (by hash), pictures only as data.
 * Made on first use: hashing loads node:crypto, which a run without `--html` never needs.
 */
export function htmlCsp(): string {
  csp ??= `default-src 'none'; script-src ${hashSource(CLIENT_SCRIPT)}; style-src ${hashSource(CLIENT_STYLE)}; img-src data:; base-uri 'none'; form-action 'none'`;
  return csp;
}

function pageContext(report: Report, opts: HtmlOptions): PageContext {
  const ctx: PageContext = { files: {}, fileUrls: {}, sources: {} };
  const fileUrl = (file: string): void => {
    if (opts.sourceUrl === undefined || file in ctx.fileUrls) return;
    const one = opts.sourceUrl(file, 1);
    if (one?.endsWith('#L1')) ctx.fileUrls[file] = one.slice(0, -1);
  };
  if (opts.workspace !== undefined) {
    const roots: FileRoots = { workspace: opts.workspace, ...(opts.sitePath !== undefined ? { sitePath: opts.sitePath } : {}) };
    const lists = [report.dead, report.warnings, report.blocked ?? [], report.moved ?? []];
    for (const list of lists) {
      for (const r of list) {
        for (const ref of r.referrers) {
          if (ref.file === undefined || ref.page in ctx.files) continue;
          const file = referrerFile(ref, roots);
          if (file === undefined) continue;
          ctx.files[ref.page] = file;
          fileUrl(file);
        }
      }
    }
  }
  for (const [url, hits] of opts.sourceHits ?? []) {
    ctx.sources[url] = hits.map((h) => {
      const link = opts.sourceUrl?.(h.file, h.line);
      return { file: h.file, line: h.line, ...(link !== undefined ? { url: link } : {}) };
    });
  }
  return ctx;
}

/** The lists of links the page shows, each link compacted by `compactLink`. */
const LISTS = ['dead', 'warnings', 'blocked', 'moved'] as const;
/** What the page keeps of a link: all but its places' raw value, element and attribute, its redirects and how it was checked. */
const DROPPED = new Set(['referrers', 'redirects', 'method', 'attempts', 'state']);

/**
 * A link as the page reads it: its places as `[page, line, column, text?]`, the page an index
 * into one list of pages. A page's URL is written once, not once per link on it: a report of
 * 100,000 links is a quarter of its JSON size, and the browser parses it that much sooner.
 */
function compactLink(link: LinkResult | MovedLink, pageIndex: (page: string) => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(link)) if (!DROPPED.has(k) && v !== undefined) out[k] = v;
  out['refs'] = link.referrers.map((r) => (r.text === '' ? [pageIndex(r.page), r.line, r.column] : [pageIndex(r.page), r.line, r.column, r.text]));
  return out;
}

/**
 * The report's data as the page embeds it, in pieces (a report of 100,000 links is megabytes:
 * never one string): the report without its page list and link lists (`report`), the link
 * lists compacted (`lists`), the pages they are on (`pages`), and the page context.
 */
function* dataChunks(report: Report, ctx: PageContext): Generator<string> {
  const rest = Object.fromEntries(Object.entries(report).filter(([k]) => k !== 'pages' && k !== 'unfinished' && !(LISTS as readonly string[]).includes(k)));
  yield `{"report":${scriptJson(rest)},"lists":{`;
  const pages = new Map<string, number>();
  const pageIndex = (page: string): number => {
    let i = pages.get(page);
    if (i === undefined) pages.set(page, (i = pages.size));
    return i;
  };
  for (const [n, key] of LISTS.entries()) {
    const list: readonly (LinkResult | MovedLink)[] = report[key] ?? [];
    yield `${n > 0 ? ',' : ''}"${key}":[`;
    for (let i = 0; i < list.length; i += 200) {
      yield (i > 0 ? ',' : '') +
        list
          .slice(i, i + 200)
          .map((l) => scriptJson(compactLink(l, pageIndex)))
          .join(',');
    }
    yield ']';
  }
  yield `},"pages":${scriptJson([...pages.keys()])},"context":${scriptJson(ctx)}}`;
}

/** The page's title: the site checked, as plain text (escaped where it is written). */
function titleOf(report: Report): string {
  const start = report.run.startUrls[0];
  return `linkspider report${start !== undefined ? `: ${start}` : ''}`;
}

/** The HTML page, in pieces for `writeChunks`. */
export function* htmlChunks(report: Report, opts: HtmlOptions = {}): Generator<string> {
  yield '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n';
  yield `<meta http-equiv="Content-Security-Policy" content="${htmlCsp()}">\n`;
  yield '<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="color-scheme" content="light dark">\n';
  yield '<meta name="referrer" content="no-referrer">\n';
  yield `<title>${escapeHtml(titleOf(report))}</title>\n`;
  yield `<style>${CLIENT_STYLE}</style>\n</head>\n<body>\n`;
  yield '<noscript><p>This report needs JavaScript: the same data is in the JSON report.</p></noscript>\n';
  yield '<script type="application/json" id="linkspider-data">';
  yield* dataChunks(report, pageContext(report, opts));
  yield '</script>\n';
  yield `<script>${CLIENT_SCRIPT}</script>\n</body>\n</html>\n`;
}

/** The whole page as one string (tests, small reports). */
export function renderHtml(report: Report, opts: HtmlOptions = {}): string {
  return [...htmlChunks(report, opts)].join('');
}
