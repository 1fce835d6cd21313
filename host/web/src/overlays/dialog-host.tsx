import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DialogService } from '../../../../sdk/index.js';
import type { DialogRequest } from '../../../../sdk/index.js';
import { useOptionalService, useT } from '../kernel/kernel-context.js';

/** Renders the dialog service's confirm and prompt requests as modal dialogs, one at a time. */
export function DialogHost() {
  const dialogs = useOptionalService(DialogService);
  const [queue, setQueue] = useState<readonly DialogRequest[]>([]);

  useEffect(() => {
    if (!dialogs) return;
    const subscription = dialogs.onDidRequestDialog.subscribe((request) => setQueue((q) => [...q, request]));
    return () => subscription.unsubscribe();
  }, [dialogs]);

  const current = queue[0];
  if (!current) return null;
  const done = () => setQueue((q) => q.slice(1));
  return <Dialog key={queue.length} request={current} onDone={done} />;
}

function Dialog({ request, onDone }: { readonly request: DialogRequest; readonly onDone: () => void }) {
  const t = useT();
  const [value, setValue] = useState(request.kind === 'prompt' ? (request.options.value ?? '') : '');
  const field = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const { options } = request;

  useEffect(() => {
    if (request.kind === 'prompt') field.current?.focus();
    else confirmButton.current?.focus();
  }, [request.kind]);

  const answer = (confirmed: boolean) => {
    if (request.kind === 'confirm') request.resolve(confirmed);
    else request.resolve(confirmed ? value : undefined);
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer(true);
  };

  return (
    <div className="kf-overlay kf-dialog-backdrop">
      <form
        className="kf-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="kf-dialog-title"
        data-testid="dialog"
        data-kind={request.kind}
        data-severity={options.severity ?? 'info'}
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            answer(false);
          }
        }}
      >
        <h2 id="kf-dialog-title">
          {options.severity === 'warning' && <span className="kf-dialog-warning" aria-hidden="true">⚠</span>}
          {options.title}
        </h2>
        {options.message && <p>{options.message}</p>}
        {request.kind === 'prompt' && (
          <input
            ref={field}
            className="kf-input"
            value={value}
            placeholder={request.options.placeholder}
            aria-label={options.title}
            data-testid="dialog-input"
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <div className="kf-dialog-buttons">
          <button type="button" className="kf-button" data-testid="dialog-cancel" onClick={() => answer(false)}>
            {options.cancelLabel ?? t('core.dialog.cancel')}
          </button>
          <button type="submit" ref={confirmButton} className="kf-button kf-button-primary" data-testid="dialog-confirm">
            {options.confirmLabel ?? t('core.dialog.ok')}
          </button>
        </div>
      </form>
    </div>
  );
}
