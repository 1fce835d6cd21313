// The complete example plugins shipped in the package (`@scene-platform/sdk/examples/<name>`): the same files the
// repository's tests load into a designer, so every example an author reads is one that runs.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir, repoRoot } from './api-report.js';

/** One shipped example: where it lives in the repository and what it shows. */
export interface ShippedExample {
  readonly name: string;
  /** Folder or file under tests/fixtures. */
  readonly source: string;
  /** What it shows, and the section of the guide it belongs to. */
  readonly shows: string;
  /** The test that loads it into a real designer. */
  readonly provedBy: string;
}

export const shippedExamples: readonly ShippedExample[] = [
  { name: 'example-plugin', source: 'example-plugin/src', shows: 'TypeScript, bundled: a geometry builder, a property editor and a panel without React, a command with a key binding, texts in three languages ("The shape of a plugin", "Geometry builders", "Property editors")', provedBy: 'tests/e2e/sdk-example-plugin.spec.ts' },
  { name: 'viewport-example-plugin', source: 'viewport-example-plugin/src', shows: 'TypeScript with @scene-platform/sdk/viewport: a material stage written as one GLSL function and a post effect reading the camera depth ("Material types and stages", "Post-effect shaders" in plugins-reference.md)', provedBy: 'tests/unit/viewport-example-plugin.test.ts, npm run test:sdk-package' },
  { name: 'logic-block-plugin', source: 'logic-block-plugin', shows: 'plain ES module, no build: a logic block with its toolbox category and code generator ("Logic blocks")', provedBy: 'tests/e2e/logic-window.spec.ts' },
  { name: 'particle-stage-plugin', source: 'particle-stage-plugin', shows: 'plain ES module, no build: a particle modifier stage ("Particle stages")', provedBy: 'tests/e2e/particles.spec.ts' },
  { name: 'post-effect-plugin', source: 'post-effect-plugin', shows: 'plain ES module, no build: a GLSL post effect through the shader pass ("Post-process effects")', provedBy: 'tests/e2e/post-processing.spec.ts' },
];

/** Copy the examples into dist/examples with a README naming each. */
export function copyExamples(): void {
  const target = join(packageDir, 'dist', 'examples');
  mkdirSync(target, { recursive: true });
  for (const example of shippedExamples) {
    cpSync(join(repoRoot, 'tests', 'fixtures', example.source), join(target, example.name), { recursive: true });
  }
  const rows = shippedExamples.map((e) => `| \`${e.name}/\` | ${e.shows} |`);
  writeFileSync(
    join(target, 'README.md'),
    [
      '# Examples',
      '',
      'Complete plugins, each loaded into a real designer by the platform\'s own tests. Bundle a TypeScript one with',
      '`esbuild src/index.ts --bundle --format=esm --external:@scene-platform/sdk --external:@scene-platform/sdk/*`;',
      'load a `.js` one as it is (File › Load plugin from URL…).',
      '',
      '| folder | what it shows |',
      '|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}
