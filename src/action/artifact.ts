/**
 * The artifact: mirrored pages plus the JSON and markdown reports, uploaded under one name.
 * Uploading goes through the small `ArtifactUploader` interface so tests can record what
 * would be uploaded; `createArtifactUploader` is the thin adapter over @actions/artifact.
 */
import * as core from '@actions/core';
import { existsSync } from 'node:fs';
import { appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isSafeArtifactPath, safeLogText } from '../report/escape.js';
import type { ActionContext, GitHubLinks } from './context.js';
import type { ReportPaths } from './files.js';
import type { ActionSettings } from './inputs.js';

export interface UploadOptions {
  /** Days to keep the artifact; 0 = the repository's default. */
  retentionDays: number;
}

export interface UploadResult {
  id?: number;
  size?: number;
}

export interface ArtifactUploader {
  upload(name: string, files: string[], rootDir: string, options: UploadOptions): Promise<UploadResult>;
}

/** The real uploader: @actions/artifact's client (needs the runner's artifact service). */
export function createArtifactUploader(): ArtifactUploader {
  return {
    async upload(name, files, rootDir, { retentionDays }) {
      // Loaded only when an artifact is uploaded: @actions/artifact and the Azure SDK behind it
      // are most of the bundle, and cost every other run start-up time and memory.
      const { DefaultArtifactClient } = await import('@actions/artifact');
      const client = new DefaultArtifactClient();
      const res = await client.uploadArtifact(name, files, rootDir, retentionDays > 0 ? { retentionDays } : {});
      return { ...(res.id !== undefined ? { id: res.id } : {}), ...(res.size !== undefined ? { size: res.size } : {}) };
    },
  };
}

/**
 * TEST ONLY. An uploader that uploads nothing and appends one JSON line per upload
 * (`{ name, rootDir, files, retentionDays }`, files relative to rootDir) to `logFile`.
 * The Action uses it when LINKSPIDER_TEST_ARTIFACT_LOG is set, so integration tests can see
 * the artifact's name and file list without an artifact service. It answers with the id
 * 7001, as the service answers with the new artifact's id. A log file that cannot be written
 * (a folder) makes the upload fail.
 */
export function recordingUploader(logFile: string): ArtifactUploader {
  return {
    async upload(name, files, rootDir, { retentionDays }) {
      const rel = files.map((f) => path.relative(rootDir, f).split(path.sep).join('/')).sort();
      await appendFile(logFile, JSON.stringify({ name, rootDir, files: rel, retentionDays }) + '\n');
      return { id: 7001, size: 0 };
    },
  };
}

/** Every regular file under `dir`, absolute paths, sorted; [] when `dir` does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The deepest folder containing every path in `files` (absolute paths). */
export function commonRoot(files: string[]): string {
  if (files.length === 0) return path.parse(process.cwd()).root;
  let parts = path.dirname(files[0]!).split(path.sep);
  for (const f of files.slice(1)) {
    const other = path.dirname(f).split(path.sep);
    let i = 0;
    while (i < parts.length && i < other.length && parts[i] === other[i]) i++;
    parts = parts.slice(0, i);
  }
  const joined = parts.join(path.sep);
  return joined === '' ? path.parse(files[0]!).root : joined;
}

export interface ArtifactPlan {
  rootDir: string;
  files: string[];
  /** Files left out because the artifact service rejects their names. */
  rejected: string[];
}

/**
 * The artifact's files: the reports and everything in the mirror folder, under their
 * common folder. Paths with characters the service rejects are left out (and listed).
 */
export async function planArtifact(reportFiles: string[], mirrorDir: string | undefined): Promise<ArtifactPlan> {
  const all = [...new Set([...reportFiles.map((f) => path.resolve(f)), ...(mirrorDir ? await listFiles(path.resolve(mirrorDir)) : [])])];
  const rootDir = commonRoot(all);
  const files: string[] = [];
  const rejected: string[] = [];
  for (const f of all) (isSafeArtifactPath(path.relative(rootDir, f)) ? files : rejected).push(f);
  return { rootDir, files, rejected };
}

/** Whether the artifact was kept, and its page when the service gave its id. */
export interface KeptArtifact {
  kept: boolean;
  url?: string;
}

/**
 * The pipeline's artifact step (with `artifact-name`): the reports written, the crawl database
 * when there is one, and the mirror when `artifact-mirror`. A failed upload is a warning.
 */
export async function keepArtifact(name: string, settings: ActionSettings, files: ReportPaths, ctx: ActionContext, links: GitHubLinks): Promise<KeptArtifact> {
  const { options } = settings;
  // The crawl database (`db`) when it was written (a run whose database failed says so in its notes).
  const db = options.db !== undefined && existsSync(options.db) ? [options.db] : [];
  const written = [files.html, files.sarif, files.junit].filter((f) => f !== '');
  const plan = await planArtifact([settings.jsonPath, settings.markdownPath, ...db, ...written], settings.artifactMirror ? options.mirror : undefined);
  if (plan.rejected.length > 0) core.info(`artifact: left out ${plan.rejected.length} files whose names the artifact service rejects`);
  const uploader = ctx.test.artifactLog ? recordingUploader(ctx.test.artifactLog) : createArtifactUploader();
  try {
    const res = await uploader.upload(name, plan.files, plan.rootDir, { retentionDays: settings.retentionDays });
    core.info(safeLogText(`artifact "${name}": ${plan.files.length} files${res.size !== undefined ? `, ${res.size} bytes` : ''}`));
    const url = links.artifactUrl(res.id);
    return { kept: true, ...(url !== undefined ? { url } : {}) };
  } catch (e) {
    core.warning(
      `artifact upload failed (${(e as Error).message}); the reports are still at ${settings.jsonPath} and ${settings.markdownPath} on the runner, until the job ends`,
    );
    return { kept: false };
  }
}
