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
   * subscriber) the cell shows an error and the fault is reported as its plugin's ('editor').
   */
  readonly EditorCell: ReactComponent<PropertyEditorProps>;
}

export const PropertyEditorHost = createServiceId<PropertyEditorHost>('inspector.propertyEditorHost');
