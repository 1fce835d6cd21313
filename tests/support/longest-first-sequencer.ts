import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take longest, started first. Vitest orders files by the durations of its last run; a clean clone (CI)
 * has none and keeps the glob's order, which put the 40–90 s files (restarts, scale-out, the SDK's API report) last,
 * where one of the two workers ran them alone while the other had finished.
 */
const LONGEST = [
  'tests/api/restarts.test.ts',
  'tests/api/edge-fuzz.test.ts',
  'tests/api/scale-out.test.ts',
  'tests/api/graceful-shutdown.test.ts',
  'tests/api/publishing.test.ts',
  'tests/unit/sdk-package.test.ts',
  'tests/unit/scene-tree-panel.test.tsx',
  'tests/unit/plugin-host.test.ts',
  'libs/generated-textures/generated-textures.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = LONGEST.findIndex((path) => spec.moduleId.endsWith(path));
  return index === -1 ? LONGEST.length : index;
};

/** Vitest's own order (its cached durations when it has them), with the known longest files moved to the front. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects stay in Vitest's order (one runs after the other); within one, the longest lead.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => project(a.spec) - project(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
