import { memo, useCallback } from 'react';
import type { MouseEvent } from 'react';
import type { JsonValue, MIXED, NodeId, PropertyDescriptor, PropertyEditorContribution } from '../../sdk/index.js';
import type { InspectorServices } from './inspector-services.js';
import { RowErrorBoundary } from './row-error-boundary.js';
import { animateProperty, openExposeDialog } from './title-actions.js';
import type { Notify } from './title-actions.js';

/** How a title is coloured: orange exposed, green state-driven, white otherwise. */
export type TitleState = 'exposed' | 'state' | 'normal';

/** Title colours by state (spec 001 §4). */
export const TITLE_COLORS: Readonly<Record<TitleState, string>> = { exposed: '#ff9900', state: '#3fbf3f', normal: '#ffffff' };

interface Props {
  readonly descriptor: PropertyDescriptor;
  readonly title: string;
  readonly value: JsonValue | typeof MIXED;
  readonly nodeIds: readonly NodeId[];
  readonly titleState: TitleState;
  readonly editor: PropertyEditorContribution | undefined;
  readonly services: InspectorServices;
  readonly notify: Notify;
}

/** One inspector row: coloured title with its click actions, and the editor chosen for the property type. */
export const PropertyRow = memo(function PropertyRow({ descriptor, title, value, nodeIds, titleState, editor, services, notify }: Props) {
  const { document, undo, t } = services;
  const name = descriptor.name;
  const primary = nodeIds[nodeIds.length - 1];
  const gestureKey = useCallback((gesture: string) => `inspector:${name}:${gesture}`, [name]);
  const onChange = useCallback((next: JsonValue, gesture?: string) => {
    const patches = nodeIds.map((id) => document.setPropPatch(id, name, next));
    undo.execute(patches, { label: name, mergeKey: gesture === undefined ? undefined : gestureKey(gesture) });
  }, [document, undo, nodeIds, name, gestureKey]);
  const onChangeEach = useCallback((compute: (old: JsonValue | undefined, index: number) => JsonValue, gesture?: string) => {
    const patches = nodeIds.map((id, index) => document.setPropPatch(id, name, compute(document.get(id)?.props[name] ?? descriptor.default, index)));
    undo.execute(patches, { label: name, mergeKey: gesture === undefined ? undefined : gestureKey(gesture) });
  }, [document, undo, nodeIds, name, gestureKey, descriptor.default]);
  const beginGesture = useCallback((gesture: string) => undo.beginGesture(gestureKey(gesture)), [undo, gestureKey]);
  const endGesture = useCallback((gesture: string) => undo.endGesture(gestureKey(gesture)), [undo, gestureKey]);
  const onTitleClick = useCallback((event: MouseEvent) => {
    if (!(event.ctrlKey || event.metaKey) || !primary) return;
    animateProperty(services, primary, descriptor, title, event.shiftKey, notify);
  }, [services, primary, descriptor, title, notify]);
  const onTitleDoubleClick = useCallback(() => {
    if (primary) void openExposeDialog(services, primary, descriptor, title, notify);
  }, [services, primary, descriptor, title, notify]);
  const Editor = editor?.component;
  return (
    <div className="kf-inspector-row" data-testid={`inspector-row-${name}`} data-title-state={titleState}>
      <span
        className="kf-inspector-title"
        style={{ color: TITLE_COLORS[titleState] }}
        title={title}
        onClick={onTitleClick}
        onDoubleClick={onTitleDoubleClick}
        data-testid={`inspector-title-${name}`}
      >
        {title}
      </span>
      <div className="kf-inspector-editor">
        <RowErrorBoundary message={t('inspector.editorFailed')}>
          {Editor ? (
            <Editor
              descriptor={descriptor}
              value={value}
              nodeIds={nodeIds}
              readOnly={descriptor.rw === 'r'}
              onChange={onChange}
              onChangeEach={onChangeEach}
              beginGesture={beginGesture}
              endGesture={endGesture}
            />
          ) : (
            <span className="kf-inspector-no-editor">{t('inspector.noEditor', { type: descriptor.type })}</span>
          )}
        </RowErrorBoundary>
      </div>
    </div>
  );
});
