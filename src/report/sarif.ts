/**
 * SARIF 2.1.0 for code scanning: one result per place a dead link (level `error`) or a warning
 * (level `warning`) was found, on the rule of its verdict class (sarif-rules.ts).
 *
 * Where a result is: a place in a `sources` file the URL is written in (they show in a pull
 * request's diff), else the referrer's file when it is in the repository (a Markdown file of
 * `files`, a page of a folder check inside the workspace), relative to `%SRCROOT%` (the
 * workspace); a page of a folder outside the workspace is relative to `SITEROOT` (the folder).
 * A page of a live site has no file: its result gets a logical location (the page URL) and no
 * physical one. Code scanning needs a physical location to show a result (and rejects absolute
 * `http:` artifact URIs when the upload names a `file:` checkout root), so those results are in
 * the file for other SARIF viewers and are not shown by code scanning: `sources` places them.
 *
 * `partialFingerprints.primaryLocationLineHash` (the only fingerprint code scanning reads) is a
 * hash of the rule, the target URL, the file (or page) and the link's text (or its written
 * value), element and attribute: no line or column, so the alert follows the link when lines
 * move. Identical links in one file are told apart by a `:n` occurrence suffix, in line order.
 *
 * Untrusted text (URLs, link text, reasons, page URLs) goes only into `message.text`, which
 * code scanning shows as plain text except for SARIF's embedded links `[text](target)`: square
 * brackets are escaped as SARIF §3.11.6 asks, so a link text can never become a link, and
 * control characters and bidirectional overrides are removed. Rule help is our own markdown.
 */
import { pathToFileURL } from 'node:url';
import type { Location, Log, Notification, Result, Run } from 'sarif';
import type { LinkResult, Referrer, Report } from './model.js';
import { clip, oneLine } from './escape.js';
import { reasonOf, referrerFile, type FileRoots } from './places.js';
import { ruleIdOf, SARIF_RULES } from './sarif-rules.js';
import { writeChunks } from '../support/atomic-write.js';
import { sha256Hex } from '../support/sha256.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Code scanning rejects a run with more results than this. */
export const SARIF_MAX_RESULTS = 25_000;

/** A place in a source file where a URL is written (`sources` in the Action; see action/sources.ts). */
export interface SourcePlace {
  /** Workspace-relative, forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Column of the last character (inclusive). */
  endColumn: number;
}

export interface SarifContext extends FileRoots {
  /** Where dead links and warnings are written in `sources`, by URL. */
  sourceHits?: ReadonlyMap<string, readonly SourcePlace[]>;
  /** Most results kept (default and upper bound: SARIF_MAX_RESULTS). */
  maxResults?: number;
}

const SRCROOT = '%SRCROOT%';
const SITEROOT = 'SITEROOT';

/** Bidirectional embeddings, overrides and isolates: they can make a message read otherwise than it is. */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;

/**
 * Plain text for `message.text`: one line, at most `max` characters, no control or bidi
 * characters, and `[`, `]` escaped (a `\` before one is doubled) so no embedded link forms.
 */
export function sarifText(s: string, max = 500): string {
  return clip(oneLine(s).replace(BIDI, ''), max)
    .replace(/\\(?=[[\]])/g, '\\\\')
    .replace(/[[\]]/g, (c) => `\\${c}`);
}

interface Place {
  /** Relative to `base`; undefined: no file (a live page). */
  uri?: string;
  base?: typeof SRCROOT | typeof SITEROOT;
  line: number;
  column: number;
  endColumn?: number;
  /** The page URL, when there is no file. */
  page?: string;
  /** The referrer this place is (or, for a source place, the first referrer). */
  ref?: Referrer;
  source: boolean;
}

function placesOf(r: LinkResult, ctx: SarifContext): Place[] {
  const hits = ctx.sourceHits?.get(r.url) ?? [];
  const out: Place[] = hits.map((h) => ({
    uri: h.file,
    base: SRCROOT,
    line: h.line,
    column: h.column,
    endColumn: h.endColumn + 1,
    ...(r.referrers[0] ? { ref: r.referrers[0] } : {}),
    source: true,
  }));
  const covered = new Set(out.map((p) => `${p.uri}:${p.line}`));
  for (const ref of r.referrers) {
    const file = referrerFile(ref, ctx);
    if (file !== undefined) {
      if (!covered.has(`${file}:${ref.line}`)) out.push({ uri: file, base: SRCROOT, line: ref.line, column: ref.column, ref, source: false });
    } else if (ref.file !== undefined && ctx.sitePath !== undefined && ref.file !== ref.page) {
      out.push({ uri: ref.file, base: SITEROOT, line: ref.line, column: ref.column, ref, source: false });
    } else if (hits.length === 0) {
      // A live page: the source hits, when there are any, already stand for it.
      out.push({ page: ref.page, line: ref.line, column: ref.column, ref, source: false });
    }
  }
  // A dead start URL is linked from nowhere: the URL itself is its place.
  if (out.length === 0) out.push({ page: r.url, line: 0, column: 0, source: false });
  return out;
}

function what(r: LinkResult): string {
  if (r.blocked === true) return r.state === 'dead' ? 'Dead link (blocked by a bot wall)' : 'Blocked by a bot wall';
  if (r.goneToHome !== undefined) return r.state === 'dead' ? 'Dead link (redirected to the home page)' : 'Redirected to the home page (soft 404)';
  if (r.state === 'dead') return 'Dead link';
  if (r.known === true) return 'Known dead link (in the baseline)';
  if (r.failingSince !== undefined) return `Failing link (since ${r.failingSince}, ${r.failingRuns ?? 1} run${r.failingRuns === 1 ? '' : 's'})`;
  return 'Link warning';
}

function messageOf(r: LinkResult, p: Place): string {
  const copy = r.archive !== undefined ? ` Archived copy (${sarifText(r.archive.date.slice(0, 10))}): ${sarifText(r.archive.url)}.` : '';
  const head = `${what(r)}: ${sarifText(r.url)} (${sarifText(reasonOf(r), 200)}).${copy}`;
  const ref = p.ref;
  if (ref === undefined) return `${head} It is a start URL.`;
  const text = sarifText(ref.text, 100);
  const link = `${ref.element} ${ref.attribute}${text !== '' ? ` "${text}"` : ''}`;
  if (p.source) {
    const n = r.referrers.length;
    return `${head} Written here; found on ${n} page${n === 1 ? '' : 's'}, first on ${sarifText(ref.page, 300)} line ${ref.line} (${link}).`;
  }
  if (p.uri === undefined) return `${head} On ${sarifText(ref.page, 300)} line ${ref.line}, column ${ref.column} (${link}).`;
  return `${head} Link: ${link}.`;
}

function locationOf(p: Place): Location {
  if (p.uri === undefined) {
    return {
      logicalLocations: [{ fullyQualifiedName: p.page ?? '', kind: 'resource' }],
      ...(p.line > 0 ? { message: { text: `line ${p.line}, column ${p.column}` } } : {}),
    };
  }
  return {
    physicalLocation: {
      artifactLocation: { uri: p.uri.split('/').map(encodeURIComponent).join('/'), uriBaseId: p.base ?? SRCROOT },
      region: {
        startLine: Math.max(1, p.line),
        startColumn: Math.max(1, p.column),
        ...(p.endColumn !== undefined ? { endLine: Math.max(1, p.line), endColumn: p.endColumn } : {}),
      },
    },
  };
}

function fingerprint(ruleId: string, r: LinkResult, p: Place): string {
  const where = p.uri !== undefined ? `${p.base}/${p.uri}` : (p.page ?? '');
  const ref = p.source ? undefined : p.ref;
  const link = ref ? [ref.element, ref.attribute, oneLine(ref.text) || ref.raw] : ['source'];
  return sha256Hex([ruleId, r.url, where, ...link].join('\u0000')).slice(0, 16);
}

/** Files (or pages) in code-unit order, then line and column: the order occurrence numbers follow. */
function byPlace(a: Place, b: Place): number {
  const fa = a.uri ?? a.page ?? '';
  const fb = b.uri ?? b.page ?? '';
  return fa < fb ? -1 : fa > fb ? 1 : a.line - b.line || a.column - b.column;
}

/** Build the SARIF log of a report. Pure but for the workspace's file URL. */
export function buildSarif(report: Report, ctx: SarifContext): Log {
  const max = Math.min(ctx.maxResults ?? SARIF_MAX_RESULTS, SARIF_MAX_RESULTS);
  const ruleIndex = new Map(SARIF_RULES.map((rule, i) => [rule.id, i]));
  // Dead links first, so a cut (code scanning's cap) drops warnings before errors.
  const reported = [...report.dead, ...report.warnings, ...(report.blocked ?? [])];
  const results: Result[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  for (const r of reported) {
    const ruleId = ruleIdOf(r);
    const places = placesOf(r, ctx).sort(byPlace);
    for (const p of places) {
      total++;
      if (results.length >= max) continue;
      const hash = fingerprint(ruleId, r, p);
      const n = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, n);
      results.push({
        ruleId,
        ruleIndex: ruleIndex.get(ruleId)!,
        level: r.state === 'dead' ? 'error' : 'warning',
        message: { text: messageOf(r, p) },
        locations: [locationOf(p)],
        partialFingerprints: { primaryLocationLineHash: `${hash}:${n}` },
        properties: {
          url: r.url,
          reason: r.reason,
          internal: r.internal,
          ...(r.status !== undefined ? { status: r.status } : {}),
          ...(r.error !== undefined ? { error: r.error } : {}),
          ...(p.ref ? { page: p.ref.page, pageLine: p.ref.line, pageColumn: p.ref.column } : {}),
          ...(r.known === true ? { known: true } : {}),
        },
      });
    }
  }

  const notes: Notification[] = [];
  const run = report.run;
  if (run.incomplete) {
    notes.push({
      level: 'warning',
      descriptor: { id: 'incomplete' },
      message: {
        text: `The crawl stopped early (${sarifText(run.incompleteReason ?? 'incomplete', 200)}): not every link was checked, so this log lists only what was.`,
      },
    });
  }
  if (total > results.length) {
    notes.push({
      level: 'warning',
      descriptor: { id: 'results-capped' },
      message: {
        text: `${total - results.length} of ${total} results left out: code scanning accepts at most ${SARIF_MAX_RESULTS} per run. The JSON report has them all.`,
      },
    });
  }
  const baseUris: Run['originalUriBaseIds'] = {
    [SRCROOT]: { uri: dirUri(ctx.workspace), description: { text: 'The repository (workspace) root.' } },
    ...(ctx.sitePath !== undefined ? { [SITEROOT]: { uri: dirUri(ctx.sitePath), description: { text: 'The folder of built HTML that was checked.' } } } : {}),
  };
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'linkspider',
            version: run.version,
            ...(/^\d+\.\d+\.\d+/.test(run.version) ? { semanticVersion: run.version } : {}),
            rules: [...SARIF_RULES],
          },
        },
        originalUriBaseIds: baseUris,
        invocations: [
          {
            // A run cut short by a deadline or a signal checked only part of the site.
            executionSuccessful: !run.incomplete,
            startTimeUtc: run.startedAt,
            endTimeUtc: run.finishedAt,
            ...(notes.length > 0 ? { toolExecutionNotifications: notes } : {}),
          },
        ],
        // Every column of a report counts characters (HTML and Markdown places, source hits): code points.
        columnKind: 'unicodeCodePoints',
        results,
        properties: {
          incomplete: run.incomplete,
          ...(run.incompleteReason !== undefined ? { incompleteReason: run.incompleteReason } : {}),
          startUrls: run.startUrls,
          counts: { ...report.counts },
          ...(total > results.length ? { resultsLeftOut: total - results.length } : {}),
        },
      },
    ],
  };
}

function dirUri(dir: string): string {
  const u = pathToFileURL(dir).href;
  return u.endsWith('/') ? u : `${u}/`;
}

/**
 * Write the SARIF log (atomically: never half a file under the real name), as
 * `JSON.stringify(log, null, 2)` would, but with the results streamed a few hundred at a time:
 * 25,000 results are some 25 MB of JSON, which need not exist as one string.
 */
export async function writeSarif(log: Log, file: string): Promise<void> {
  await writeChunks(file, sarifChunks(log));
}

/** A placeholder no result can be: JSON of a string with NUL characters. */
const HOLE_VALUE = '\u0000results\u0000';
const RESULTS_HOLE = JSON.stringify(HOLE_VALUE);

/** The log's JSON in pieces (`writeSarif`; `--sarif -` writes them to standard output). */
export function* sarifChunks(log: Log): Generator<string> {
  const run = log.runs[0];
  const results = run?.results ?? [];
  if (run === undefined || results.length === 0) {
    yield `${JSON.stringify(log, null, 2)}\n`;
    return;
  }
  const shell = JSON.stringify({ ...log, runs: [{ ...run, results: HOLE_VALUE }, ...log.runs.slice(1)] }, null, 2);
  const at = shell.indexOf(RESULTS_HOLE);
  const lineStart = shell.lastIndexOf('\n', at) + 1;
  const pad = /^ */.exec(shell.slice(lineStart))![0];
  yield `${shell.slice(0, at)}[\n`;
  for (let i = 0; i < results.length; i++) {
    yield `${pad}  ${JSON.stringify(results[i], null, 2).replace(/\n/g, `\n${pad}  `)}${i < results.length - 1 ? ',' : ''}\n`;
  }
  yield `${pad}]${shell.slice(at + RESULTS_HOLE.length)}\n`;
}
