import { useEffect, useMemo, useState } from 'react';
import { moverFieldDescriptors, moverIndexOf } from '../../sdk/index.js';
import type { JsonValue, MoverData, MoverPatch, NodeId, PropertyDescriptor, PropertyEditorProps, PropertyValue } from '../../sdk/index.js';
import { EditorCell } from './editor-cell.js';
import { pickEditor } from './inspector-model.js';
import type { InspectorServices } from './inspector-services.js';
import { editRowMover, nodeMoverList } from './row-mover-actions.js';
import type { Notify } from './title-actions.js';

/**
 * The movers of a node on some paths, following the document. The row re-renders only when those movers change
 * (the hook keeps their JSON), not on every edit of the node.
 */
export function useRowMovers(services: Pick<InspectorServices, 'document'>, nodeId: NodeId | undefined, paths: readonly string[]): MoverData[] {
  const { document } = services;
  const read = () => (paths.length === 0 ? '[]' : JSON.stringify(nodeMoverList(services, nodeId).filter((m) => paths.includes(m.property))));
  const [json, setJson] = useState(read);
  useEffect(() => {
    if (paths.length === 0 || nodeId === undefined) return;
    const update = () => setJson(read());
    update();
    const subs = [
      document.onDidLoad.subscribe(update),
      document.onDidChange.subscribe((change) => {
        // The node's own `movers` prop, or one of its mover child nodes.
        if (change.patches.some((p) => p.op !== 'setSection' && (p.op === 'insert' || p.op === 'remove' || p.id === nodeId || document.get(p.id)?.parent === nodeId))) update();
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [document, nodeId, paths.join('|')]);
  return useMemo(() => JSON.parse(json) as MoverData[], [json]);
}

/** A path's axis letter for a vector row ('position.y' → 'Y'), or the row's title for a number row. */
function pathLabel(path: string, base: string, title: string): string {
  return path === base ? title : path.slice(base.length + 1).toUpperCase();
}

interface ToggleProps {
  readonly name: string;
  readonly title: string;
  readonly movers: readonly MoverData[];
  readonly open: boolean;
  readonly t: InspectorServices['t'];
  onToggle(): void;
}

/** The row's mover button: lit while a mover drives the property (or one of its axes); opens the mover editor. */
export function RowMoverToggle({ name, title, movers, open, t, onToggle }: ToggleProps) {
  const active = movers.some((m) => m.enable !== false);
  const label = movers.length > 0 ? t('inspector.mover.driven', { property: title }) : t('inspector.mover.open', { property: title });
  return (
    <button
      type="button"
      className={`kf-inspector-mover-toggle${movers.length > 0 ? ' kf-inspector-mover-toggle-set' : ''}${active ? ' kf-inspector-mover-toggle-on' : ''}`}
      data-testid={`inspector-mover-${name}`}
      data-movers={movers.length}
      aria-expanded={open}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg width="14" height="10" viewBox="0 0 14 10" focusable="false" aria-hidden="true">
        <path d="M1 5 C3 -1, 5 -1, 7 5 S11 11, 13 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  );
}

interface PanelProps {
  readonly descriptor: PropertyDescriptor;
  readonly title: string;
  readonly nodeIds: readonly NodeId[];
  readonly paths: readonly string[];
  /** The primary node's movers on `paths`. */
  readonly movers: readonly MoverData[];
  readonly services: InspectorServices;
  readonly notify: Notify;
  /** Where the row's value sits on the node (default: the descriptor's name; `geometry.params.width` for a parameter). */
  readonly base?: string;
}

/**
 * The mover editor of a number row (spec 001 §3 Mover): for a vector, the axis to move; then add the mover, or edit its
 * fields (enable, pause, swing, min, max, base, duration, delay, offset, easing) with the inspector's own editors, or
 * remove it. Writes go to every selected node, one undo step each (a drag is one step).
 */
export function RowMoverPanel({ descriptor, title, nodeIds, paths, movers, services, notify, base = descriptor.name }: PanelProps) {
  const { t, i18n } = services;
  const firstSet = paths.find((p) => moverIndexOf(movers, p) >= 0);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const path = chosen && paths.includes(chosen) ? chosen : (firstSet ?? paths[0]!);
  const mover = movers[moverIndexOf(movers, path)];
  const fields = useMemo(() => moverFieldDescriptors(descriptor), [descriptor.mode, descriptor.precision]);
  const edit = (set: MoverPatch, gesture?: string) => editRowMover(services, nodeIds, descriptor, path, { set }, notify, gesture, base);
  const label = pathLabel(path, base, title);
  return (
    <div className="kf-inspector-mover" data-testid={`inspector-mover-panel-${descriptor.name}`} data-path={path} role="group" aria-label={t('inspector.mover.panel', { property: title })}>
      {paths.length > 1 && (
        <div className="kf-inspector-mover-axes" role="radiogroup" aria-label={t('inspector.mover.axis')}>
          {paths.map((p) => (
            <button
              key={p} type="button" role="radio" aria-checked={p === path} data-testid={`inspector-mover-axis-${p}`}
              className={`kf-inspector-mover-axis${moverIndexOf(movers, p) >= 0 ? ' kf-inspector-mover-axis-set' : ''}`}
              onClick={() => setChosen(p)}
            >
              {pathLabel(p, base, title)}
            </button>
          ))}
        </div>
      )}
      {!mover ? (
        <div className="kf-inspector-mover-empty">
          <span>{t('inspector.mover.none', { property: label })}</span>
          <button type="button" data-testid="inspector-mover-add" onClick={() => edit({})}>{t('inspector.mover.add')}</button>
        </div>
      ) : (
        <>
          {fields.map((field) => (
            <MoverFieldRow key={field.name} field={field} mover={mover} nodeIds={nodeIds} services={services} title={i18n ? i18n.pick(field.titles) : field.titles.en} onEdit={edit} />
          ))}
          <div className="kf-inspector-mover-actions">
            <button type="button" data-testid="inspector-mover-remove" onClick={() => editRowMover(services, nodeIds, descriptor, path, { remove: true }, notify, undefined, base)}>
              {t('inspector.mover.remove')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

interface FieldProps {
  readonly field: PropertyDescriptor;
  readonly mover: MoverData;
  readonly nodeIds: readonly NodeId[];
  readonly title: string;
  readonly services: InspectorServices;
  onEdit(patch: MoverPatch, gesture?: string): void;
}

/** One field of a mover, drawn by the editor the inspector picks for its type (number with drag, checkbox, select). */
function MoverFieldRow({ field, mover, nodeIds, title, services, onEdit }: FieldProps) {
  const { undo } = services;
  const key = field.name as keyof MoverPatch;
  const stored = (mover as unknown as Record<string, JsonValue | undefined>)[field.name];
  const value = stored ?? (field.default as JsonValue | undefined) ?? null;
  const boolean = field.type === 'boolean';
  const props = useMemo<PropertyEditorProps>(() => {
    const write = (next: PropertyValue, gesture?: string) => onEdit({ [key]: boolean ? Boolean(next) : next } as MoverPatch, gesture);
    return {
      descriptor: field, value, nodeIds, readOnly: false, onChange: write,
      beginGesture: (g: string) => undo.beginGesture(`inspector:mover:${mover.property}:${g}`),
      endGesture: (g: string) => undo.endGesture(`inspector:mover:${mover.property}:${g}`),
      cancelGesture: (g: string) => undo.cancelGesture(`inspector:mover:${mover.property}:${g}`),
    };
  }, [field, value, nodeIds, mover.property, onEdit]);
  return (
    <div className="kf-inspector-row kf-inspector-mover-field" data-testid={`inspector-mover-field-${field.name}`}>
      <span className="kf-inspector-title" title={title}>{title}</span>
      <div className="kf-inspector-editor" role="group" aria-label={title}>
        <EditorCell editor={pickEditor(services.editors.current, field)} props={props} services={services} />
      </div>
    </div>
  );
}
