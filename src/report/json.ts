import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { REPORT_SCHEMA, REPORT_VERSION, type Report } from './model.js';

/** Write the report as JSON (2-space indented, trailing newline), creating the folder. */
export async function writeJsonReport(report: Report, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(report, null, 2) + '\n');
}

/** Read a report written by `writeJsonReport`. Throws an Error naming the file and what is wrong. */
export async function readJsonReport(file: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read report ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`report ${file} is not valid JSON`);
  }
  const r = data as Partial<Report>;
  if (r?.schema !== REPORT_SCHEMA || r.version !== REPORT_VERSION) {
    throw new Error(`report ${file} is not a linkspider report (expected schema "${REPORT_SCHEMA}" version ${REPORT_VERSION})`);
  }
  if (!Array.isArray(r.dead) || !Array.isArray(r.warnings) || !Array.isArray(r.pages) || typeof r.run !== 'object') {
    throw new Error(`report ${file} is missing required fields (run, pages, dead, warnings)`);
  }
  return r as Report;
}
