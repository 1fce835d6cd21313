#!/usr/bin/env node
// The `scene-designer` command. It starts from the bundle that `npm ci` makes (../scripts/bundle.mjs) while that bundle
// is fresh, otherwise from the TypeScript sources through tsx, the project's runner (SCENE_DESIGNER_FROM_SOURCE=1
// forces the sources). Everything else is in ../src.
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { freshBundle } from './fresh-bundle.js';

const cliFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function load() {
  const bundle = process.env.SCENE_DESIGNER_FROM_SOURCE === '1' ? undefined : freshBundle(join(cliFolder, 'dist'), resolve(cliFolder, '../..'));
  if (bundle) return import(bundle);
  const { register } = await import('tsx/esm/api');
  register();
  return import('../src/main.ts');
}

const { run } = await load();
process.exitCode = await run(process.argv);
