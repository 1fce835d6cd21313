import { createServiceId } from '../kernel/service-id.js';
import type { ReactComponent } from '../workbench/react-component.js';
import type { PropertyEditorProps } from '../scene/points.js';

/**
 * How the inspector shows a property editor, for an editor that draws rows of its own (a geometry builder's
 * parameters): the same choice of editor as for node properties, from the same PropertyEditors contributions.
 * Provided by `builtin.inspector` (list it in `dependsOn`).
 */
export interface PropertyEditorHost {
  /**
   * One editor cell for `props.descriptor`: the editor the inspector picks for its type (drawn by React or mounted),
   * or 'No editor for type' when there is none. When the editor throws (rendering, mounting, or in its props
   * subscriber) the cell shows an error and the fault is reported as its plugin's ('editor'). With a `fallback`, the
   * cell draws it (with the same props) in place of 'No editor for type' and of the error.
   */
  readonly EditorCell: ReactComponent<PropertyEditorCellProps>;
}

/** The props of a {@link PropertyEditorHost} cell: the editor's props, and what to draw when no editor can serve. */
export type PropertyEditorCellProps = PropertyEditorProps & {
  /** Drawn when no editor handles the type, or when the chosen one fails (its fault is still reported). */
  readonly fallback?: ReactComponent<PropertyEditorProps>;
  /**
   * Where the value sits on the node, as a dotted path (a Box's width: `geometry.params.width`). Given for a number or
   * vector value, the cell has the mover button and editor a node's number row has (spec 001 §3 Mover): a mover on
   * that path is kept in the node's `movers` prop and drives the value at run time. The host draws the mover editor
   * after the cell, spanning a grid row (`grid-column: 1 / -1`) when the cell sits in one.
   */
  readonly moverPath?: string;
};

export const PropertyEditorHost = createServiceId<PropertyEditorHost>('inspector.propertyEditorHost');
