import type { SceneRow } from '../../../../../sdk/contract/scene.js';

/** Which dialog the scene list shows, with what it acts on. */
export type SceneDialog =
  | { kind: 'create' }
  | { kind: 'rename'; scene: SceneRow }
  | { kind: 'copy'; scene: SceneRow }
  | { kind: 'move'; scene: SceneRow }
  | { kind: 'delete'; scene: SceneRow }
  | { kind: 'renameCategory'; category: string }
  | { kind: 'deleteCategory'; category: string };

/** The category filter value that means every category. */
export const ALL = '\u0000all';
