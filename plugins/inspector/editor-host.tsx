import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { isMixed, rowMoverPaths } from '../../sdk/index.js';
import type { NodeId, NotificationAction, NotificationKind, PropertyDescriptor, PropertyEditorCellProps, PropertyEditorHost } from '../../sdk/index.js';
import { EditorCell } from './editor-cell.js';
import { pickEditor } from './inspector-model.js';
import type { InspectorServices } from './inspector-services.js';
import { RowMoverPanel, RowMoverToggle, useRowMovers } from './row-mover.js';

/** The inspector's PropertyEditorHost: a cell with the editor it would choose for a node property of that type. */
export function createEditorHost(services: InspectorServices): PropertyEditorHost {
  return {
    EditorCell: function HostedEditorCell({ fallback, moverPath, ...props }: PropertyEditorCellProps) {
      // Editors come and go with their plugins: choose again when they do.
      const [, redraw] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        const subscription = services.editors.onDidChange.subscribe(redraw);
        return () => subscription.unsubscribe();
      }, []);
      const cell = <EditorCell editor={pickEditor(services.editors.current, props.descriptor)} props={props} services={services} fallback={fallback} />;
      if (moverPath === undefined || props.readOnly || isMixed(props.value) || props.nodeIds.length === 0) return cell;
      return <HostedMover descriptor={props.descriptor} nodeIds={props.nodeIds} base={moverPath} services={services}>{cell}</HostedMover>;
    },
  };
}

interface HostedMoverProps {
  readonly descriptor: PropertyDescriptor;
  readonly nodeIds: readonly NodeId[];
  /** Where the value sits on the node ('geometry.params.width'). */
  readonly base: string;
  readonly services: InspectorServices;
  readonly children: ReactNode;
}

/**
 * A hosted cell with the mover button of a node's number row after it, and the mover editor under it (spanning the
 * caller's grid row): a value inside another editor's value (a geometry parameter) moves as a node property does.
 */
function HostedMover({ descriptor, nodeIds, base, services, children }: HostedMoverProps) {
  const primary = nodeIds[nodeIds.length - 1];
  const paths = useMemo(() => rowMoverPaths(descriptor, base), [descriptor, base]);
  const movers = useRowMovers(services, primary, paths);
  const [open, setOpen] = useState(false);
  const notify = useCallback((kind: NotificationKind, text: string, action?: NotificationAction) => {
    if (services.notifications) services.notifications.notify(kind, text, undefined, action);
  }, []);
  if (paths.length === 0) return <>{children}</>;
  const title = services.i18n ? services.i18n.pick(descriptor.titles) : descriptor.titles.en;
  return (
    <>
      <span className="kf-inspector-hosted-movable">
        <span className="kf-inspector-hosted-cell">{children}</span>
        <RowMoverToggle name={descriptor.name} title={title} movers={movers} open={open} t={services.t} onToggle={() => setOpen((o) => !o)} />
      </span>
      {open && <RowMoverPanel descriptor={descriptor} title={title} nodeIds={nodeIds} paths={paths} movers={movers} services={services} notify={notify} base={base} />}
    </>
  );
}
