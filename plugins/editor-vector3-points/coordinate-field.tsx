import { useState } from 'react';

/** One coordinate of a point: a text field that commits a number on Enter or blur; Escape or bad text restores it. */
export function CoordinateField({ value, label, readOnly, testId, onFocus, onCommit, onBadNumber }: {
  readonly value: number;
  readonly label: string;
  readonly readOnly: boolean;
  readonly testId: string;
  readonly onFocus: () => void;
  readonly onCommit: (value: number) => void;
  readonly onBadNumber: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>();
  const commit = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    const text = draft.trim();
    const parsed = Number(text);
    if (text === '' || !Number.isFinite(parsed)) onBadNumber(draft.slice(0, 40));
    else if (parsed !== value) onCommit(parsed);
  };
  return (
    <input
      className="kf-v3p-field"
      aria-label={label}
      title={String(value)}
      data-testid={testId}
      inputMode="decimal"
      spellCheck={false}
      disabled={readOnly}
      value={draft ?? String(value)}
      onFocus={onFocus}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(undefined);
      }}
    />
  );
}
