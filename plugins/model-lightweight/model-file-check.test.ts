import { describe, expect, it } from 'vitest';
import { MODEL_LIGHT_LARGE_BYTES, MODEL_LIGHT_MAX_BYTES } from '../../sdk/endpoints.js';
import { formatBytes, modelFileProblem, resultFileName } from './model-file-check.js';

describe('modelFileProblem', () => {
  it('takes the formats the server reads, in any case', () => {
    for (const name of ['a.glb', 'b.GLTF', 'c.obj', 'd.Stl', 'e.zip']) expect(modelFileProblem(name, 10, false)).toBeUndefined();
    for (const name of ['a.fbx', 'b.txt', 'noext', 'c.glb.exe']) expect(modelFileProblem(name, 10, false)).toBe('modelLight.format');
  });

  it('refuses 200 MB and more on every plan, and over 100 MB without large models', () => {
    expect(modelFileProblem('a.glb', MODEL_LIGHT_MAX_BYTES, true)).toBe('modelLight.tooLarge');
    expect(modelFileProblem('a.glb', MODEL_LIGHT_MAX_BYTES - 1, true)).toBeUndefined();
    expect(modelFileProblem('a.glb', MODEL_LIGHT_LARGE_BYTES, false)).toBeUndefined();
    expect(modelFileProblem('a.glb', MODEL_LIGHT_LARGE_BYTES + 1, false)).toBe('modelLight.noPermission');
    expect(modelFileProblem('a.glb', MODEL_LIGHT_LARGE_BYTES + 1, true)).toBeUndefined();
  });
});

describe('formatBytes and resultFileName', () => {
  it('writes sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024 + 512 * 1024)).toBe('3.5 MB');
  });

  it('names the result after the model, without path characters', () => {
    expect(resultFileName('pump.obj')).toBe('pump-light.glb');
    expect(resultFileName('a/b:c.glb')).toBe('a-b-c-light.glb');
    expect(resultFileName('.glb')).toBe('model-light.glb');
  });
});
