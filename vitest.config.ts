import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Rebuilds dist/ from src/ when stale: the CLI and Action tests run the bundles.
    globalSetup: ['test/global-setup.ts'],
    // Removes the temporary folders each file's tests made (test/helpers/temp.ts).
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Integration tests start their own loopback servers; two cores here.
    pool: 'forks',
  },
});
