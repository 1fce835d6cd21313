import { descriptorDefault, readBoolean, readColor3, readNumber, readString, readVector3 } from '../../sdk/index.js';
import type { JsonValue, LocalizedText, MathItem, PropertyDescriptor, TranslateFn } from '../../sdk/index.js';
import { MathItemsEditor } from './math-items-editor.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly descriptors: readonly PropertyDescriptor[];
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly pick: (text: LocalizedText) => string;
  onChange(name: string, value: JsonValue): void;
  onRefuse(message: string): void;
}

function toHex(c: { r: number; g: number; b: number }): string {
  const h = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

/** The selected stage's own values, one row per descriptor of its kind. */
export function StageParamsEditor({ descriptors, params, readOnly, t, pick, onChange, onRefuse }: Props) {
  const rows = [...descriptors].filter((d) => !d.hide).sort((a, b) => a.rank - b.rank);
  return (
    <div className="kf-stage-params" data-testid="stage-params">
      {rows.map((d) => {
        const stored = params[d.name];
        const value = stored === undefined ? descriptorDefault(d) : stored;
        const title = pick(d.titles);
        let editor;
        if (d.type === 'number' || d.type === 'int') {
          editor = <NumberField label={title} value={readNumber(value, 0)} min={d.min} max={d.max} integer={d.type === 'int'} readOnly={readOnly} onCommit={(v) => onChange(d.name, v)} />;
        } else if (d.type === 'boolean') {
          editor = <input type="checkbox" aria-label={title} checked={readBoolean(value, false)} disabled={readOnly} onChange={(e) => onChange(d.name, e.target.checked)} />;
        } else if (d.type === 'enum') {
          editor = (
            <select aria-label={title} value={String(value ?? '')} disabled={readOnly} onChange={(e) => onChange(d.name, e.target.value)}>
              {(d.enum ?? []).map((o) => <option key={String(o.value)} value={String(o.value)}>{pick(o.label)}</option>)}
            </select>
          );
        } else if (d.type === 'vector3') {
          const v = readVector3(value, { x: 0, y: 0, z: 0 });
          editor = (
            <span className="kf-stage-vector">
              {(['x', 'y', 'z'] as const).map((k) => (
                <NumberField key={k} label={`${title} ${k}`} value={v[k]} readOnly={readOnly} onCommit={(n) => onChange(d.name, { ...v, [k]: n })} />
              ))}
            </span>
          );
        } else if (d.type === 'color3') {
          editor = <input type="color" aria-label={title} value={toHex(readColor3(value, { r: 1, g: 1, b: 1 }))} disabled={readOnly}
            onChange={(e) => onChange(d.name, e.target.value)} />;
        } else if (d.type === 'particleMathItems') {
          editor = <MathItemsEditor value={value} readOnly={readOnly} t={t} onRefuse={onRefuse} onChange={(items: MathItem[]) => onChange(d.name, items as unknown as JsonValue)} />;
        } else {
          editor = <input type="text" aria-label={title} defaultValue={readString(value, '')} disabled={readOnly} onBlur={(e) => onChange(d.name, e.target.value.slice(0, 1024))} />;
        }
        return (
          <div key={d.name} className="kf-stage-param" data-param={d.name}>
            <label className="kf-stage-param-title">{title}</label>
            {editor}
          </div>
        );
      })}
    </div>
  );
}
