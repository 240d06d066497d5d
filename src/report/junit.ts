/**
 * JUnit XML for CI systems that read test reports (GitLab, Jenkins, Azure Pipelines, …):
 * one `<testcase>` per checked page, one `<failure>` per dead link on it.
 *
 * Names, chosen for how the parsers show them:
 * - `classname` is `linkspider.<site>`: the site's host (a folder's name, or `markdown` for
 *   Markdown files) with `.` and `:` made `_`, because Jenkins splits a class name at its last
 *   dot into package and class (so Jenkins shows package `linkspider`, class the site).
 * - `name` is the page: its URL, a folder page's site path, or a Markdown file's path.
 * - `file` (GitLab's "Filename" column) is the page's file in the repository when known.
 * Jenkins and GitLab show only the first `<failure>` of a test case in detail, so the case's
 * `<system-out>` also lists every dead link and warning on the page, one per line. Warnings
 * never fail a case: they are listed in `<system-out>` only.
 *
 * A run that stopped early (deadline, signal) gets a property `incomplete` and one more case,
 * `(run) every link checked`, with an `<error>` saying why, so the report cannot pass as whole.
 *
 * Every string is escaped for XML 1.0: markup characters as entities (and tab, CR and LF in
 * attributes as character references, which attribute normalisation would otherwise turn into
 * spaces), and characters XML 1.0 forbids (C0 controls, lone surrogates, U+FFFE/U+FFFF) replaced
 * by U+FFFD. No CDATA, so `]]>` needs nothing special.
 */
import path from 'node:path';
import type { LinkResult, Referrer, Report } from './model.js';
import { countsAsPage } from '../model/page.js';
import { clip, oneLine } from './escape.js';
import { referrerFile, type FileRoots } from './places.js';
import { ruleIdOf } from './sarif-rules.js';
import { writeChunks } from '../support/atomic-write.js';
import { reasonOf } from './places.js';

/** Anything XML 1.0 does not allow in a document. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text content: `&`, `<`, `>` as entities; characters XML forbids as U+FFFD. */
export function xmlText(s: string): string {
  return s.replace(NOT_XML, '\ufffd').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value (in double quotes): as text, plus `"`, `'` and tab/CR/LF as references. */
export function xmlAttr(s: string): string {
  return xmlText(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** What Jenkins shows as the class: dots and colons would split or confuse it. */
function classPart(s: string): string {
  return s.replace(/[.:]/g, '_').replace(/[^\p{L}\p{N}_-]/gu, '_') || 'site';
}

function siteOf(page: string, folderName: string | undefined): string {
  try {
    return classPart(new URL(page).host);
  } catch {
    return page.startsWith('/') ? classPart(folderName ?? 'folder') : 'markdown';
  }
}

interface Problem {
  result: LinkResult;
  ref?: Referrer;
}

interface Case {
  page: string;
  file?: string;
  dead: Problem[];
  warnings: Problem[];
}

function lineOf(kind: 'dead' | 'warning', p: Problem): string {
  const at = p.ref
    ? `${p.ref.line}:${p.ref.column} ${p.ref.element} ${p.ref.attribute}${p.ref.text ? ` "${clip(oneLine(p.ref.text), 100)}"` : ''}`
    : 'the page itself';
  const known = p.result.known === true ? ' (known: in the baseline)' : '';
  return `${kind} ${at} -> ${p.result.url} : ${oneLine(reasonOf(p.result))}${known}`;
}

export interface JunitContext extends FileRoots {}

/** The JUnit XML of a report, in pieces (a 200,000-page report never becomes one string). */
export function* junitChunks(report: Report, ctx: JunitContext): Generator<string> {
  const options = report.run.options;
  const folderName = typeof options['path'] === 'string' ? path.basename(options['path']) : undefined;
  const cases = new Map<string, Case>();
  const caseOf = (page: string): Case => {
    let c = cases.get(page);
    if (!c) cases.set(page, (c = { page, dead: [], warnings: [] }));
    return c;
  };
  for (const p of report.pages) if (countsAsPage(p)) caseOf(p.finalUrl ?? p.url);
  const add = (r: LinkResult, kind: 'dead' | 'warnings') => {
    // A dead start URL is linked from nowhere: the page itself fails.
    if (r.referrers.length === 0) caseOf(r.url)[kind].push({ result: r });
    for (const ref of r.referrers) {
      const c = caseOf(ref.page);
      c.file ??= referrerFile(ref, ctx);
      c[kind].push({ result: r, ref });
    }
  };
  for (const r of report.dead) add(r, 'dead');
  for (const r of [...report.warnings, ...(report.blocked ?? [])]) add(r, 'warnings');

  const all = [...cases.values()].sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
  // In page order, as a reader fixes them.
  const byPlace = (a: Problem, b: Problem) => (a.ref?.line ?? 0) - (b.ref?.line ?? 0) || (a.ref?.column ?? 0) - (b.ref?.column ?? 0);
  for (const c of all) {
    c.dead.sort(byPlace);
    c.warnings.sort(byPlace);
  }
  const failed = all.filter((c) => c.dead.length > 0).length;
  const deadLinks = all.reduce((n, c) => n + c.dead.length, 0);
  const incomplete = report.run.incomplete;
  const tests = all.length + (incomplete ? 1 : 0);
  const errors = incomplete ? 1 : 0;
  const time = (report.run.durationMs / 1000).toFixed(3);
  // JUnit's XSD wants a timestamp without a zone; the run's is UTC.
  const timestamp = report.run.startedAt.replace(/(\.\d+)?Z$/, '');
  const counts = `tests="${tests}" failures="${failed}" errors="${errors}" skipped="0" time="${time}"`;
  const label = report.run.startUrls[0] !== undefined ? siteOf(report.run.startUrls[0], folderName) : 'site';
  const suiteName = `linkspider ${folderName !== undefined ? folderName : report.run.startUrls.join(' ') || label}`;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield `<testsuites name="linkspider" ${counts} timestamp="${xmlAttr(timestamp)}">\n`;
  yield `  <testsuite name="${xmlAttr(clip(suiteName, 500))}" ${counts} timestamp="${xmlAttr(timestamp)}">\n`;
  yield '    <properties>\n';
  const props: [string, string][] = [
    ['linkspider.version', report.run.version],
    ['start-urls', report.run.startUrls.join(' ')],
    ['pages', String(report.counts.pages)],
    ['links', String(report.counts.links)],
    ['dead', String(report.counts.dead)],
    ['dead-link-places', String(deadLinks)],
    ['warnings', String(report.counts.warnings + (report.counts.blocked ?? 0))],
    ...(incomplete ? [['incomplete', report.run.incompleteReason ?? 'incomplete'] as [string, string]] : []),
  ];
  for (const [name, value] of props) yield `      <property name="${xmlAttr(name)}" value="${xmlAttr(value)}"/>\n`;
  yield '    </properties>\n';
  for (const c of all) {
    const classname = `linkspider.${siteOf(c.page, folderName)}`;
    const attrs = `classname="${xmlAttr(classname)}" name="${xmlAttr(clip(c.page, 2000))}"${c.file !== undefined ? ` file="${xmlAttr(c.file)}"` : ''} time="0"`;
    if (c.dead.length === 0 && c.warnings.length === 0) {
      yield `    <testcase ${attrs}/>\n`;
    } else {
      let chunk = `    <testcase ${attrs}>\n`;
      for (const p of c.dead) {
        const at = p.ref ? `line ${p.ref.line}, column ${p.ref.column}: ` : '';
        const message = `${at}${clip(oneLine(reasonOf(p.result)), 300)} ${clip(p.result.url, 1000)}`;
        chunk += `      <failure type="${xmlAttr(ruleIdOf(p.result))}" message="${xmlAttr(message)}">${xmlText(lineOf('dead', p))}</failure>\n`;
      }
      const out = [...c.dead.map((p) => lineOf('dead', p)), ...c.warnings.map((p) => lineOf('warning', p))];
      chunk += `      <system-out>${xmlText(out.join('\n'))}</system-out>\n`;
      chunk += '    </testcase>\n';
      yield chunk;
    }
  }
  if (incomplete) {
    const why = `The crawl stopped early (${report.run.incompleteReason ?? 'incomplete'}): not every link was checked.`;
    yield `    <testcase classname="linkspider.${xmlAttr(label)}" name="(run) every link checked" time="0">\n`;
    yield `      <error type="incomplete" message="${xmlAttr(why)}">${xmlText(why)}</error>\n`;
    yield '    </testcase>\n';
  }
  yield '  </testsuite>\n</testsuites>\n';
}

/** Write the JUnit XML of a report (atomically). */
export async function writeJunit(report: Report, file: string, ctx: JunitContext): Promise<void> {
  await writeChunks(file, junitChunks(report, ctx));
}
