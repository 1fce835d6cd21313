import { useEffect, useId, useRef } from 'react';

/** One button of a choice dialog. */
export interface Choice<T> {
  readonly value: T;
  readonly label: string;
  readonly primary?: boolean;
  readonly testId: string;
}

/** A modal question with several answers; Escape picks `cancel`. */
export function ChoiceDialog<T>({ title, message, choices, cancel, onDone, testId }: { readonly title: string; readonly message: string; readonly choices: readonly Choice<T>[]; readonly cancel: T; readonly onDone: (value: T) => void; readonly testId: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button.primary')?.focus();
  }, []);
  return (
    <div className="kf-os-backdrop">
      <div ref={ref} className="kf-os-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-t`} aria-describedby={`${id}-m`} data-testid={testId} onKeyDown={(e) => e.key === 'Escape' && onDone(cancel)}>
        <h2 id={`${id}-t`}>{title}</h2>
        <p id={`${id}-m`}>{message}</p>
        <div className="kf-os-actions">
          {choices.map((choice) => (
            <button key={choice.testId} type="button" className={choice.primary ? 'primary' : undefined} data-testid={choice.testId} onClick={() => onDone(choice.value)}>
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
