import { animationEntities } from '../../../sdk/index.js';
import type { NodeId, SceneDocumentService } from '../../../sdk/index.js';

/**
 * Whether a state animation of the document drives a node's property. Read from the document's `animations` section,
 * so the core needs no animation service (the animation plugin provides that).
 */
export function isStateDrivenIn(document: SceneDocumentService, id: NodeId, property: string): boolean {
  return animationEntities(document.section('animations')).some((a) => a.kind === 'state' && a.targets.some((t) => t.nodeId === id && t.property === property));
}
