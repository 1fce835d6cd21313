// Every built-in node type is built from its descriptor table: each declared property is read by its adapter (or says
// who reads it instead), and no adapter reads a property its table does not declare.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { NodeTypes, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import type { JsonObject, NodeTypeBundle, PluginDefinition } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import geometryBox from '../../plugins/geometry-box/index.js';

const plugins = import.meta.glob<{ default: PluginDefinition }>('../../plugins/node-*/index.ts', { eager: true });
const adapters = import.meta.glob<Record<string, unknown>>('../../plugins/node-*/adapter.ts', { eager: true });

function bundles(): NodeTypeBundle[] {
  return Object.values(adapters).flatMap((module) => Object.values(module).filter((v): v is NodeTypeBundle =>
    !!v && typeof v === 'object' && 'readNames' in v && 'adapter' in v && 'type' in v));
}

/** Props beyond the defaults that take an adapter down its other paths (a mesh from a stored asset, not a builder). */
const VARIANTS: Readonly<Record<string, readonly JsonObject[]>> = {
  Mesh: [{ geometry: null, asset: 'stored.kmb', assetParts: 2 }, { geometry: null, meshData: '' }],
  Scene: [{ skyMode: 'preset' }, { skyMode: 'hdr' }, { foregroundImage: 'data:image/png;base64,' }],
};

describe('node types from descriptor tables', () => {
  it('every node-* plugin builds its node types with defineNodeType', () => {
    expect(Object.keys(plugins).length).toBe(20);
    expect(bundles().length).toBe(20);
  });

  it('each declared property is read by the adapter or names its reader, and nothing undeclared is read', async () => {
    const all = bundles();
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [...Object.values(plugins).map((m) => m.default), geometryBox]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const runtime = kernel.services.get(SceneRuntimeService).start(new Scene(new NullEngine()));
    const types = kernel.registry.list(NodeTypes).current;
    let n = 0;
    const add = (type: string, props: JsonObject, parent = SCENE_ROOT_ID) => {
      const id = `n${n++}`;
      undo.execute([document.insertPatch([{ id, type, parent, name: id, props, children: [] }], { parent, index: 0 })]);
      return id;
    };
    for (const bundle of all) {
      const type = types.find((t) => t.id === bundle.type.id)!;
      if (bundle.type.id === 'Scene') continue;
      const parent = bundle.type.id === 'ShadowGenerator' ? add('DirectionalLight', {}) : SCENE_ROOT_ID;
      for (const props of [type.defaults!(), ...(VARIANTS[type.id] ?? []).map((v) => ({ ...type.defaults!(), ...v }))]) {
        const id = add(type.id, props, parent);
        expect(runtime.objectOf(id), type.id).toBeDefined();
        // Every property changed once more: an update reads what creation may have skipped.
        for (const d of type.descriptors) undo.execute([document.setPropPatch(id, d.name, props[d.name] ?? null)]);
      }
    }
    const root = document.get(SCENE_ROOT_ID)!;
    for (const variant of VARIANTS.Scene) for (const [key, value] of Object.entries(variant)) undo.execute([document.setPropPatch(root.id, key, value)]);
    await runtime.whenIdle();
    for (const bundle of all) {
      const declared = bundle.type.descriptors.map((d) => d.name).sort();
      const elsewhere = Object.keys(bundle.readElsewhere);
      expect([...new Set([...bundle.readNames, ...elsewhere])].sort(), `${bundle.type.id}: read or named reader`).toEqual(declared);
      expect(elsewhere.filter((name) => bundle.readNames.has(name)), `${bundle.type.id}: read elsewhere yet read`).toEqual([]);
    }
  });
});
