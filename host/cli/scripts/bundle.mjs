// Bundles the `scene-designer` command into host/cli/dist (run by `npm ci` / `npm install` through the root package's
// `prepare`). Starting from the bundle spares Node resolving and tsx compiling about a thousand modules on every run
// (about 1.1 s of a 10,000-node export: docs/cli.md). The bin falls back to the sources when the bundle is missing or
// older than any of them, so an edited checkout never runs stale code; a failed bundle only costs that speed.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const cliFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(cliFolder, '../..');
/** `--outdir <folder>` (tests) or host/cli/dist, where the bin looks. */
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? resolve(process.argv[outdirFlag + 1]) : join(cliFolder, 'dist');
/** The file the bin reads (bin/fresh-bundle.js): when the bundle was made and which of the project's files went in. */
const MANIFEST = 'bundle-inputs.json';

/** Packages loaded from node_modules at run time: native addons, files found next to their code, or a browser. */
const EXTERNAL = ['better-sqlite3', 'playwright-core', 'gltf-validator'];

async function bundle() {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const builtAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: { 'scene-designer': join(cliFolder, 'src/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    external: EXTERNAL,
    tsconfig: join(root, 'tsconfig.json'),
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => relative(root, resolve(root, input)))
    .filter((input) => !input.startsWith('node_modules') && !input.includes(':'));
  // package-lock.json stands for node_modules: a changed dependency makes the bundle stale too.
  writeFileSync(join(outdir, MANIFEST), JSON.stringify({ builtAt, inputs: [...inputs, 'package-lock.json'] }));
  return inputs.length;
}

try {
  const count = await bundle();
  console.log(`scene-designer: bundled ${count} source files into ${relative(root, outdir)}`);
} catch (error) {
  rmSync(outdir, { recursive: true, force: true });
  console.warn(`scene-designer: not bundled (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); the command runs from its sources`);
}
