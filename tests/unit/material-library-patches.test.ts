// Adding several materials to a scene whose material library exists (a second imported model): every one is linked.
import { describe, expect, it } from 'vitest';
import { MATERIAL_CONTAINER_ID, SCENE_ROOT_ID, SceneDocumentService, UndoService, addMaterialsPatch, addMaterialsPatches, materialNodes } from '../../sdk/index.js';
import type { SceneNodeData } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';

const material = (id: string): SceneNodeData => ({ id, type: 'PBRMaterial', parent: MATERIAL_CONTAINER_ID, name: id, props: {}, children: [] });

async function documentWithLibrary() {
  const kernel = await createEditorKernel([sceneServiceModule], []);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  undo.execute(addMaterialsPatches(document, [material('first')], 'Materials'));
  return { document, undo };
}

describe('material library patches', () => {
  it('a library made with the materials holds them all', async () => {
    const kernel = await createEditorKernel([sceneServiceModule], []);
    const document = kernel.services.get(SceneDocumentService);
    kernel.services.get(UndoService).execute(addMaterialsPatches(document, [material('a'), material('b')], 'Materials'));
    expect(document.get(MATERIAL_CONTAINER_ID)!.parent).toBe(SCENE_ROOT_ID);
    expect(materialNodes((id) => document.get(id)).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('several materials into an existing library are each linked, in order, and undone as one step', async () => {
    const { document, undo } = await documentWithLibrary();
    undo.execute(addMaterialsPatches(document, [material('orange'), material('red')], 'Materials'));
    expect(document.get(MATERIAL_CONTAINER_ID)!.children).toEqual(['first', 'orange', 'red']);
    expect(materialNodes((id) => document.get(id)).map((m) => m.id)).toEqual(['first', 'orange', 'red']);
    undo.undo();
    expect(document.get(MATERIAL_CONTAINER_ID)!.children).toEqual(['first']);
    expect(document.get('red')).toBeUndefined();
  });

  it('the one-material patch refuses several into an existing library instead of linking only the first', async () => {
    const { document } = await documentWithLibrary();
    expect(() => addMaterialsPatch(document, [material('x'), material('y')], 'Materials')).toThrow(/addMaterialsPatches/);
    expect(() => addMaterialsPatch(document, [material('x')], 'Materials')).not.toThrow();
  });
});
