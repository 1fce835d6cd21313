import { useState } from 'react';

/**
 * A number field that commits on Enter or blur (Escape restores). `onCommit` gets the text; it returns false to
 * refuse it, and the field then shows the stored value again.
 */
export function NumberField({ value, label, testId, readOnly, onCommit }: {
  readonly value: string;
  readonly label: string;
  readonly testId: string;
  readonly readOnly: boolean;
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
      inputMode="decimal"
      aria-label={label}
      data-testid={testId}
      spellCheck={false}
      disabled={readOnly}
      maxLength={32}
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
