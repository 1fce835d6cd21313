import { useEffect, useState } from 'react';

interface Props {
  readonly value: number;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly integer?: boolean;
  readonly readOnly: boolean;
  readonly label?: string;
  onCommit(value: number): void;
}

/** A number typed in and committed on Enter or blur (one undo step), clamped to min and max; bad input reverts. */
export function NumberField({ value, min, max, integer, readOnly, label, onCommit }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    let n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return setText(String(value));
    if (integer) n = Math.round(n);
    if (min !== undefined) n = Math.max(min, n);
    if (max !== undefined) n = Math.min(max, n);
    setText(String(n));
    if (n !== value) onCommit(n);
  };
  return (
    <input className="kf-stage-number" type="text" inputMode="decimal" aria-label={label} value={text} disabled={readOnly}
      onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}
