/**
 * `npm run bench` entry: the generated-site bench (site-bench.mjs), or with `--real` the
 * bench on real documentation trees (real.mjs).
 */
if (process.argv.slice(2).includes('--real')) await import('./real.mjs');
else await import('./site-bench.mjs');
