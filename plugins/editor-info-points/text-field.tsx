import { useState } from 'react';

/**
 * A one-line text field that commits on Enter or blur (Escape restores). `onCommit` returns false to refuse the text:
 * the field then shows the stored value again.
 */
export function TextField({ value, label, testId, maxLength, readOnly, list, onCommit }: {
  readonly value: string;
  readonly label: string;
  readonly testId: string;
  readonly maxLength?: number;
  readonly readOnly: boolean;
  readonly list?: string;
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
      className="kf-ip-field"
      aria-label={label}
      data-testid={testId}
      spellCheck={false}
      disabled={readOnly}
      maxLength={maxLength}
      list={list}
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
