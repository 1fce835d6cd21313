// Not an HTTP test: the built-in generators checked against Babylon's readers (kept here because host/server may not import browser code).
import { describe, expect, it } from 'vitest';
import { RGBE_ReadHeader, RGBE_ReadPixels } from '@babylonjs/core/Misc/HighDynamicRange/hdr.js';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { encodeHdr } from '../../host/server/modules/builtins/rgbe-encoder.js';
import { boxGeometry, geometryToGlb } from '../../host/server/modules/builtins/glb-models.js';

// The generated files read back with Babylon's own HDR reader and glTF loader, as the designer will load them.
describe('Babylon reads the generated built-ins', () => {
  it('decodes our .hdr with its RGBE reader', () => {
    const width = 64;
    const height = 8;
    const rgb = new Float32Array(width * height * 3).map((_, i) => ((i % 9) + 1) * 0.5);
    const bytes = encodeHdr({ width, height, rgb });
    const info = RGBE_ReadHeader(bytes);
    expect([info.width, info.height]).toEqual([width, height]);
    const pixels = RGBE_ReadPixels(bytes, info);
    expect(pixels.length).toBe(width * height * 3);
    for (let i = 0; i < pixels.length; i++) expect(Math.abs(pixels[i] - rgb[i])).toBeLessThan(rgb[i] / 64 + 1e-3);
  });

  it('loads our GLB with its glTF loader', async () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    const glb = await geometryToGlb('box', boxGeometry(), [1, 0, 0, 1]);
    const container = await LoadAssetContainerAsync(new Uint8Array(glb), scene, { pluginExtension: '.glb' });
    const mesh = container.meshes.find((m) => m.name === 'box');
    expect(mesh?.getTotalVertices()).toBe(24);
    expect(mesh?.getTotalIndices()).toBe(36);
    scene.dispose();
    engine.dispose();
  });
});
