/**
 * The layers of src/, bottom first, in one place. A module may import from its own layer's
 * part (a folder, or a file at the top of src) or from any layer below; never from a layer
 * above, and in a `separate` layer never from another part of the same layer. Checked by
 * test/unit/layers.test.ts, and by `npm run check:layers` (prints every violation).
 *
 *   model     the domain's words: entry states, verdicts, error codes, outcomes, referrers, page
 *             records, snapshots; errors.ts (the run-level errors, with codes, every layer may throw)
 *   support   small helpers with no domain in them, for any layer: writing a file atomically,
 *             an abortable sleep, a counted noun
 *   services  one job each, unaware of each other: extract, http, check, cache, mirror, local, db, browser
 *   sources   what a run reads besides HTTP: markdown (a repository's Markdown files, its
 *             paths, anchors and changed files), built on extract
 *   report    the Report schema, its builder (from a crawl snapshot) and its renderers
 *   options   the options, their defaults and validation
 *   crawl     the crawl, in rooms (see src/crawl/index.ts), bottom first:
 *     crawl/frontier  the URLs: entries and their states, scope, limits, traps, shards, spill
 *     crawl rooms     one job each, unaware of each other: schedule (when a request may go),
 *                     sitemaps (reading them), checkers (what one request is, per kind of target)
 *     crawl/run       one run: lifecycle, what a fetched document leads to, the finishing step;
 *                     crawl/index.ts is the public entry
 *   app       the entries people run: CLI, Action, run.ts (cache + baseline around a crawl), and
 *             app/, what they share (reading a baseline)
 */
import path from 'node:path';
import { importsOf, readSources } from './sources.ts';

export interface Layer {
  name: string;
  /** Paths relative to the repository: a folder ends in `/`. */
  parts: string[];
  /** Parts may not import each other. */
  separate?: boolean;
}

export const LAYERS: readonly Layer[] = [
  { name: 'model', parts: ['src/model/', 'src/errors.ts'] },
  { name: 'support', parts: ['src/support/'] },
  {
    name: 'services',
    parts: ['src/extract/', 'src/http/', 'src/check/', 'src/cache/', 'src/mirror/', 'src/local/', 'src/db/', 'src/browser/'],
    separate: true,
  },
  { name: 'sources', parts: ['src/markdown/'] },
  { name: 'report', parts: ['src/report/'] },
  { name: 'options', parts: ['src/options.ts', 'src/options/'] },
  { name: 'crawl/frontier', parts: ['src/crawl/frontier/'] },
  { name: 'crawl rooms', parts: ['src/crawl/schedule/', 'src/crawl/sitemaps/', 'src/crawl/checkers/'], separate: true },
  { name: 'crawl/run', parts: ['src/crawl/run/', 'src/crawl/index.ts'] },
  {
    name: 'app',
    parts: [
      'src/app/',
      'src/run.ts',
      'src/cli.ts',
      'src/cli-main.ts',
      'src/cli-host.ts',
      'src/cli-thread.ts',
      'src/merge-cli.ts',
      'src/index.ts',
      'src/action/',
      'src/fix/',
      'src/archive/',
    ],
  },
];

export interface Placement {
  layer: number;
  part: string;
}

/** The layer and part of a repository-relative path; undefined when no layer lists it. */
export function placeOf(file: string, layers: readonly Layer[] = LAYERS): Placement | undefined {
  for (let i = 0; i < layers.length; i++) {
    for (const part of layers[i]!.parts) {
      if (part.endsWith('/') ? file.startsWith(part) : file === part) return { layer: i, part };
    }
  }
  return undefined;
}

export interface Violation {
  file: string;
  imports: string;
  why: string;
}

/** Every import in `files` (repository-relative path → source) that runs up a layer or across a separate one. */
export function layerViolations(files: ReadonlyMap<string, string>, layers: readonly Layer[] = LAYERS): Violation[] {
  const out: Violation[] = [];
  for (const [file, source] of files) {
    const from = placeOf(file, layers);
    if (from === undefined) {
      out.push({ file, imports: '', why: 'is in no layer: add it to LAYERS in scripts/layers.ts' });
      continue;
    }
    for (const spec of importsOf(source)) {
      const target = path.posix.join(path.posix.dirname(file), spec).replace(/\.js$/, '.ts');
      const to = placeOf(target, layers);
      if (to === undefined) {
        if (target.startsWith('src/')) out.push({ file, imports: target, why: 'imports a module in no layer' });
        continue;
      }
      if (to.layer > from.layer) {
        out.push({ file, imports: target, why: `${layers[from.layer]!.name} imports up from ${layers[to.layer]!.name}` });
      } else if (to.layer === from.layer && to.part !== from.part && layers[from.layer]!.separate) {
        out.push({ file, imports: target, why: `${from.part} and ${to.part} are separate parts of ${layers[from.layer]!.name}` });
      }
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = layerViolations(readSources(process.cwd()));
  for (const v of violations) console.error(`${v.file}${v.imports ? ` → ${v.imports}` : ''}: ${v.why}`);
  if (violations.length > 0) process.exit(1);
  console.log(`layers: ${LAYERS.map((l) => l.name).join(' < ')}: no import runs up`);
}
