import { MATERIAL_CONTAINER_ID, MAX_MATERIALS, MESH_MATERIAL_PROP, addMaterialsPatch, sameJson, materialDefaults, materialNodes } from '../../sdk/index.js';
import type { JsonObject, MaterialTypeContribution, NodeId, SceneDocumentService, SceneNodeData, ScenePatch } from '../../sdk/index.js';
import { toDocumentProps } from './resource-props.js';

/** Why a built-in material could not be applied. */
export type MaterialDropProblem = 'unknownType' | 'tooMany';

/**
 * The patches that give meshes a built-in material through the document model: the scene's material of the same type,
 * name and props when there is one (dropping the same preset twice shares it), else a new material node in the
 * library made from the preset's props (only those the type declares); then each mesh names it.
 */
export function builtinMaterialPatches(
  document: SceneDocumentService, type: MaterialTypeContribution | undefined, name: string, catalogueProps: Readonly<Record<string, unknown>>,
  meshes: readonly NodeId[], containerName: string,
): { patches: ScenePatch[]; materialId?: NodeId; problem?: MaterialDropProblem } {
  if (!type) return { patches: [], problem: 'unknownType' };
  const known = new Set(type.descriptors.map((d) => d.name));
  const given = Object.fromEntries(Object.entries(toDocumentProps(catalogueProps)).filter(([k]) => known.has(k))) as JsonObject;
  const props: JsonObject = { ...materialDefaults(type), ...given };
  const library = materialNodes((id) => document.get(id));
  const same = library.find((m) => m.type === type.id && m.name === name && sameJson(m.props, props));
  const patches: ScenePatch[] = [];
  let materialId = same?.id;
  if (!materialId) {
    if (library.length >= MAX_MATERIALS) return { patches: [], problem: 'tooMany' };
    materialId = document.newId();
    const node: SceneNodeData = { id: materialId, type: type.id, parent: MATERIAL_CONTAINER_ID, name: name.slice(0, 120), props, children: [] };
    patches.push(addMaterialsPatch(document, [node], containerName));
  }
  for (const id of meshes) patches.push(document.setPropPatch(id, MESH_MATERIAL_PROP, materialId));
  return { patches, materialId };
}
