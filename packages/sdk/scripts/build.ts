// `npm run build:sdk`: compile the SDK package (JavaScript plus .d.ts) into packages/sdk/dist.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { declarationOverrides, packageDir } from './api-report.js';
import { copyExamples } from './examples.js';

const require = createRequire(import.meta.url);
rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });
for (const [path, text] of declarationOverrides()) {
  const target = join(packageDir, 'dist', path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
copyExamples();
console.log(`built ${join(packageDir, 'dist')}`);
