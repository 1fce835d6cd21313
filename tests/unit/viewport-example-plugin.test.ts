import { describe, expect, it } from 'vitest';
import { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { MeshBuilder } from '@babylonjs/core/Meshes/meshBuilder.js';
import '@babylonjs/core/Meshes/Builders/boxBuilder.js';
import { newKChannel, newKStage, NodePropsReader, NodeTypes } from '../../sdk/index.js';
import { MaterialStages, PostProcesses } from '../../sdk/viewport/index.js';
import { createTestKernel } from '../../core/testing/index.js';
import { attachShaderPass } from '../../core/runtime/shader-pass.js';
import { KMaterialInstance } from '../../plugins/material-mixed/kmaterial-instance.js';
import viewportExample from '../fixtures/viewport-example-plugin/src/index.js';
import { depthFog } from '../fixtures/viewport-example-plugin/src/depth-fog.js';
import { stripesStage } from '../fixtures/viewport-example-plugin/src/stripes-stage.js';
import { headless, materialProps } from './kmaterial/test-support.js';

// The viewport example the SDK package ships (examples/viewport-example-plugin), run as the guide describes it.
describe('the shipped viewport example plugin', () => {
  it('contributes its material stage and its post effect with the effect node type, and takes them back', async () => {
    const kernel = await createTestKernel({ plugins: [viewportExample] });
    expect(kernel.contributions(MaterialStages).map((s) => s.id)).toContain('AcmeStripes');
    expect(kernel.contributions(PostProcesses).map((p) => p.id)).toContain('AcmeDepthFogPostProcess');
    expect(kernel.contributions(NodeTypes).map((t) => t.id)).toContain('AcmeDepthFogPostProcess');
    await kernel.deactivate(viewportExample.id);
    expect(kernel.contributions(MaterialStages).map((s) => s.id)).not.toContain('AcmeStripes');
    expect(kernel.contributions(PostProcesses).map((p) => p.id)).not.toContain('AcmeDepthFogPostProcess');
    await kernel.dispose();
  });

  it('compiles the stripes stage into a mixed material whose shader is ready in a headless engine', async () => {
    const h = headless();
    const kinds = new Map(h.env.kinds());
    kinds.set(stripesStage.id, stripesStage);
    const env = { ...h.env, kinds: () => kinds };
    const stages = [newKStage('Color', 'c'), newKStage('AcmeStripes', 's')];
    const instance = new KMaterialInstance(materialProps('m1', [{ ...newKChannel('c1', 'c1'), stages }]), h.target, env);
    await instance.whenBuilt();
    expect(instance.lastError).toBeUndefined();
    expect(instance.material.compiledShaders).toContain('acmeStripes');
    const box = MeshBuilder.CreateBox('b', {}, h.scene);
    box.material = instance.material;
    await new Promise<void>((resolve, reject) => instance.material.forceCompilation(box, () => resolve(), undefined, (reason) => reject(new Error(reason))));
    expect(instance.material.isReady(box)).toBe(true);
    instance.dispose();
    h.scene.dispose();
  });

  it('attaches the depth fog pass to a camera, sets its uniforms from the props, follows edits and detaches', () => {
    const { scene } = headless();
    const camera = new FreeCamera('c', new Vector3(0, 0, -10), scene);
    const depth = new BaseTexture(scene);
    const read = (props: Record<string, unknown>) =>
      new NodePropsReader(depthFog.effect.id, depthFog.effect.descriptors).read(
        { id: 'f', type: depthFog.effect.id, parent: 'postProcesses', name: 'fog', children: [], props: props as never },
        Object.keys(props),
      );
    let spec: Parameters<typeof attachShaderPass>[1] | undefined;
    const instance = depthFog.effect.create(read({ start: 5, end: 50, color: { r: 1, g: 0, b: 0 } }), {
      scene, camera, depthTexture: () => depth, requestRender: () => {},
      shaderPass: (s) => { spec = s; return attachShaderPass(camera, s); },
    });
    expect(camera._postProcesses.filter(Boolean)).toHaveLength(1);
    const set: Record<string, unknown> = {};
    const recorder = {
      float: (n: string, v: number) => { set[n] = v; },
      float2: (n: string, x: number, y: number) => { set[n] = [x, y]; },
      float3: (n: string, x: number, y: number, z: number) => { set[n] = [x, y, z]; },
      texture: (n: string, t: BaseTexture) => { set[n] = t; },
    };
    spec!.apply(recorder);
    expect(set).toEqual({ depthSampler: depth, fogColor: [1, 0, 0], fogStart: 5, fogEnd: 50 });
    instance.update(read({ start: 1, end: 2, color: { r: 0, g: 0, b: 1 } }));
    spec!.apply(recorder);
    expect(set).toMatchObject({ fogColor: [0, 0, 1], fogStart: 1, fogEnd: 2 });
    instance.dispose();
    expect(camera._postProcesses.filter(Boolean)).toHaveLength(0);
    scene.dispose();
  });
});
