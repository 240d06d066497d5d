/** vitest setupFiles: runs in every test file. The temporary folders a file's tests made go when its tests end. */
import { afterAll } from 'vitest';
import { removeTempDirs } from './helpers/temp.js';

afterAll(() => removeTempDirs());
