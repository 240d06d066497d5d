/**
 * `npm run bench` entry: the generated-site bench (site-bench.mjs), with `--real` the bench on
 * real documentation trees served live (real.mjs), with `--folder` the same trees checked as
 * folders (folder.mjs).
 */
const args = process.argv.slice(2);
if (args.includes('--real')) await import('./real.mjs');
else if (args.includes('--folder')) await import('./folder.mjs');
else await import('./site-bench.mjs');
