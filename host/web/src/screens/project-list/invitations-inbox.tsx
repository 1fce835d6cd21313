import { useState } from 'react';
import { AcceptInvitation, DeclineInvitation, MyInvitations } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';

/** Invitations waiting for the user's answer, above their project list (nothing when there are none). */
export function InvitationsInbox({ onJoined }: { readonly onJoined: () => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const inbox = useAsync(() => api.call(MyInvitations), [api]);
  const [busy, setBusy] = useState(false);
  const rows = inbox.data ?? [];
  if (rows.length === 0) return null;
  const answer = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      inbox.reload();
    }
  };
  return (
    <section className="kf-invitations" aria-label={t('platform.invitations.title')} data-testid="invitations-inbox">
      <h2>{t('platform.invitations.title')}</h2>
      <ul>
        {rows.map((i) => (
          <li key={i.id} className="kf-invitation" data-testid="invitation-row" data-project={i.projectName}>
            <span>{t('platform.invitations.line', { inviter: i.inviterName, project: i.projectName, role: t(`platform.members.role.${i.role}`) })}</span>
            <button
              type="button"
              className="kf-btn small primary"
              disabled={busy}
              data-testid="invitation-accept"
              onClick={() => answer(async () => {
                await api.call(AcceptInvitation, { body: { id: i.id } });
                notify?.success(t('platform.invitations.accepted', { project: i.projectName }));
                onJoined();
              })}
            >
              {t('platform.invitations.accept')}
            </button>
            <button
              type="button"
              className="kf-btn small"
              disabled={busy}
              data-testid="invitation-decline"
              onClick={() => answer(async () => {
                await api.call(DeclineInvitation, { body: { id: i.id } });
                notify?.success(t('platform.invitations.declined'));
              })}
            >
              {t('platform.invitations.decline')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
