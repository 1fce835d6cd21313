import { useEffect, useReducer } from 'react';
import type { PropertyEditorCellProps, PropertyEditorHost } from '../../sdk/index.js';
import { EditorCell } from './editor-cell.js';
import { pickEditor } from './inspector-model.js';
import type { InspectorServices } from './inspector-services.js';

/** The inspector's PropertyEditorHost: a cell with the editor it would choose for a node property of that type. */
export function createEditorHost(services: InspectorServices): PropertyEditorHost {
  return {
    EditorCell: function HostedEditorCell({ fallback, ...props }: PropertyEditorCellProps) {
      // Editors come and go with their plugins: choose again when they do.
      const [, redraw] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        const subscription = services.editors.onDidChange.subscribe(redraw);
        return () => subscription.unsubscribe();
      }, []);
      return <EditorCell editor={pickEditor(services.editors.current, props.descriptor)} props={props} services={services} fallback={fallback} />;
    },
  };
}
