import { SCENE_ROOT_ID, subtreeToRestore } from '../../sdk/index.js';
import type { DocumentDifference, SceneDocumentData, SceneDocumentService, ScenePatch } from '../../sdk/index.js';

/**
 * The patches that put one difference back as the older document had it: a property's or name's older value, a node
 * moved back under its older parent, an added node removed, a removed subtree inserted again (its children that live
 * elsewhere now stay there), a section's older value. Throws with a reason when it cannot be put back.
 */
export function restorePatches(difference: DocumentDifference, older: SceneDocumentData, document: SceneDocumentService): ScenePatch[] {
  switch (difference.kind) {
    case 'property':
      return [document.setPropPatch(difference.id, difference.key, difference.older)];
    case 'renamed':
      return [document.setNamePatch(difference.id, difference.from)];
    case 'added':
      return [document.removePatch(difference.id)];
    case 'moved': {
      const parent = document.get(difference.from.parent);
      if (!parent) throw new Error(`the node it was under (${difference.from.parent}) is gone`);
      if (document.isAncestor(difference.id, parent.id)) throw new Error('it would go under itself');
      return [document.movePatch(difference.id, { parent: parent.id, index: Math.min(difference.from.index, parent.children.length) })];
    }
    case 'removed': {
      const parentId = document.get(difference.at.parent) ? difference.at.parent : SCENE_ROOT_ID;
      const parent = document.get(parentId)!;
      const nodes = subtreeToRestore(older, (id) => document.get(id) !== undefined, difference.id);
      if (nodes.length === 0) throw new Error('the older version does not hold it');
      nodes[0] = { ...nodes[0]!, parent: parentId };
      return [document.insertPatch(nodes, { parent: parentId, index: Math.min(difference.at.index, parent.children.length) })];
    }
    case 'section':
      return [document.setSectionPatch(difference.section, older[difference.section])];
  }
}
