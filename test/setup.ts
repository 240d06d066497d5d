/** vitest setupFiles: runs in every test file. The temporary folders a file's tests made go when its tests end. */
import { afterAll } from 'vitest';
import { removeTempDirs } from './helpers/temp.js';

afterAll(() => removeTempDirs());

// Tests make their own repositories: the word of a workflow that runs the tests (GITHUB_REPOSITORY, its
// server and branch) must not decide where their Markdown links lead (src/markdown/platform/home.ts).
for (const name of ['GITHUB_REPOSITORY', 'GITHUB_SERVER_URL', 'GITHUB_HEAD_REF', 'GITHUB_REF_NAME']) delete process.env[name];
