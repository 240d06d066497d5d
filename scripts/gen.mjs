// `npm run gen`: rewrite the parts of action.yml and docs/*.md generated from the option
// table (src/options/table.ts), between their markers. Loads the TypeScript through Vite.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { GENERATED, regenerate } = await server.ssrLoadModule('/src/options/docs.ts');
  const files = new Map();
  for (const g of GENERATED) files.set(g.file, regenerate(files.get(g.file) ?? readFileSync(g.file, 'utf8'), g));
  const { SCHEMA_FILE, configSchemaText } = await server.ssrLoadModule('/src/options/config.ts');
  files.set(SCHEMA_FILE, configSchemaText());
  for (const [file, text] of files) {
    const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
    if (changed) writeFileSync(file, text);
    console.log(`${file}: ${changed ? 'updated' : 'up to date'}`);
  }
} finally {
  await server.close();
}
