import { useCallback } from 'react';
import type { HostedPropertyEditor, NodeId, PluginFaultService, PropertyEditorProps, ReactComponent, TranslateFn } from '../../sdk/index.js';
import { MountedEditor } from './mounted-editor.js';
import { RowErrorBoundary } from './row-error-boundary.js';

const editorKeys = new WeakMap<HostedPropertyEditor, number>();
let nextEditorKey = 1;

/** A number per editor contribution: a row that failed tries again when its editor is replaced or unloaded. */
function editorKeyOf(editor: HostedPropertyEditor | undefined): number {
  if (!editor) return 0;
  let key = editorKeys.get(editor);
  if (key === undefined) editorKeys.set(editor, (key = nextEditorKey++));
  return key;
}

const selectionKeys = new WeakMap<readonly NodeId[], number>();
let nextSelectionKey = 1;

/** A number per selection list (the panel keeps one list per selection): no joining of 10,000 ids in every row. */
function selectionKeyOf(nodeIds: readonly NodeId[]): number {
  let key = selectionKeys.get(nodeIds);
  if (key === undefined) selectionKeys.set(nodeIds, (key = nextSelectionKey++));
  return key;
}

/** What an editor cell needs of the inspector. */
export interface EditorCellServices {
  readonly faults?: PluginFaultService;
  readonly t: TranslateFn;
}

/**
 * The editor of one property (React or mounted), or 'No editor for type' when there is none. A throw in the editor
 * shows the row's failure and is reported as its plugin's fault; the cell tries again on another selection or editor.
 * A `fallback` (a host cell's caller's own editor) is drawn in place of 'No editor for type' and of the failure.
 */
export function EditorCell({ editor, props, services, fallback: Fallback }: {
  readonly editor: HostedPropertyEditor | undefined; readonly props: PropertyEditorProps; readonly services: EditorCellServices;
  readonly fallback?: ReactComponent<PropertyEditorProps> | undefined;
}) {
  const { faults, t } = services;
  const onEditorError = useCallback((error: Error) => {
    const owner = faults?.ownerOf(editor);
    if (owner) faults!.report(owner, 'editor', error);
    else console.error(error);
  }, [faults, editor]);
  const Editor = editor?.component;
  return (
    <RowErrorBoundary message={t('inspector.editorFailed')} resetKey={`${selectionKeyOf(props.nodeIds)}|${editorKeyOf(editor)}`} onError={onEditorError}
      fallback={Fallback ? <Fallback {...props} /> : undefined}>
      {editor?.mount ? (
        <MountedEditor mount={editor.mount} props={props} />
      ) : Editor ? (
        <Editor {...props} />
      ) : Fallback ? (
        <Fallback {...props} />
      ) : (
        <span className="kf-inspector-no-editor">{t('inspector.noEditor', { type: props.descriptor.type })}</span>
      )}
    </RowErrorBoundary>
  );
}
