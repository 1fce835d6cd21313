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

// Props in the shapes the node types' descriptors declare (vectors {x,y,z}, colours {r,g,b}, geometry as a builder
// value), so a scene made from a template renders and edits like one built in the designer.
const tr = (en: string, zhCN: string, zhTW: string) => ({ en, 'zh-CN': zhCN, 'zh-TW': zhTW });
const xyz = (x: number, y: number, z: number) => ({ x, y, z });
const rgb = (r: number, g: number, b: number) => ({ r, g, b });
const builder = (className: string, params: Record<string, number | boolean>) => ({ className, params });
const BACKGROUND = { backgroundColor: rgb(0.2, 0.22, 0.26) };

const camera: NodeSpec = { id: 'camera', type: 'OrbitCamera', parent: SCENE_ROOT_ID, name: 'Camera', props: { alpha: -Math.PI / 2.5, beta: Math.PI / 3, radius: 12, target: xyz(0, 0.5, 0) } };
const hemi: NodeSpec = { id: 'sky-light', type: 'HemisphericLight', parent: SCENE_ROOT_ID, name: 'Sky light', props: { direction: xyz(0, 1, 0), intensity: 0.7 } };
const sun: NodeSpec = { id: 'sun', type: 'DirectionalLight', parent: SCENE_ROOT_ID, name: 'Sun', props: { position: xyz(10, 20, 6), direction: xyz(-0.5, -1, -0.3), intensity: 1.2 } };
// The lit template's own lights: softer than the demo's, and a sun low enough that the box's shadow reaches past it on the
// ground (with the demo's lights the ground renders near white, where a shadow barely shows).
const litHemi: NodeSpec = { ...hemi, props: { ...hemi.props, intensity: 0.5 } };
const litSun: NodeSpec = { ...sun, props: { position: xyz(10, 15, 6), direction: xyz(-1, -1.5, -0.6), intensity: 0.8 } };
const ground: NodeSpec = {
  id: 'ground', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Ground',
  props: { geometry: builder('Plane', { width: 20, height: 20 }), position: xyz(0, 0, 0), rotation: xyz(Math.PI / 2, 0, 0), color: rgb(0.45, 0.47, 0.5), castShadow: false },
};
const mesh = (id: string, parent: string, name: string, geometry: ReturnType<typeof builder>, position: ReturnType<typeof xyz>, color: ReturnType<typeof rgb>): NodeSpec =>
  ({ id, type: 'Mesh', parent, name, props: { geometry, position, color } });

/** The shipped templates with their documents. */
export const SCENE_TEMPLATES: readonly (SceneTemplate & { build(): SceneDocumentData })[] = [
  {
    uuid: 'empty', name: 'Empty scene', description: 'Only the scene root.', preview: null,
    titles: tr('Empty scene', '空场景', '空場景'), descriptions: tr('Only the scene root.', '只有场景根节点。', '只有場景根節點。'), build: () => createEmptySceneDocument(),
  },
  {
    uuid: 'basic-lit', name: 'Basic lit scene', description: 'Camera, sky and sun lights, a ground and a box.', preview: null,
    titles: tr('Basic lit scene', '基础光照场景', '基礎光照場景'),
    descriptions: tr('Camera, sky and sun lights, a ground and a box.', '相机、天空光与太阳光、地面和一个立方体。', '相機、天空光與太陽光、地面和一個立方體。'),
    build: () => documentOf([camera, litHemi, litSun, ground,
      mesh('box', SCENE_ROOT_ID, 'Box', builder('Box', { width: 1, height: 1, depth: 1 }), xyz(0, 0.5, 0), rgb(0.3, 0.55, 0.9))], BACKGROUND),
  },
  {
    uuid: 'showroom', name: 'Showroom', description: 'A lit floor with a pedestal group and a spotlight.', preview: null,
    titles: tr('Showroom', '展厅', '展廳'),
    descriptions: tr('A lit floor with a pedestal group and a spotlight.', '带展台组和聚光灯的照明地面。', '帶展台組和聚光燈的照明地面。'),
    build: () => documentOf([camera, hemi, ground,
      { id: 'spot', type: 'SpotLight', parent: SCENE_ROOT_ID, name: 'Spot', props: { position: xyz(0, 6, 0), direction: xyz(0, -1, 0), angle: 0.9, exponent: 2, intensity: 1.5 } },
      { id: 'pedestal', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Pedestal', props: { position: xyz(0, 0, 0) } },
      mesh('pedestal-base', 'pedestal', 'Base', builder('Cylinder', { diameterTop: 2, diameterBottom: 2, height: 0.4 }), xyz(0, 0.2, 0), rgb(0.85, 0.85, 0.82)),
      mesh('exhibit', 'pedestal', 'Exhibit', builder('Sphere', { diameter: 1 }), xyz(0, 0.9, 0), rgb(0.9, 0.55, 0.2))], BACKGROUND),
  },
];

// Names of the templates' nodes in the three languages, by node id: a scene made from a template names them in the
// language of the request (the browser sends the interface language).
const NODE_TITLES: Readonly<Record<string, ReturnType<typeof tr>>> = {
  camera: tr('Camera', '相机', '相機'), 'sky-light': tr('Sky light', '天空光', '天空光'), sun: tr('Sun', '太阳光', '太陽光'),
  ground: tr('Ground', '地面', '地面'), box: tr('Box', '立方体', '立方體'), spot: tr('Spot', '聚光灯', '聚光燈'),
  pedestal: tr('Pedestal', '展台', '展台'), 'pedestal-base': tr('Base', '底座', '底座'), exhibit: tr('Exhibit', '展品', '展品'),
};

/** A template's document with its nodes named in `locale`. */
export function localizedTemplateDocument(document: SceneDocumentData, locale: 'en' | 'zh-CN' | 'zh-TW'): SceneDocumentData {
  const nodes: Record<string, SceneNodeData> = {};
  for (const [id, node] of Object.entries(document.nodes)) {
    const titles = NODE_TITLES[id];
    nodes[id] = titles ? { ...node, name: titles[locale] } : node;
  }
  return { ...document, nodes };
}

/** The demo scene seeded on first start. */
export function demoSceneDocument(): SceneDocumentData {
  return documentOf([
    camera, hemi, sun,
    { id: 'group', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Objects', props: { position: xyz(0, 0, 0) } },
    mesh('box', 'group', 'Box', builder('Box', { width: 1, height: 1, depth: 1 }), xyz(-1.5, 0.5, 0), rgb(0.3, 0.55, 0.9)),
    mesh('sphere', 'group', 'Sphere', builder('Sphere', { diameter: 1 }), xyz(0, 0.5, 0), rgb(0.9, 0.55, 0.2)),
    mesh('cylinder', 'group', 'Cylinder', builder('Cylinder', { diameterTop: 1, diameterBottom: 1, height: 1 }), xyz(1.5, 0.5, 0), rgb(0.35, 0.75, 0.45)),
    { id: 'lamp', type: 'PointLight', parent: SCENE_ROOT_ID, name: 'Lamp', props: { position: xyz(0, 3, 2), intensity: 0.6 } },
  ], BACKGROUND);
}
