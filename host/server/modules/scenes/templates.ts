/** Scene templates (findAllTemplates / createScene) and the demo scene, as SceneDocumentData. */
import type { SceneDocumentData, SceneNodeData } from '../../../../sdk/scene/document.js';
import { SCENE_ROOT_ID } from '../../../../sdk/scene/document.js';
import { createEmptySceneDocument } from '../../../../sdk/scene/empty-document.js';
import type { SceneTemplate } from '../../../../sdk/contract/scene.js';

type NodeSpec = Omit<SceneNodeData, 'children'>;

/** Builds a document from nodes listed parent-first (children lists are derived). */
export function documentOf(nodes: readonly NodeSpec[], rootProps: Record<string, unknown> = {}): SceneDocumentData {
  const base = createEmptySceneDocument(rootProps as SceneNodeData['props']);
  const all: Record<string, SceneNodeData> = { ...base.nodes };
  const children: Record<string, string[]> = { [SCENE_ROOT_ID]: [] };
  for (const n of nodes) {
    children[n.id] = [];
    (children[n.parent ?? SCENE_ROOT_ID] ??= []).push(n.id);
  }
  for (const n of nodes) all[n.id] = { ...n, children: children[n.id] };
  all[SCENE_ROOT_ID] = { ...all[SCENE_ROOT_ID], children: children[SCENE_ROOT_ID] };
  return { ...base, nodes: all };
}

const camera: NodeSpec = { id: 'camera', type: 'ArcRotateCamera', parent: SCENE_ROOT_ID, name: 'Camera', props: { alpha: -Math.PI / 2.5, beta: Math.PI / 3, radius: 12, target: [0, 0.5, 0] } };
const hemi: NodeSpec = { id: 'sky-light', type: 'HemisphericLight', parent: SCENE_ROOT_ID, name: 'Sky light', props: { direction: [0, 1, 0], intensity: 0.7 } };
const sun: NodeSpec = { id: 'sun', type: 'DirectionalLight', parent: SCENE_ROOT_ID, name: 'Sun', props: { direction: [-0.5, -1, -0.3], intensity: 1.2 } };
const ground: NodeSpec = { id: 'ground', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Ground', props: { geometry: 'ground', width: 20, height: 20, position: [0, 0, 0] } };

/** The shipped templates with their documents. */
export const SCENE_TEMPLATES: readonly (SceneTemplate & { build(): SceneDocumentData })[] = [
  { uuid: 'empty', name: 'Empty scene', description: 'Only the scene root.', preview: null, build: () => createEmptySceneDocument() },
  {
    uuid: 'basic-lit', name: 'Basic lit scene', description: 'Camera, sky and sun lights, a ground and a box.', preview: null,
    build: () => documentOf([camera, hemi, sun, ground,
      { id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', props: { geometry: 'box', size: 1, position: [0, 0.5, 0] } }],
    { clearColor: [0.2, 0.22, 0.26, 1] }),
  },
  {
    uuid: 'showroom', name: 'Showroom', description: 'A lit floor with a pedestal group and a spotlight.', preview: null,
    build: () => documentOf([camera, hemi, ground,
      { id: 'spot', type: 'SpotLight', parent: SCENE_ROOT_ID, name: 'Spot', props: { position: [0, 6, 0], direction: [0, -1, 0], angle: 0.9, exponent: 2, intensity: 1.5 } },
      { id: 'pedestal', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Pedestal', props: { position: [0, 0, 0] } },
      { id: 'pedestal-base', type: 'Mesh', parent: 'pedestal', name: 'Base', props: { geometry: 'cylinder', diameter: 2, height: 0.4, position: [0, 0.2, 0] } },
      { id: 'exhibit', type: 'Mesh', parent: 'pedestal', name: 'Exhibit', props: { geometry: 'sphere', diameter: 1, position: [0, 1, 0] } }]),
  },
];

/** The demo scene seeded on first start. */
export function demoSceneDocument(): SceneDocumentData {
  return documentOf([
    camera, hemi, sun, ground,
    { id: 'group', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Objects', props: { position: [0, 0, 0] } },
    { id: 'box', type: 'Mesh', parent: 'group', name: 'Box', props: { geometry: 'box', size: 1, position: [-1.5, 0.5, 0] } },
    { id: 'sphere', type: 'Mesh', parent: 'group', name: 'Sphere', props: { geometry: 'sphere', diameter: 1, position: [0, 0.5, 0] } },
    { id: 'cylinder', type: 'Mesh', parent: 'group', name: 'Cylinder', props: { geometry: 'cylinder', diameter: 1, height: 1, position: [1.5, 0.5, 0] } },
    { id: 'lamp', type: 'PointLight', parent: SCENE_ROOT_ID, name: 'Lamp', props: { position: [0, 3, 2], intensity: 0.6 } },
  ], { clearColor: [0.2, 0.22, 0.26, 1] });
}
