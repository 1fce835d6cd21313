import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { standardShadersChunks } from './standard-shaders-chunk.js';

const require = createRequire(import.meta.url);
const path = (module: string) => require.resolve(`@babylonjs/core/${module}`);

describe('the standard shaders chunk groups', () => {
  it("put the standard material's shaders and their includes in one group, and the shader store in one of its own first", () => {
    const [store, standard] = standardShadersChunks();
    expect(store.priority).toBeGreaterThan(standard.priority);
    expect(store.test(path('Engines/shaderStore.js'))).toBe(true);
    expect(standard.test(path('Engines/shaderStore.js'))).toBe(false);
    for (const module of ['Shaders/default.vertex.js', 'Shaders/default.fragment.js', 'Shaders/ShadersInclude/lightFragment.js', 'Shaders/ShadersInclude/helperFunctions.js']) {
      expect(standard.test(path(module)), module).toBe(true);
    }
    // Other shaders and their own includes stay where the bundler puts them.
    for (const module of ['Shaders/pbr.fragment.js', 'Shaders/ShadersInclude/pbrBRDFFunctions.js', 'ShadersWGSL/default.fragment.js', 'Materials/standardMaterial.js']) {
      expect(standard.test(path(module)), module).toBe(false);
    }
  });
});
