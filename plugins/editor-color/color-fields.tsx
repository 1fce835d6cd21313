import { useEffect, useState } from 'react';
import { clampField, FIELD_RANGES, parseHex, roundTo, type ColorField } from './color-convert.js';
import type { Rgba } from './color-convert.js';

interface FieldProps {
  readonly field: ColorField;
  readonly value: number;
  readonly disabled?: boolean;
  readonly onValue: (value: number) => void;
}

function shownValue(field: ColorField, value: number): string {
  return String(field === 'A' || field === 'P' ? roundTo(value, 2) : Math.round(value));
}

/** One numeric field (R G B A H S V P) with its range; applies as soon as the text is a number, clamped. */
export function ColorFieldInput({ field, value, disabled, onValue }: FieldProps) {
  const [text, setText] = useState(shownValue(field, value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shownValue(field, value));
  }, [field, value, focused]);
  const range = FIELD_RANGES[field];
  return (
    <label className="kf-cp__field">
      <span className="kf-cp__field-label">{field}</span>
      <input
        data-testid={`color-field-${field}`}
        type="number"
        min={range.min}
        max={range.max}
        step={range.step}
        value={text}
        disabled={disabled}
        onFocus={() => setFocused(true)}
        onBlur={() => { setFocused(false); setText(shownValue(field, value)); }}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number.parseFloat(e.target.value);
          if (Number.isFinite(n)) onValue(clampField(field, n));
        }}
        onKeyDown={(e) => { if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }}
      />
    </label>
  );
}

interface HexProps {
  readonly hex: string;
  readonly invalidText: string;
  /** The field's accessible name. */
  readonly label: string;
  readonly onColor: (color: Rgba) => void;
  readonly allowAlpha: boolean;
}

/** The HEX entry: applies when it holds 6 hex digits (or 8 with alpha); shows the invalid state otherwise. */
export function HexInput({ hex, invalidText, label, onColor, allowAlpha }: HexProps) {
  const [text, setText] = useState(hex);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(hex);
  }, [hex, focused]);
  const parsed = parseHex(text);
  const invalid = !parsed;
  return (
    <input
      className={`kf-cp__hex${invalid ? ' kf-cp__hex--invalid' : ''}`}
      data-testid="color-hex"
      aria-label={label}
      aria-invalid={invalid}
      title={invalid ? invalidText : undefined}
      value={text}
      maxLength={9}
      spellCheck={false}
      onFocus={() => setFocused(true)}
      onBlur={() => { setFocused(false); setText(hex); }}
      onChange={(e) => {
        setText(e.target.value);
        const color = parseHex(e.target.value);
        if (color) onColor(allowAlpha ? color : { ...color, a: 1 });
      }}
      onKeyDown={(e) => { if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }}
    />
  );
}
