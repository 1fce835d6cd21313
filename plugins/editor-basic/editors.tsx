import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { MIXED } from '../../sdk/index.js';
import type { LocalizedText, PropertyEditorProps, PropertyValueOf, TranslateFn } from '../../sdk/index.js';
import { useCommittedText } from './use-committed-text.js';
import {
  checkedValue, findEnumOption, formatComponent, formatStringArray, isChecked, isNegative, parseComponent, parseEnumInput,
  parseIntInput, parseStringArray, readVector, withAxis,
} from './values.js';
import type { Axis } from './values.js';

/** What the basic editors need from the kernel. */
export interface BasicEditorServices {
  readonly t: TranslateFn;
  /** The active language's text of a per-language label. */
  readonly pick: (text: LocalizedText) => string;
}

/** The text every editor shows for values that differ between selected nodes. */
export const MIXED_TEXT = '??';

/** Checkbox for 'boolean'; indeterminate when mixed, disabled when the value is negative. */
export function BooleanEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'boolean' | 'checkbox' | 'switch'>) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = value === MIXED;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  const plain = mixed ? null : value;
  return (
    <input
      ref={ref}
      type="checkbox"
      className="kf-basic-checkbox"
      aria-label={descriptor.name}
      checked={!mixed && isChecked(plain)}
      disabled={readOnly || isNegative(plain)}
      onChange={(e) => onChange(checkedValue(plain, e.target.checked))}
    />
  );
}

/** On/off switch for 'switch'. */
export function SwitchEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'boolean' | 'checkbox' | 'switch'>) {
  const mixed = value === MIXED;
  const on = !mixed && isChecked(value);
  return (
    <button
      type="button"
      role="switch"
      aria-label={descriptor.name}
      aria-checked={mixed ? 'mixed' : on}
      className={`kf-basic-switch${on ? ' on' : ''}`}
      disabled={readOnly || (!mixed && isNegative(value))}
      onClick={() => onChange(checkedValue(mixed ? false : value, !on))}
    >
      <span className="kf-basic-switch-knob" />
      {mixed && <span className="kf-basic-mixed">{MIXED_TEXT}</span>}
    </button>
  );
}

/** Drop-down for 'enum' (and enum-mode numbers); values are parsed as numbers when numeric. */
export function createEnumEditor<T extends 'enum' | 'number' | 'int'>({ pick }: BasicEditorServices): ComponentType<PropertyEditorProps<T>> {
  return function EnumEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<T>) {
    const options = descriptor.enum ?? [];
    const mixed = value === MIXED;
    const selected = mixed ? undefined : findEnumOption(options, value);
    const current = mixed ? '\u0000mixed' : selected ? String(selected.value) : String(value ?? '');
    return (
      <select aria-label={descriptor.name} value={current} disabled={readOnly} onChange={(e) => onChange(parseEnumInput(e.target.value) as PropertyValueOf<T>)}>
        {mixed && <option value={'\u0000mixed'} disabled>{MIXED_TEXT}</option>}
        {!mixed && !selected && <option value={current}>{current}</option>}
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{pick(o.label)}</option>)}
      </select>
    );
  };
}

/** Integer field with optional min and max (a fallback: the number editor handles 'int' with its mover). */
export function IntEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'number' | 'int'>) {
  const shown = value === MIXED ? MIXED_TEXT : typeof value === 'number' ? String(Math.round(value)) : '';
  const field = useCommittedText(shown, (text) => {
    const n = parseIntInput(text, descriptor.min, descriptor.max);
    if (n !== undefined) onChange(n);
  });
  return <input type="text" inputMode="numeric" aria-label={descriptor.name} disabled={readOnly} {...field} />;
}

/** One-line text for 'string'. */
export function StringEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'string'>) {
  const shown = value === MIXED ? MIXED_TEXT : value === null || value === undefined ? '' : String(value);
  const field = useCommittedText(shown, (text) => onChange(text));
  return <input type="text" aria-label={descriptor.name} disabled={readOnly} {...field} />;
}

/** Multi-line text for 'text' (commits on blur or Ctrl+Enter); options `maxLength` (characters) and `rows`. */
export function TextEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'text'>) {
  const shown = value === MIXED ? MIXED_TEXT : value === null || value === undefined ? '' : String(value);
  const maxLength = typeof descriptor.options?.maxLength === 'number' ? descriptor.options.maxLength : undefined;
  const rows = typeof descriptor.options?.rows === 'number' ? descriptor.options.rows : 3;
  const field = useCommittedText(shown, (text) => onChange(maxLength === undefined ? text : text.slice(0, maxLength)), true);
  return <textarea aria-label={descriptor.name} rows={rows} maxLength={maxLength} disabled={readOnly} {...field} />;
}

/** Comma-separated list for 'stringArray': split, trimmed, empty entries dropped; '??' when mixed. */
export function StringArrayEditor({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'stringArray'>) {
  const shown = value === MIXED ? MIXED_TEXT : formatStringArray(value);
  const field = useCommittedText(shown, (text) => onChange(parseStringArray(text)));
  return <input type="text" aria-label={descriptor.name} disabled={readOnly} {...field} />;
}

function VectorField({ axis, label, shown, readOnly, commit }: { axis: Axis; label: string; shown: string; readOnly: boolean; commit: (text: string) => void }) {
  const field = useCommittedText(shown, commit);
  return (
    <label className="kf-basic-axis">
      <span className={`kf-basic-axis-name kf-basic-axis-${axis}`}>{label}</span>
      <input type="text" inputMode="decimal" aria-label={label} disabled={readOnly} {...field} />
    </label>
  );
}

/** X Y (Z) fields for vectors; each axis is written per node so the other axes of differing nodes are kept. */
export function createVectorEditor<T extends 'vector2' | 'vector3'>(axes: readonly Axis[]): ComponentType<PropertyEditorProps<T>> {
  return function VectorEditor({ descriptor, value, readOnly, onChange, onChangeEach }: PropertyEditorProps<T>) {
    const mixed = value === MIXED;
    const radian = descriptor.mode === 'radian';
    const vector = readVector(mixed ? undefined : value);
    return (
      <div className="kf-basic-vector" data-axes={axes.length}>
        {axes.map((axis) => (
          <VectorField
            key={axis}
            axis={axis}
            label={axis.toUpperCase()}
            readOnly={readOnly}
            shown={mixed ? MIXED_TEXT : formatComponent(vector[axis], radian, descriptor.precision)}
            commit={(text) => {
              const n = parseComponent(text, radian);
              if (n === undefined) return;
              // withAxis keeps the value's shape (array or object) and gives it every axis of this editor's type.
              const next = (old: unknown) => withAxis(old, axes, axis, n) as PropertyValueOf<T>;
              if (onChangeEach) onChangeEach(next);
              else onChange(next(mixed ? null : value));
            }}
          />
        ))}
      </div>
    );
  };
}
