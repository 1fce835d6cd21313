import { useState } from 'react';
import type { ComponentLibDetail, ComponentLibVo } from '../../sdk/endpoints.js';
import { COMPONENT_MIME } from '../../sdk/index.js';
import type { ComponentDrag, TranslateFn } from '../../sdk/index.js';

/** What a list of libraries may do with one of them. */
export interface LibraryListActions {
  open(uuid: string): Promise<ComponentLibDetail>;
  insert(componentId: string): void;
  /** Submit one's own draft library for review. */
  submit?(uuid: string): void;
  /** Approve a library or take its approval back (managers). */
  review?(uuid: string, approve: boolean): void;
}

/** One titled list of libraries, each opened to show its components with Insert. */
export function LibraryList({ title, testId, libs, t, actions }: { title: string; testId: string; libs: readonly ComponentLibVo[]; t: TranslateFn; actions: LibraryListActions }) {
  const [open, setOpen] = useState<ComponentLibDetail>();
  const [error, setError] = useState<string>();
  const toggle = (uuid: string) => {
    if (open?.uuid === uuid) return setOpen(undefined);
    actions.open(uuid).then(setOpen, (e: unknown) => setError(String((e as Error).message ?? e)));
  };
  return (
    <section data-testid={testId} aria-label={title}>
      <h4>{title}</h4>
      {libs.length === 0 && <p className="kf-cl-hint">{t('componentLibrary.none')}</p>}
      {error && <p className="kf-cl-error">{error}</p>}
      <ul className="kf-cl-libs">
        {libs.map((lib) => (
          <li key={lib.uuid} data-testid={`component-lib-${lib.name}`}>
            <div className="kf-cl-lib">
              <button type="button" className="kf-cl-name" aria-expanded={open?.uuid === lib.uuid} onClick={() => toggle(lib.uuid)}>
                {lib.name} <span className="kf-cl-meta">{t('componentLibrary.count', { count: lib.componentCount })} · {lib.createdBy}</span>
              </button>
              {lib.official && <span className="kf-cl-official">{t('componentLibrary.official')}</span>}
              {lib.mine && <span className="kf-cl-status">{t(`componentLibrary.status.${lib.status}`)}</span>}
              {actions.submit && lib.mine && lib.status === 'draft' && lib.componentCount > 0 && (
                <button type="button" onClick={() => actions.submit!(lib.uuid)}>{t('componentLibrary.submit')}</button>
              )}
              {actions.review && lib.status !== 'approved' && <button type="button" onClick={() => actions.review!(lib.uuid, true)}>{t('componentLibrary.approve')}</button>}
              {actions.review && lib.status === 'approved' && <button type="button" onClick={() => actions.review!(lib.uuid, false)}>{t('componentLibrary.unapprove')}</button>}
            </div>
            {open?.uuid === lib.uuid && (
              <ul className="kf-cl-components">
                {open.components.map((c) => (
                  <li key={c.id} data-testid={`component-${c.name}`} onDoubleClick={() => actions.insert(c.id)} draggable title={t('componentLibrary.dragHint')}
                    onDragStart={(e) => {
                      const drag: ComponentDrag = { componentId: c.id };
                      e.dataTransfer.setData(COMPONENT_MIME, JSON.stringify(drag));
                      e.dataTransfer.effectAllowed = 'copy';
                    }}>
                    {c.preview ? <img src={c.preview} alt="" /> : <span className="kf-cl-icon" aria-hidden>▣</span>}
                    <span className="kf-cl-cname">{c.name}</span>
                    <button type="button" onClick={() => actions.insert(c.id)} aria-label={t('componentLibrary.insertNamed', { name: c.name })}>{t('componentLibrary.insert')}</button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
