import { useEffect, useRef, useState } from 'react';
import type { ExposeDialogArgs } from '../../sdk/index.js';
import { Combobox } from './combobox.js';
import type { ExposedServices } from './exposed-services.js';

/** Dialog width (spec 001 §9). */
export const EXPOSE_DIALOG_WIDTH = 420;

interface Props {
  readonly args: ExposeDialogArgs;
  readonly services: ExposedServices;
  onClose(): void;
}

/** 'Set Parameters': name and group (each picked from the known list or typed new), Delete and Confirm. Not closed by the backdrop. */
export function ExposeDialog({ args, services, onClose }: Props) {
  const { exposed, t } = services;
  const existing = exposed.find(args.owner.id, args.property);
  const [name, setName] = useState(existing?.name ?? '');
  const [group, setGroup] = useState(existing?.group ?? '');
  const [error, setError] = useState<string | undefined>();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => dialogRef.current?.querySelector('input')?.focus(), []);

  const fail = (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    setError(message);
    services.notifications?.error(message);
  };
  const confirm = () => {
    try {
      const result = exposed.expose({ owner: args.owner, property: args.property, type: args.type, name, group, title: args.title });
      services.notifications?.success(t('exposedProperties.created', { name: result.name }));
      onClose();
    } catch (e) {
      fail(e);
    }
  };
  const remove = () => {
    if (!existing) return;
    try {
      exposed.remove(existing.id);
      services.notifications?.success(t('exposedProperties.deleted', { name: existing.name }));
      onClose();
    } catch (e) {
      fail(e);
    }
  };

  return (
    // The backdrop deliberately has no click handler: the dialog closes only through its buttons or Escape.
    <div className="kf-exposed-backdrop" data-testid="expose-dialog-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="kf-expose-dialog-title"
        className="kf-exposed-dialog"
        data-testid="expose-dialog"
        style={{ width: EXPOSE_DIALOG_WIDTH }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') confirm();
        }}
      >
        <header className="kf-exposed-dialog-header">
          <h2 id="kf-expose-dialog-title">{t('exposedProperties.dialogTitle')}</h2>
          <button type="button" aria-label={t('exposedProperties.close')} className="kf-exposed-close" onClick={onClose}>×</button>
        </header>
        <div className="kf-exposed-dialog-body">
          <Combobox
            label={t('exposedProperties.name')}
            value={name}
            options={exposed.knownNames}
            placeholder={args.title || t('exposedProperties.namePlaceholder')}
            toggleLabel={t('exposedProperties.showList')}
            testId="expose-dialog-name"
            onChange={setName}
          />
          <Combobox
            label={t('exposedProperties.group')}
            value={group}
            options={exposed.knownGroups}
            placeholder={t('exposedProperties.groupPlaceholder')}
            toggleLabel={t('exposedProperties.showList')}
            testId="expose-dialog-group"
            onChange={setGroup}
          />
          {error && <p className="kf-exposed-error" role="alert">{error}</p>}
        </div>
        <footer className="kf-exposed-dialog-footer">
          <button type="button" className="kf-exposed-delete" disabled={!existing} onClick={remove}>{t('exposedProperties.delete')}</button>
          <button type="button" className="kf-exposed-confirm" onClick={confirm}>{t('exposedProperties.confirm')}</button>
        </footer>
      </div>
    </div>
  );
}
