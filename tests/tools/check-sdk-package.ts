// `npm run test:sdk-package` (part of `npm test`): the examples the package ships type-check against the packed SDK as an
// outside author installs it. Builds the package, packs it (npm pack), unpacks the tarball into a temporary project's
// node_modules the way `npm install <tarball>` does, links there only the package's declared dependencies (not its
// optional peer @babylonjs/core, not React), and runs tsc with strict settings on the shipped examples: the engine-free
// example with skipLibCheck off (so the SDK's own declarations are checked too), then the viewport example with
// @babylonjs/core added, with skipLibCheck on (clean) and off (errors only in Babylon.js's own declarations).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const packageDir = join(root, 'packages/sdk');
const started = performance.now();
const step = (what: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${what}`);
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const temp = mkdtempSync(join(tmpdir(), 'kf-sdk-package-'));
try {
  step('building @scene-platform/sdk');
  run(process.execPath, ['--import', 'tsx', join(packageDir, 'scripts/build.ts')], root);

  step('packing');
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', temp], packageDir)) as Array<{ filename: string; size: number; entryCount: number }>;
  const tarball = join(temp, packed[0].filename);
  console.log(`  ${packed[0].filename}: ${packed[0].entryCount} files, ${(packed[0].size / 1024).toFixed(1)} kB`);

  step('installing it with its declared dependencies only');
  const project = join(temp, 'project');
  const installed = join(project, 'node_modules/@scene-platform/sdk');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], temp);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; exports?: Record<string, unknown> };
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    const target = join(project, 'node_modules', name);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), target, 'dir');
  }
  for (const absent of ['@babylonjs/core', 'react', '@types/react']) {
    if (existsSync(join(project, 'node_modules', absent))) throw new Error(`${absent} must not be installed in the check`);
  }

  const examples = join(installed, 'dist/examples');
  for (const shipped of ['README.md', 'example-plugin/index.ts', 'viewport-example-plugin/index.ts', 'logic-block-plugin/index.js', 'particle-stage-plugin/index.js', 'post-effect-plugin/index.js']) {
    if (!existsSync(join(examples, shipped))) throw new Error(`the package does not ship examples/${shipped}`);
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'acme-example-plugin', private: true, type: 'module' }));
  const compilerOptions = {
    target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', types: [],
    strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noImplicitOverride: true,
    noPropertyAccessFromIndexSignature: true, skipLibCheck: false, isolatedModules: true, verbatimModuleSyntax: true, noEmit: true,
  };
  const typeCheck = (options: Record<string, unknown>) => {
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, ...options }, include: ['src'] }));
    try {
      run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(project, 'tsconfig.json')], project);
      return [];
    } catch (error) {
      const output = (error as { stdout?: string }).stdout ?? '';
      return output.split('\n').filter((line) => / error TS\d+/.test(line));
    }
  };

  step('type-checking the shipped example plugin against it (no Babylon, no React, skipLibCheck off)');
  cpSync(join(examples, 'example-plugin'), join(project, 'src'), { recursive: true });
  // Every published entry resolves and its declarations check, whether or not the example uses it (but ./viewport,
  // whose types name Babylon.js, the optional peer that is deliberately not installed here).
  const subpaths = Object.keys(manifest.exports ?? {}).filter((p) => p !== './package.json' && p !== './viewport');
  writeFileSync(
    join(project, 'src/published-entries.ts'),
    subpaths.map((p, i) => `export type * as entry${i} from '@scene-platform/sdk${p === '.' ? '' : p.slice(1)}';`).join('\n') + '\n',
  );
  console.log(`  entries: ${subpaths.join(', ')}`);
  const exampleErrors = typeCheck({});
  if (exampleErrors.length > 0) throw new Error(`example-plugin: ${exampleErrors.length} errors\n${exampleErrors.join('\n')}`);

  step('type-checking the shipped viewport example with @babylonjs/core installed');
  rmSync(join(project, 'src'), { recursive: true, force: true });
  cpSync(join(examples, 'viewport-example-plugin'), join(project, 'src'), { recursive: true });
  mkdirSync(join(project, 'node_modules/@babylonjs'), { recursive: true });
  symlinkSync(join(root, 'node_modules/@babylonjs/core'), join(project, 'node_modules/@babylonjs/core'), 'dir');
  const viewportErrors = typeCheck({ skipLibCheck: true });
  if (viewportErrors.length > 0) throw new Error(`viewport-example-plugin (skipLibCheck on): ${viewportErrors.length} errors\n${viewportErrors.join('\n')}`);
  // With skipLibCheck off, Babylon.js's own declarations fail (they name WebGPU types TypeScript's DOM library lacks):
  // none of those errors may be in the SDK's declarations or in the plugin.
  const strictErrors = typeCheck({});
  const ours = strictErrors.filter((line) => !line.includes('node_modules/@babylonjs/'));
  if (ours.length > 0) throw new Error(`viewport-example-plugin (skipLibCheck off): errors outside Babylon.js\n${ours.join('\n')}`);
  console.log(`  with skipLibCheck off: ${strictErrors.length} errors, all in @babylonjs/core's own declarations, none in the SDK or the plugin`);
  step('the shipped examples type-check against the packed SDK');
} catch (error) {
  const output = (error as { stdout?: string }).stdout;
  if (output) console.error(output);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
