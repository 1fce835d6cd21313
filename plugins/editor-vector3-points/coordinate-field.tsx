import { useState } from 'react';
import { fitNumber, fullNumber } from './fit-number.js';

/**
 * One coordinate of a point: a text field that commits a number on Enter or blur; Escape or bad text restores it.
 * At rest it shows the value shortened to `chars` characters (the full value in its tooltip and while focused).
 */
export function CoordinateField({ value, chars, label, readOnly, testId, onFocus, onCommit, onBadNumber }: {
  readonly value: number;
  readonly chars: number;
  readonly label: string;
  readonly readOnly: boolean;
  readonly testId: string;
  readonly onFocus: () => void;
  readonly onCommit: (value: number) => void;
  readonly onBadNumber: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>();
  const [focused, setFocused] = useState(false);
  const commit = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    const text = draft.trim();
    const parsed = Number(text);
    if (text === '' || !Number.isFinite(parsed)) onBadNumber(draft.slice(0, 40));
    else if (text !== fullNumber(value) && parsed !== value) onCommit(parsed);
  };
  return (
    <input
      className="kf-v3p-field"
      aria-label={label}
      title={fullNumber(value)}
      data-testid={testId}
      inputMode="decimal"
      spellCheck={false}
      disabled={readOnly}
      value={draft ?? (focused ? fullNumber(value) : fitNumber(value, chars))}
      onFocus={() => {
        setFocused(true);
        onFocus();
      }}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        setFocused(false);
        commit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(undefined);
      }}
    />
  );
}
