import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { MIXED } from '../../sdk/index.js';
import type { JsonValue, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { readSubSets, renameSubSet } from './subsets.js';

/** Sub-set list for 'subSetList': index and name; double-click a name to rename inline, Enter or blur commits the trimmed name. */
export function createSubsetListEditor(t: TranslateFn): ComponentType<PropertyEditorProps> {
  return function SubsetListEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps) {
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
      if (next) onChange(next as unknown as JsonValue);
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
          </li>
        ))}
      </ol>
    );
  };
}
