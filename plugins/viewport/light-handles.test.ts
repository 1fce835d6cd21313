import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { nodeIdOfEngineNode } from '../../sdk/index.js';
import { LightHandles } from './light-handles.js';

function setup() {
  const scene = new Scene(new NullEngine());
  const editorLight = new HemisphericLight('editor', Vector3.Up(), scene);
  const handles = new LightHandles(scene, (l) => l === editorLight);
  const light = new PointLight('lamp', new Vector3(1, 4, 2), scene);
  light.metadata = { nodeId: 'lamp' };
  return { scene, handles, light };
}

describe('LightHandles', () => {
  it('gives each positioned document light a handle at its position, whose bulb resolves to the light', () => {
    const { scene, handles, light } = setup();
    const sky = new HemisphericLight('sky', Vector3.Up(), scene);
    sky.metadata = { nodeId: 'sky' };
    handles.sync();
    expect(handles.count).toBe(1);
    expect(handles.proxyOf('sky')).toBeUndefined();
    const proxy = handles.proxyOf('lamp')!;
    expect(proxy.position.asArray()).toEqual([1, 4, 2]);
    const bulb = proxy.getChildMeshes()[0];
    expect(nodeIdOfEngineNode(bulb)).toBe('lamp');
    expect(bulb.isPickable).toBe(true);
    light.position.set(-3, 2, 0);
    handles.sync();
    expect(handles.proxyOf('lamp')!.position.asArray()).toEqual([-3, 2, 0]);
  });

  it('follows the light’s parent and drops the handle with the light', () => {
    const { scene, handles, light } = setup();
    const group = new TransformNode('group', scene);
    light.parent = group;
    handles.sync();
    expect(handles.proxyOf('lamp')!.parent).toBe(group);
    const meshesBefore = scene.meshes.length;
    light.dispose();
    handles.sync();
    expect(handles.count).toBe(0);
    expect(scene.meshes.length).toBe(meshesBefore - 1);
  });

  it('ignores lights that belong to no document node', () => {
    const { scene, handles } = setup();
    new PointLight('stray', Vector3.Zero(), scene);
    handles.sync();
    expect(handles.count).toBe(1);
  });
});
