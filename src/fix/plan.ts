/**
 * From a report to the edits `linkspider fix` makes: for each place a moved link is written in
 * one of the source files, the policy's decision (policy.ts) and the exact span to replace
 * (spans.ts); and the places left alone, each with why. Pure but for reading the files.
 *
 * A file is edited as the bytes it is: decoded as UTF-8 when that reads it back byte for byte,
 * else one byte per character (latin1), so a file in another encoding, or with bytes that are
 * not UTF-8, is written back unchanged outside the rewritten URLs (which are ASCII: a URL's
 * serialization percent-encodes the rest). A byte order mark and every line end stay.
 * Pure but for reading the files.
 */
import path from 'node:path';
import { inRepository } from '../model/link.js';
import type { LinkResult, MovedLink, Referrer } from '../report/model.js';
import { decide } from './policy.js';
import { htmlSpan, lineStarts, markdownDestinations, markdownSpan, utf16Column, type Destination, type Span } from './spans.js';

/** A source file a referrer names: its path as shown in the diff, on disk, and how to read it. */
export interface SourceFile {
  /** Shown in the diff and messages (relative to the working folder, forward slashes). */
  display: string;
  abs: string;
  kind: 'markdown' | 'html';
}

export interface Edit extends Span {
  line: number;
  /** The link as checked, and the URL it is rewritten to. */
  from: string;
  to: string;
}

export interface FilePlan {
  source: SourceFile;
  /** The file's bytes as read, and as text (see encoding). */
  bytes: Buffer;
  text: string;
  encoding: 'utf8' | 'latin1';
  edits: Edit[];
}

export interface Skipped {
  url: string;
  file: string;
  line: number;
  why: string;
}

export interface FixPlan {
  files: FilePlan[];
  skipped: Skipped[];
}

/** A target the plan may rewrite: a moved link (to its final URL) or, when asked, a dead one to its archived copy. */
export interface Target {
  url: string;
  referrers: readonly Referrer[];
  decide(raw: string): { rewrite: true; to: string } | { rewrite: false; why: string };
}

/**
 * Which source file a referrer is in: a Markdown file of the repository at `root`, or a page of
 * the HTML `folder` (only `htmlFiles` of it, folder-relative, when given); undefined otherwise.
 */
export function sourceResolver(root: string, folder?: string, htmlFiles?: ReadonlySet<string>): (ref: Referrer) => SourceFile | undefined {
  const display = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  return (ref) => {
    if (ref.file === undefined) return undefined;
    if (inRepository(ref)) {
      const abs = path.resolve(root, ref.file);
      return { display: display(abs), abs, kind: 'markdown' };
    }
    if (folder === undefined || (htmlFiles !== undefined && !htmlFiles.has(ref.file))) return undefined;
    const abs = path.resolve(folder, ref.file);
    return { display: display(abs), abs, kind: 'html' };
  };
}

/** The moved links of a report as targets. A link checked at its `remap` address is left alone: where it moved there is not where it is written to go. */
export function movedTargets(moved: readonly MovedLink[]): Target[] {
  return moved.map((m) => ({
    url: m.url,
    referrers: m.referrers,
    decide: (raw: string) => (m.remappedFrom !== undefined ? { rewrite: false as const, why: 'checked at its remap address' } : decide(m, raw)),
  }));
}

/** `require-https`: http:// links whose https:// URL works, as targets rewritten to https (the written URL with its scheme changed). */
export function httpsTargets(results: readonly LinkResult[]): Target[] {
  return results.flatMap((r) => {
    if (r.https === undefined) return [];
    const decideHttps = (raw: string) =>
      /^http:\/\//i.test(raw)
        ? { rewrite: true as const, to: `https://${raw.slice('http://'.length)}` }
        : { rewrite: false as const, why: 'not written as an http:// URL' };
    return [{ url: r.url, referrers: r.referrers, decide: decideHttps }];
  });
}

/** Dead links with an archived copy (`archive`), as targets rewritten to the copy (`fix --use-archive`). */
export function archiveTargets(dead: readonly LinkResult[]): Target[] {
  return dead.flatMap((d) => {
    const copy = d.archive;
    if (copy === undefined) return [];
    const decideArchived = (raw: string) =>
      /^https?:\/\//i.test(raw) ? { rewrite: true as const, to: copy.url } : { rewrite: false as const, why: 'written as a relative link' };
    return [{ url: d.url, referrers: d.referrers, decide: decideArchived }];
  });
}

/** The file's text, read so that writing it back gives the same bytes. */
export function decodeExactly(bytes: Buffer): { text: string; encoding: 'utf8' | 'latin1' } {
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) ? { text, encoding: 'utf8' } : { text: bytes.toString('latin1'), encoding: 'latin1' };
}

const BOM = '\uFEFF';

interface Loaded {
  plan: FilePlan;
  /** Where the text the checker's positions count in starts: after a byte order mark. */
  offset: number;
  starts: number[];
  dests?: Destination[];
}

/**
 * The edits for `targets` in the files `sourceOf` resolves (a referrer whose file is not one of
 * the sources is ignored). `read` gives a file's bytes, or undefined when it cannot be read.
 */
export function planFixes(targets: readonly Target[], sourceOf: (ref: Referrer) => SourceFile | undefined, read: (abs: string) => Buffer | undefined): FixPlan {
  const loaded = new Map<string, Loaded | null>();
  const skipped: Skipped[] = [];
  const load = (source: SourceFile): Loaded | null => {
    let l = loaded.get(source.abs);
    if (l !== undefined) return l;
    const bytes = read(source.abs);
    if (bytes === undefined) l = null;
    else {
      const { text, encoding } = decodeExactly(bytes);
      // Positions count from after a byte order mark (TextDecoder drops it from a page; micromark from its offsets).
      const offset = text.startsWith(BOM) ? 1 : 0;
      l = { plan: { source, bytes, text, encoding, edits: [] }, offset, starts: lineStarts(text.slice(offset)) };
    }
    loaded.set(source.abs, l);
    return l;
  };
  for (const target of targets) {
    for (const ref of target.referrers) {
      const source = sourceOf(ref);
      if (source === undefined) continue;
      const skip = (why: string) => skipped.push({ url: target.url, file: source.display, line: ref.line, why });
      const d = target.decide(ref.raw);
      if (!d.rewrite) {
        skip(d.why);
        continue;
      }
      const l = load(source);
      if (l === null) {
        skip('the file cannot be read');
        continue;
      }
      const body = l.plan.text.slice(l.offset);
      // A report's columns count characters (code points), a Markdown file's and an HTML page's; the spans count UTF-16 units.
      const column = utf16Column(body, l.starts, ref.line, ref.column);
      const place = { line: ref.line, column, raw: ref.raw, attribute: ref.attribute };
      let span: Span | undefined;
      if (source.kind === 'markdown') {
        l.dests ??= markdownDestinations(body);
        span = markdownSpan(body, l.dests, place, d.to);
      }
      span ??= htmlSpan(body, l.starts, place, d.to);
      if (span === undefined) {
        skip(`the text at line ${ref.line}, column ${ref.column} is not the link as checked (edited since, or written with escapes)`);
        continue;
      }
      const edit: Edit = { start: span.start + l.offset, end: span.end + l.offset, text: span.text, line: ref.line, from: target.url, to: d.to };
      // A reference definition used in several places is one edit.
      if (!l.plan.edits.some((e) => e.start < edit.end && edit.start < e.end)) l.plan.edits.push(edit);
    }
  }
  const files = [...loaded.values()]
    .filter((l): l is Loaded => l !== null && l.plan.edits.length > 0)
    .map((l) => ({ ...l.plan, edits: l.plan.edits.sort((a, b) => a.start - b.start) }))
    .sort((a, b) => (a.source.display < b.source.display ? -1 : a.source.display > b.source.display ? 1 : 0));
  return { files, skipped };
}

/** The file's text with its edits made. */
export function rewrittenText(plan: FilePlan): string {
  let out = '';
  let at = 0;
  for (const e of plan.edits) {
    out += plan.text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + plan.text.slice(at);
}

/** The file's new bytes: its own encoding, so every byte outside the edits is the one read. */
export function rewrittenBytes(plan: FilePlan): Buffer {
  return Buffer.from(rewrittenText(plan), plan.encoding);
}
