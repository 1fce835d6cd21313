import { useState } from 'react';

/**
 * A one-line field that commits on Enter or blur (Escape restores); `numeric` for a number (decimal keypad, at most
 * 32 characters). `onCommit` gets the text; it returns false to refuse it, and the field then shows the stored value.
 */
export function CommitField({ value, label, testId, readOnly, numeric = false, maxLength = 32, onCommit }: {
  readonly value: string;
  readonly label: string;
  readonly testId: string;
  readonly readOnly: boolean;
  readonly numeric?: boolean;
  readonly maxLength?: number;
  readonly onCommit: (text: string) => boolean | void;
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
      inputMode={numeric ? 'decimal' : undefined}
      aria-label={label}
      data-testid={testId}
      spellCheck={numeric ? false : undefined}
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
