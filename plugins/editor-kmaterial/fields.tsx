import { useEffect, useState } from 'react';
import type { EnumOption } from '../../sdk/index.js';

/** A labelled line of the channel and stage panels. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return <label className="kf-kmat-field"><span className="kf-kmat-label">{label}</span>{children}</label>;
}

/** A number that commits on Enter or blur, clamped to its limits; bad input keeps the old value. */
export function NumberInput({ value, min, max, step, onCommit, testId, label }: {
  value: number; min?: number; max?: number; step?: number; onCommit: (v: number) => void; testId?: string; label: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const parsed = Number(text);
    if (!Number.isFinite(parsed) || text.trim() === '') { setText(String(value)); return; }
    const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, parsed));
    setText(String(clamped));
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <input type="number" aria-label={label} data-testid={testId} value={text} step={step ?? 0.01} min={min} max={max}
      onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }} />
  );
}

function hex(c: { r: number; g: number; b: number }): string {
  const h = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`;
}

/** A colour {r,g,b} in 0..1 through the browser's colour input. */
export function ColorInput({ value, onCommit, testId, label }: { value: { r: number; g: number; b: number }; onCommit: (c: { r: number; g: number; b: number }) => void; testId?: string; label: string }) {
  return (
    <input type="color" aria-label={label} data-testid={testId} value={hex(value)} onChange={(e) => {
      const n = parseInt(e.target.value.slice(1), 16);
      onCommit({ r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 });
    }} />
  );
}

/** A choice among enumeration options. */
export function EnumInput({ value, options, onCommit, pick, testId, label }: {
  value: number | string; options: readonly EnumOption[]; onCommit: (v: number) => void; pick: (o: EnumOption) => string; testId?: string; label: string;
}) {
  return (
    <select aria-label={label} data-testid={testId} value={String(value)} onChange={(e) => onCommit(Number(e.target.value))}>
      {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{pick(o)}</option>)}
    </select>
  );
}

/** A checkbox. */
export function CheckInput({ value, onCommit, testId, label }: { value: boolean; onCommit: (v: boolean) => void; testId?: string; label: string }) {
  return <input type="checkbox" aria-label={label} data-testid={testId} checked={value} onChange={(e) => onCommit(e.target.checked)} />;
}

/** A text that commits on Enter or blur, cut to `max` characters. */
export function TextInput({ value, max, onCommit, testId, label }: { value: string; max: number; onCommit: (v: string) => void; testId?: string; label: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => { const v = text.slice(0, max); if (v !== value) onCommit(v); };
  return <input type="text" aria-label={label} data-testid={testId} value={text} maxLength={max} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }} />;
}
