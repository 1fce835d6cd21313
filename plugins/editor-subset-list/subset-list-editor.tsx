import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { MIXED } from '../../sdk/index.js';
import type { PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { readSubSets, renameSubSet, setSubSetMaterial } from './subsets.js';

/** The scene's materials a sub-set may take (id and name), and a way to hear when they change. */
export interface SubsetMaterialSource {
  list(): readonly { readonly id: string; readonly name: string }[];
  /** Calls `listener` whenever the list may have changed; returns the unsubscribe. */
  watch(listener: () => void): () => void;
}

/**
 * Sub-set list for 'subSetList': index, name and (with a material source) the sub-set's material; double-click a name
 * to rename inline, Enter or blur commits the trimmed name.
 */
export function createSubsetListEditor(t: TranslateFn, materials?: SubsetMaterialSource): ComponentType<PropertyEditorProps<'subSetList'>> {
  return function SubsetListEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'subSetList'>) {
    const [, setTick] = useState(0);
    useEffect(() => materials?.watch(() => setTick((n) => n + 1)), []);
    const mixed = value === MIXED;
    const list = readSubSets(mixed ? undefined : value);
    const [selected, setSelected] = useState<number | undefined>();
    const [editing, setEditing] = useState<{ index: number; text: string } | undefined>();
    // A new value clears the inline edit and resets the selection (spec 001 §4).
    useEffect(() => {
      setSelected(undefined);
      setEditing(undefined);
    }, [value]);
    const commit = () => {
      if (!editing) return;
      const next = renameSubSet(list, editing.index, editing.text);
      setEditing(undefined);
      if (next) onChange(next);
    };
    if (mixed) return <div className="kf-subset-list">??</div>;
    if (list.length === 0) return <div className="kf-subset-list kf-subset-empty">{t('subsetList.empty')}</div>;
    return (
      <ol className="kf-subset-list" aria-label={descriptor.name}>
        {list.map((subset, index) => (
          <li
            key={index}
            className={`kf-subset-item${selected === index ? ' selected' : ''}`}
            aria-selected={selected === index}
            data-testid={`subset-${index}`}
            onClick={() => setSelected(index)}
          >
            <span className="kf-subset-index">{index}</span>
            {editing?.index === index ? (
              <input
                autoFocus
                aria-label={t('subsetList.name')}
                value={editing.text}
                onChange={(e) => setEditing({ index, text: e.target.value })}
                onBlur={commit}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commit();
                  if (e.key === 'Escape') setEditing(undefined);
                }}
              />
            ) : (
              <span
                className="kf-subset-name"
                title={readOnly ? undefined : t('subsetList.rename')}
                onDoubleClick={() => !readOnly && setEditing({ index, text: subset.name })}
              >
                {subset.name}
              </span>
            )}
            {materials && (
              <select
                className="kf-subset-material"
                aria-label={t('subsetList.material', { name: subset.name })}
                data-testid={`subset-material-${index}`}
                disabled={readOnly}
                value={subset.material ?? ''}
                onChange={(e) => {
                  const next = setSubSetMaterial(list, index, e.target.value);
                  if (next) onChange(next);
                }}
              >
                <option value="">{t('subsetList.meshMaterial')}</option>
                {materials.list().map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
                {subset.material && !materials.list().some((m) => m.id === subset.material) && <option value={subset.material}>{subset.material}</option>}
              </select>
            )}
          </li>
        ))}
      </ol>
    );
  };
}
