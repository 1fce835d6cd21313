import type { ExposedOwnerKind } from './document.js';
import type { JsonValue } from './json.js';

/** Command ids of the scene's shared commands, so plugins run each other's actions without importing them. */
export const SceneCommandIds = Object.freeze({
  /** Undo one step (Ctrl+Z). */
  undo: 'scene.undo',
  /** Redo one step (Ctrl+Y, Ctrl+Shift+Z). */
  redo: 'scene.redo',
  /** Prefix of "create a node of type X" commands: `scene.createNode.<className>`; args CreateNodeArgs. */
  createNodePrefix: 'scene.createNode.',
  /** Open the 'Set Parameters' dialog; args ExposeDialogArgs. */
  openExposeDialog: 'exposedProperties.openDialog',
});

/** Arguments of a create-node command (all optional). */
export interface CreateNodeArgs {
  /** Parent id (default the root). */
  readonly parent?: string;
  /** Name (default the type's title). */
  readonly name?: string;
  /** Props that override the defaults. */
  readonly props?: Readonly<Record<string, JsonValue>>;
  /** Select the new node (default true). */
  readonly select?: boolean;
}

/** Arguments of the open-expose-dialog command. */
export interface ExposeDialogArgs {
  /** Owner of the property. */
  readonly owner: { readonly kind: ExposedOwnerKind; readonly id: string };
  /** Property key. */
  readonly property: string;
  /** Property type. */
  readonly type: string;
  /** Property title in the active language (the default name). */
  readonly title: string;
}
