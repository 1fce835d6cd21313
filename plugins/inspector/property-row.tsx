import { descriptorDefault, featureLock, propertyValueJson, rowMoverPaths } from '../../sdk/index.js';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import type { HostedPropertyEditor, JsonValue, MIXED, NodeId, PropertyDescriptor, PropertyEditorProps, PropertyValue } from '../../sdk/index.js';
import { EditorCell } from './editor-cell.js';
import type { InspectorServices } from './inspector-services.js';
import { animateProperty, openExposeDialog } from './title-actions.js';
import type { Notify } from './title-actions.js';
import { PropertyTitle } from './property-title.js';
import { RowMoverPanel, RowMoverToggle, useRowMovers } from './row-mover.js';
import { rowResetPatches } from './row-reset.js';
import type { TitleAction, TitleState } from './property-title.js';

export { TITLE_COLORS } from './property-title.js';
export type { TitleState } from './property-title.js';

interface Props {
  readonly descriptor: PropertyDescriptor;
  readonly title: string;
  readonly value: JsonValue | typeof MIXED;
  readonly nodeIds: readonly NodeId[];
  readonly titleState: TitleState;
  /** Set while an animation drives the property: `value` is the driven one, this the document's (shown on the marker). */
  readonly documentValue?: JsonValue | typeof MIXED;
  /** Whether a live-data binding writes the property (of the one node shown). */
  readonly bound?: boolean;
  readonly editor: HostedPropertyEditor | undefined;
  readonly services: InspectorServices;
  readonly notify: Notify;
}

/** A document value in the animated marker's text: numbers to 5 decimals, vectors as x, y, z. */
function shownValue(value: JsonValue | typeof MIXED): string {
  if (typeof value === 'number') return String(Number(value.toFixed(5)));
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.values(value).map((v) => (typeof v === 'number' ? String(Number(v.toFixed(5))) : JSON.stringify(v))).join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

/** One inspector row: coloured title with its click actions, and the editor chosen for the property type. */
export const PropertyRow = memo(function PropertyRow({ descriptor, title, value, nodeIds, titleState, documentValue, bound, editor, services, notify }: Props) {
  const { document, undo, t } = services;
  const name = descriptor.name;
  const primary = nodeIds[nodeIds.length - 1];
  const gestureKey = useCallback((gesture: string) => `inspector:${name}:${gesture}`, [name]);
  const onChange = useCallback((next: PropertyValue, gesture?: string) => {
    const value = propertyValueJson(next);
    const patches = nodeIds.map((id) => document.setPropPatch(id, name, value));
    undo.execute(patches, { label: name, mergeKey: gesture === undefined ? undefined : gestureKey(gesture) });
  }, [document, undo, nodeIds, name, gestureKey]);
  const onChangeEach = useCallback((compute: (old: JsonValue | undefined, index: number) => PropertyValue, gesture?: string) => {
    const patches = nodeIds.map((id, index) => document.setPropPatch(id, name, propertyValueJson(compute(document.get(id)?.props[name] ?? descriptorDefault(descriptor), index))));
    undo.execute(patches, { label: name, mergeKey: gesture === undefined ? undefined : gestureKey(gesture) });
  }, [document, undo, nodeIds, name, gestureKey, descriptor.default]);
  const beginGesture = useCallback((gesture: string) => undo.beginGesture(gestureKey(gesture)), [undo, gestureKey]);
  const endGesture = useCallback((gesture: string) => undo.endGesture(gestureKey(gesture)), [undo, gestureKey]);
  const cancelGesture = useCallback((gesture: string) => undo.cancelGesture(gestureKey(gesture)), [undo, gestureKey]);
  const onTitleAction = useCallback((action: TitleAction) => {
    if (!primary) return;
    if (action === 'expose') void openExposeDialog(services, primary, descriptor, title, notify);
    else if (action === 'bindLiveData') void services.commandService?.execute('liveData.bindProperty', { node: primary, property: descriptor.name });
    else animateProperty(services, primary, descriptor, title, action === 'removeFromAnimation', notify);
  }, [services, primary, descriptor, title, notify]);
  const titleId = useId();
  const readOnly = descriptor.rw === 'r';
  // A number row (or a vector row, by axis) may carry a mover; wide editors keep the whole row.
  const moverPaths = useMemo(() => (editor?.wide || !primary ? [] : rowMoverPaths(descriptor)), [editor?.wide, primary, descriptor]);
  const movers = useRowMovers(services, primary, moverPaths);
  const [moverOpen, setMoverOpen] = useState(false);
  const movable = moverPaths.length > 0;
  // A row whose descriptor names a value to go back to (an imported model's own colours) offers it while it differs.
  const resetLabel = descriptor.resetTo && !readOnly && !editor?.wide && rowResetPatches(document, descriptor, nodeIds).length > 0
    ? (services.i18n ? services.i18n.pick(descriptor.resetTo.titles) : descriptor.resetTo.titles.en) : undefined;
  const onReset = useCallback(() => {
    const patches = rowResetPatches(document, descriptor, nodeIds);
    if (patches.length > 0) undo.execute(patches, { label: name });
  }, [document, undo, descriptor, nodeIds, name]);
  const editorProps = useMemo<PropertyEditorProps>(
    () => ({ descriptor, value, nodeIds, readOnly, onChange, onChangeEach, beginGesture, endGesture, cancelGesture }),
    [descriptor, value, nodeIds, readOnly, onChange, onChangeEach, beginGesture, endGesture, cancelGesture],
  );
  return (
    <div
      className={editor?.wide ? 'kf-inspector-row kf-inspector-row-wide' : movable || resetLabel ? 'kf-inspector-row kf-inspector-row-movable' : 'kf-inspector-row'} data-testid={`inspector-row-${name}`} data-title-state={titleState}
      data-animated={documentValue !== undefined ? 'true' : undefined}
    >
      <PropertyTitle
        name={name} title={title} titleState={titleState} id={titleId} t={t} lock={featureLock(services.permissions, 'animationKeyframes')}
        animatedNote={documentValue !== undefined ? t('inspector.animatedValue', { value: shownValue(documentValue) }) : undefined}
        boundNote={bound ? t('inspector.boundLive') : undefined} onAction={onTitleAction}
      />
      <div className="kf-inspector-editor" role="group" aria-labelledby={titleId}>
        <EditorCell editor={editor} props={editorProps} services={services} />
      </div>
      {(movable || resetLabel) && (
        <span className="kf-inspector-row-tail">
          {resetLabel && (
            <button type="button" className="kf-inspector-reset" data-testid={`inspector-reset-${name}`} aria-label={resetLabel} title={resetLabel} onClick={onReset}>
              <svg width="12" height="12" viewBox="0 0 12 12" focusable="false" aria-hidden="true">
                <path d="M3 3.2 A4.2 4.2 0 1 1 1.8 6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                <path d="M0.8 1.2 L3.6 3.6 L0.6 4.8 Z" fill="currentColor" />
              </svg>
            </button>
          )}
          {movable && <RowMoverToggle name={name} title={title} movers={movers} open={moverOpen} t={t} onToggle={() => setMoverOpen((o) => !o)} />}
        </span>
      )}
      {movable && moverOpen && (
        <RowMoverPanel descriptor={descriptor} title={title} nodeIds={nodeIds} paths={moverPaths} movers={movers} services={services} notify={notify} />
      )}
    </div>
  );
});
