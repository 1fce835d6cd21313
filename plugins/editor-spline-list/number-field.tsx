import { useEffect, useState } from 'react';

interface Props {
  readonly value: number;
  readonly readOnly: boolean;
  readonly label: string;
  readonly testId?: string;
  onCommit(value: number): void;
}

/** A number typed in and committed on Enter or blur (one undo step); input that is no number reverts. */
export function NumberField({ value, readOnly, label, testId, onCommit }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return setText(String(value));
    if (n !== value) onCommit(n);
    else setText(String(value));
  };
  return (
    <input className="kf-spline-number" type="text" inputMode="decimal" aria-label={label} data-testid={testId} value={text} disabled={readOnly}
      maxLength={32} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />
  );
}
