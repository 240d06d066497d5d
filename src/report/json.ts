import { readFile } from 'node:fs/promises';
import { writeChunks, writeChunksTo } from '../support/atomic-write.js';
import { READABLE_REPORT_VERSIONS, REPORT_SCHEMA, REPORT_VERSION, type Report } from './model.js';

/**
 * Write the report as JSON (2-space indented, trailing newline), creating the folder.
 *
 * The output is exactly `JSON.stringify(report, null, 2) + '\n'`, but streamed: the long
 * arrays go out a few hundred elements at a time, so a 200,000-page report never exists as
 * one string of tens of megabytes (that string and its copies were the run's memory peak).
 *
 * It is written next to `file` and renamed into place when complete: a reader (or a SIGKILL
 * that follows a SIGTERM, as `docker stop` does) never meets half a report under the real name.
 */
export async function writeJsonReport(report: Report, file: string): Promise<void> {
  await writeChunks(file, jsonChunks(report));
}

/** The same JSON to a stream (`--json -`: standard output), waiting whenever the stream asks to. */
export async function writeJsonReportTo(report: Report, out: NodeJS.WritableStream): Promise<void> {
  await writeChunksTo(out, jsonChunks(report));
}

/** The report's JSON in pieces: the long arrays a few hundred elements at a time. */
export function* jsonChunks(report: Report): Generator<string> {
  const entries = Object.entries(report).filter(([, v]) => v !== undefined);
  yield '{\n';
  for (let i = 0; i < entries.length; i++) {
    const [key, value] = entries[i]!;
    const comma = i < entries.length - 1 ? ',' : '';
    if (!Array.isArray(value) || value.length === 0) {
      yield `  ${JSON.stringify(key)}: ${indent(JSON.stringify(value, null, 2), '  ')}${comma}\n`;
      continue;
    }
    yield `  ${JSON.stringify(key)}: [\n`;
    for (let j = 0; j < value.length; j++) {
      yield `    ${indent(JSON.stringify(value[j] ?? null, null, 2), '    ')}${j < value.length - 1 ? ',' : ''}\n`;
    }
    yield `  ]${comma}\n`;
  }
  yield '}\n';
}

function indent(json: string, by: string): string {
  return json.includes('\n') ? json.replace(/\n/g, `\n${by}`) : json;
}

/** Read a report written by `writeJsonReport`. Throws an Error naming the file and what is wrong. */
export async function readJsonReport(file: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`"${file}" does not exist (expected a JSON report written by linkspider)`);
    if (code === 'EISDIR') throw new Error(`"${file}" is a folder (expected a JSON report written by linkspider)`);
    throw new Error(`cannot read report ${file}: ${code ?? (e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`report ${file} is not valid JSON`);
  }
  const r = data as Partial<Report>;
  if (r?.schema !== REPORT_SCHEMA || !READABLE_REPORT_VERSIONS.includes(r.version as number)) {
    throw new Error(
      `report ${file} is not a linkspider report (expected schema "${REPORT_SCHEMA}" version ${READABLE_REPORT_VERSIONS.join(' or ')}, the current being ${REPORT_VERSION})`,
    );
  }
  if (!Array.isArray(r.dead) || !Array.isArray(r.warnings) || !Array.isArray(r.pages) || typeof r.run !== 'object') {
    throw new Error(`report ${file} is missing required fields (run, pages, dead, warnings)`);
  }
  return r as Report;
}
