import { useState } from 'react';
import type { MouseEvent } from 'react';
import { SPLINE_LIMITS } from '../../sdk/index.js';
import type { SplineData, TranslateFn } from '../../sdk/index.js';
import { SplineTypeIcon } from './spline-type-icon.js';

interface Props {
  readonly spline: SplineData;
  readonly index: number;
  readonly selected: boolean;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  onSelect(): void;
  onContextMenu(e: MouseEvent): void;
  onEnable(enabled: boolean): void;
  onRename(name: string): void;
  onMoveUp(): void;
  onMoveDown(): void;
  onDelete(): void;
}

/** One spline: enable box, type icon, name (double-click renames; Enter or blur commits), move up, move down, delete. */
export function SplineRow({ spline, index, selected, readOnly, t, onSelect, onContextMenu, onEnable, onRename, onMoveUp, onMoveDown, onDelete }: Props) {
  const [editing, setEditing] = useState<string>();
  const commit = () => {
    if (editing !== undefined && editing.trim() !== spline.name) onRename(editing);
    setEditing(undefined);
  };
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <li className={`kf-spline-row${selected ? ' selected' : ''}${spline.enabled ? '' : ' disabled'}`} data-testid={`spline-row-${index}`}
      data-type={spline.type} data-enabled={String(spline.enabled)} aria-selected={selected} role="option"
      onClick={onSelect} onContextMenu={onContextMenu}>
      <input type="checkbox" aria-label={t('splineList.enabled')} data-testid="spline-enabled" checked={spline.enabled} disabled={readOnly}
        onClick={stop} onChange={(e) => onEnable(e.target.checked)} />
      <SplineTypeIcon type={spline.type} label={t(`splineList.type.${spline.type}`)} />
      {editing === undefined
        ? <span className="kf-spline-name" data-testid="spline-name" title={readOnly ? spline.name : t('splineList.rename')}
          onDoubleClick={() => !readOnly && setEditing(spline.name)}>{spline.name}</span>
        : <input className="kf-spline-name-input" data-testid="spline-name-input" autoFocus value={editing} maxLength={SPLINE_LIMITS.name}
          aria-label={t('splineList.rename')} onClick={stop} onChange={(e) => setEditing(e.target.value)} onBlur={commit}
          onKeyDown={(e) => { if (e.key === 'Enter') commit(); else if (e.key === 'Escape') setEditing(undefined); }} />}
      <button type="button" data-testid="spline-move-up" title={t('splineList.moveUp')} aria-label={t('splineList.moveUp')} disabled={readOnly}
        onClick={(e) => { stop(e); onMoveUp(); }}>▲</button>
      <button type="button" data-testid="spline-move-down" title={t('splineList.moveDown')} aria-label={t('splineList.moveDown')} disabled={readOnly}
        onClick={(e) => { stop(e); onMoveDown(); }}>▼</button>
      <button type="button" data-testid="spline-delete" title={t('splineList.delete')} aria-label={t('splineList.delete')} disabled={readOnly}
        onClick={(e) => { stop(e); onDelete(); }}>✕</button>
    </li>
  );
}
