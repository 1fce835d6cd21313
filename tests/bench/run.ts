// Runs every tests/bench/*.bench.ts (default export: an async function printing its figures), one after another.
// `npm run bench [name…]` runs only the bench files whose names contain one of the given words.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}`);
  const started = performance.now();
  try {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default?: () => Promise<void> };
    if (typeof module.default !== 'function') throw new Error('it has no default export function');
    await module.default();
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    console.error(`${file} failed:`, error);
  }
}
if (files.length === 0) console.log('No bench files matched.');
process.exit(failed > 0 ? 1 : 0);
