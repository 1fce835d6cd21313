#!/usr/bin/env node
// The `scene-designer` command: the TypeScript sources run through tsx (the project's runner; nothing to build
// before `npm ci` has installed it). Everything else is in ../src.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/main.ts');
process.exitCode = await run(process.argv);
