// The server's scene templates and demo scene, loaded into the editor's runtime with the real node-type and
// geometry-builder plugins: every node type and prop is one the designer knows, and every mesh has geometry.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { NodeTypes, SceneRuntimeService } from '../../sdk/index.js';
import type { SceneDocumentData } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { SceneDocumentWriter } from '../../core/services/scene/scene-document-writer.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import { demoSceneDocument, SCENE_TEMPLATES } from '../../host/server/modules/scenes/templates.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';
import nodeHemispheric from '../../plugins/node-hemispheric-light/index.js';
import nodeDirectional from '../../plugins/node-directional-light/index.js';
import nodePoint from '../../plugins/node-point-light/index.js';
import nodeSpot from '../../plugins/node-spot-light/index.js';
import nodeCamera from '../../plugins/node-orbit-camera/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import geometryCylinder from '../../plugins/geometry-cylinder/index.js';
import geometryPlane from '../../plugins/geometry-plane/index.js';
import geometrySphere from '../../plugins/geometry-sphere/index.js';

const plugins = [nodeScene, nodeMesh, nodeTransform, nodeHemispheric, nodeDirectional, nodePoint, nodeSpot, nodeCamera, geometryBox, geometryCylinder, geometryPlane, geometrySphere];

const documents: [string, () => SceneDocumentData][] = [
  ['the demo scene', demoSceneDocument],
  ...SCENE_TEMPLATES.map((t): [string, () => SceneDocumentData] => [`the '${t.name}' template`, t.build]),
];

describe.each(documents)('%s', (_, build) => {
  it('uses only node types and props the designer declares', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], plugins);
    const declared = new Map(kernel.registry.list(NodeTypes).current.map((t) => [t.id, new Set(t.descriptors.map((d) => d.name))]));
    for (const node of Object.values(build().nodes)) {
      expect(declared.has(node.type), `node type ${node.type}`).toBe(true);
      for (const key of Object.keys(node.props)) expect(declared.get(node.type)!.has(key), `${node.type}.${key}`).toBe(true);
    }
  });

  it('renders: every mesh gets geometry, every light and camera an engine object', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], plugins);
    const document = kernel.services.get(SceneDocumentWriter);
    document.load(JSON.stringify(build()));
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    await runtime.whenIdle();
    for (const node of Object.values(document.snapshot().nodes)) {
      if (node.type === 'Scene') continue;
      const engineNode = runtime.objectOf(node.id)?.node;
      expect(engineNode, `${node.name} has an engine object`).toBeTruthy();
      if (node.type === 'Mesh') expect((engineNode as Mesh).getTotalVertices(), `${node.name} has vertices`).toBeGreaterThan(0);
    }
    runtime.dispose();
    scene.dispose();
  });
});
