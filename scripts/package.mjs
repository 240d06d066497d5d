// Build dist/index.js (the Action) and dist/cli.js (the CLI) with ncc. Deterministic:
// CI rebuilds and compares with the committed dist/.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeStamp } from './dist-stamp.mjs';

const ncc = join('node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const entries = [
  ['src/index.ts', 'index.js'],
  ['src/cli.ts', 'cli.js'],
  ['src/cli-main.ts', 'cli-main.js'],
];

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
for (const [src, out] of entries) {
  const tmp = join('.tmp', 'ncc', out.replace(/\.js$/, ''));
  rmSync(tmp, { recursive: true, force: true });
  execFileSync(process.execPath, [ncc, 'build', src, '-o', tmp, '--quiet', '--target', 'es2023'], { stdio: 'inherit' });
  const files = readdirSync(tmp);
  const extra = files.filter((f) => f !== 'index.js' && f !== 'package.json');
  if (extra.length > 0) throw new Error(`ncc emitted extra files for ${src}: ${extra.join(', ')}`);
  let code = readFileSync(join(tmp, 'index.js'), 'utf8');
  if (out === 'cli.js' && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(join('dist', out), code);
  if (out === 'cli.js') chmodSync(join('dist', out), 0o755);
}
writeFileSync(join('dist', 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n');
rmSync(join('.tmp', 'ncc'), { recursive: true, force: true });
// For the tests (test/global-setup.ts): dist/ is a build of these sources. Kept in .tmp/, not dist/.
writeStamp();
console.log('dist/index.js, dist/cli.js and dist/cli-main.js built');
