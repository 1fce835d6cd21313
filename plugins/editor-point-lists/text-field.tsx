import { useState } from 'react';

/** A one-line text field that commits on Enter or blur (Escape restores). */
export function TextField({ value, label, testId, maxLength, readOnly, onCommit }: {
  readonly value: string;
  readonly label: string;
  readonly testId: string;
  readonly maxLength: number;
  readonly readOnly: boolean;
  readonly onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>();
  const commit = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    if (draft !== value) onCommit(draft);
  };
  return (
    <input
      className="kf-pl-field"
      aria-label={label}
      data-testid={testId}
      disabled={readOnly}
      maxLength={maxLength}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(undefined);
      }}
    />
  );
}
