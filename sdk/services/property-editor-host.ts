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
};

export const PropertyEditorHost = createServiceId<PropertyEditorHost>('inspector.propertyEditorHost');
