import { useCallback, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { NotificationService, PanelProps, TranslateFn } from '../../sdk/index.js';
import type { ComponentLibVo } from '../../sdk/endpoints.js';
import { ComponentActions, ComponentRefusal } from './component-actions.js';
import { LibraryList } from './library-list.js';
import './component-library.css';

interface Lists { mine: ComponentLibVo[]; approved: ComponentLibVo[]; review: ComponentLibVo[] | undefined }

/** The designer's component panel: approved and own libraries to insert from, sharing the selection, submitting one's own for review, and (managers) approving and taking back approvals. */
export function createComponentPanel(actions: ComponentActions, t: TranslateFn, notifications: NotificationService | undefined): ComponentType<PanelProps> {
  const fail = (e: unknown) => {
    if (e instanceof ComponentRefusal) notifications?.warning(t(e.message));
    // Other failures were shown by the api service's catalogue.
  };
  return function ComponentPanel({ visible }: PanelProps) {
    const [lists, setLists] = useState<Lists>();
    const [libUuid, setLibUuid] = useState('');
    const [name, setName] = useState('');
    const [newLib, setNewLib] = useState('');
    const reload = useCallback(() => {
      Promise.all([actions.libs('mine'), actions.libs('approved'), actions.libs('review').catch(() => undefined)])
        .then(([mine, approved, review]) => setLists({ mine, approved, review }), fail);
    }, []);
    useEffect(() => { if (visible && !lists) reload(); }, [visible, lists, reload]);
    if (!lists) return <p className="kf-cl-hint">{t('componentLibrary.loading')}</p>;
    const target = libUuid || lists.mine[0]?.uuid || '';
    const run = (work: () => Promise<unknown>, done?: (r: unknown) => string) => work().then((r) => { if (done) notifications?.success(done(r)); reload(); }, fail);
    const listActions = {
      open: (uuid: string) => actions.lib(uuid),
      insert: (id: string) => void run(() => actions.insert(id), (n) => t('componentLibrary.inserted', { name: String(n) })),
    };
    // Only a manager gets the review list (the server refuses the others), so it also decides who sees Approve.
    const review = (uuid: string, approve: boolean) => void run(() => actions.review(uuid, approve), () => t(approve ? 'componentLibrary.approvedDone' : 'componentLibrary.unapprovedDone'));
    return (
      <div className="kf-cl" data-testid="component-library">
        <form className="kf-cl-share" aria-label={t('componentLibrary.shareTitle')} onSubmit={(e) => {
          e.preventDefault();
          void run(() => actions.share(target, name.trim()), () => t('componentLibrary.shared', { name: name.trim() }));
        }}>
          <h4>{t('componentLibrary.shareTitle')}</h4>
          <label>{t('componentLibrary.library')}
            <select value={target} onChange={(e) => setLibUuid(e.target.value)} required>
              {lists.mine.map((l) => <option key={l.uuid} value={l.uuid}>{l.name}</option>)}
            </select>
          </label>
          <label>{t('componentLibrary.componentName')}<input value={name} onChange={(e) => setName(e.target.value)} maxLength={50} required /></label>
          <button type="submit" disabled={!target || !name.trim()}>{t('componentLibrary.share')}</button>
        </form>
        <form className="kf-cl-new" onSubmit={(e) => {
          e.preventDefault();
          void run(async () => { setLibUuid(await actions.createLib(newLib.trim())); setNewLib(''); });
        }}>
          <label>{t('componentLibrary.newLibrary')}<input value={newLib} onChange={(e) => setNewLib(e.target.value)} maxLength={50} required /></label>
          <button type="submit" disabled={!newLib.trim()}>{t('componentLibrary.create')}</button>
        </form>
        <LibraryList title={t('componentLibrary.approved')} testId="component-libs-approved" libs={lists.approved} t={t}
          actions={lists.review ? { ...listActions, review } : listActions} />
        <LibraryList title={t('componentLibrary.mine')} testId="component-libs-mine" libs={lists.mine} t={t}
          actions={{ ...listActions, submit: (uuid: string) => void run(() => actions.submit(uuid), () => t('componentLibrary.submitted')) }} />
        {lists.review && <LibraryList title={t('componentLibrary.review')} testId="component-libs-review" libs={lists.review} t={t} actions={{ ...listActions, review }} />}
      </div>
    );
  };
}
