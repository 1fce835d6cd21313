import type { LocalizedText } from '../../sdk/index.js';

/** A choice of a scene picker field: what is shown and the stored value. */
export interface PickerOption {
  readonly label: string;
  readonly value: string;
}

/** A property a node declares, for the property picker. */
export interface PropertyOption extends PickerOption {
  /** The descriptor's type ('number', 'color3', …). */
  readonly type: string;
}

/** What the scene picker fields read: the scene document and the node types, as they are now. */
export interface FieldSources {
  nodes(): readonly PickerOption[];
  nodeLabel(id: string): string | undefined;
  properties(nodeId: string): readonly PropertyOption[];
  animations(): readonly PickerOption[];
  states(animationId: string): readonly PickerOption[];
  /** The scene's live-data bindings, named by their node, property and source. */
  bindings(): readonly PickerOption[];
  /** Text shown for an empty picker. */
  readonly none: LocalizedText | string;
}
