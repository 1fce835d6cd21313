import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../../sdk/index.js';
import { useT } from '../kernel/kernel-context.js';

/** A modal dialog: labelled by its title, Escape cancels, focus moves into it. */
export function Dialog({ title, children, actions, onClose, testId }: { readonly title: string; readonly children?: ReactNode; readonly actions: ReactNode; readonly onClose: () => void; readonly testId?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button.primary, button');
    first?.focus();
  }, []);
  return (
    <div className="kf-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className="kf-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        data-testid={testId ?? 'dialog'}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={id}>{title}</h2>
        {children !== undefined && <div className="kf-dialog-body">{children}</div>}
        <div className="kf-dialog-actions">{actions}</div>
      </div>
    </div>
  );
}

/** Ask to confirm an action. */
export function ConfirmDialog({ title, message, confirmLabel, danger, onConfirm, onClose }: { readonly title: string; readonly message: ReactNode; readonly confirmLabel?: string; readonly danger?: boolean; readonly onConfirm: () => void | Promise<void>; readonly onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId="confirm-dialog"
      actions={
        <>
          <button type="button" className="kf-btn" onClick={onClose}>
            {t('platform.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'kf-btn danger' : 'kf-btn primary'}
            disabled={busy}
            data-testid="confirm-ok"
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                onClose();
              } catch {
                setBusy(false);
              }
            }}
          >
            {confirmLabel ?? t('platform.ok')}
          </button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{message}</p>
    </Dialog>
  );
}

/** What the server said about a refused value: its field errors, else its message (undefined for other failures). */
function refusalText(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const fields = Object.values(failure.fieldErrors ?? {}).filter(Boolean);
  return fields.length > 0 ? fields.join(' ') : failure.serverMessage;
}

/** Ask for a text (a name); `validate` returns a translated error or undefined, shown before anything is sent; a server refusal is shown under the field. */
export function PromptDialog({ title, label, initial = '', validate, onSubmit, onClose, onValue, children }: { readonly title: string; readonly label: string; readonly initial?: string; readonly validate?: (value: string) => string | undefined; readonly onSubmit: (value: string) => void | Promise<void>; readonly onClose: () => void; readonly onValue?: (value: string) => void; readonly children?: ReactNode }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const error = validate?.(value);
  const submit = async () => {
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      await onSubmit(value.trim());
      onClose();
    } catch (failure) {
      setRefusal(refusalText(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId="prompt-dialog"
      actions={
        <>
          <button type="button" className="kf-btn" onClick={onClose}>
            {t('platform.cancel')}
          </button>
          <button type="button" className="kf-btn primary" disabled={busy} data-testid="prompt-ok" onClick={submit}>
            {t('platform.ok')}
          </button>
        </>
      }
    >
      <div className="kf-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="kf-input"
          value={value}
          aria-invalid={touched && !!error}
          aria-describedby={touched && error ? `${id}-error` : undefined}
          data-testid="prompt-input"
          onChange={(event) => {
            setValue(event.target.value);
            onValue?.(event.target.value);
            setTouched(true);
            setRefusal(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit();
          }}
        />
        {touched && error && (
          <span id={`${id}-error`} className="kf-field-error" role="alert" data-testid="field-error">
            {error}
          </span>
        )}
        {!(touched && error) && refusal && (
          <span className="kf-field-error" role="alert" data-testid="prompt-error">
            {refusal}
          </span>
        )}
      </div>
      {children}
    </Dialog>
  );
}
