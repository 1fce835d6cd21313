import { useState } from 'react';
import { ApiError } from '../../../../../sdk/index.js';
import { GetProjectMembers, InviteMember, LeaveProject, RemoveMember, RevokeInvitation, SetMemberRole } from '../../../../../sdk/contract/endpoints/index.js';
import type { MemberRole, ProjectMember } from '../../../../../sdk/contract/project-members.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { I18nService } from '../../../../../sdk/index.js';
import { Dialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useNotify, useSessionUser } from '../../platform/hooks.js';

/** The server's message of a refusal, else a generic one. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A project's members: the owner invites, changes roles and removes; a member sees the list and can leave. */
export function MembersDialog({ project, onClose, onLeft }: { readonly project: { readonly uuid: string; readonly name: string }; readonly onClose: () => void; readonly onLeft: () => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const me = useSessionUser();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const state = useAsync(() => api.call(GetProjectMembers, { params: { projectUuid: project.uuid } }), [api, project.uuid]);
  const [invitee, setInvitee] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const data = state.data;
  const owner = data?.myRole === 'owner';
  const roleName = (r: string) => t(`platform.members.role.${r}`);
  const nameOf = (m: Pick<ProjectMember, 'username' | 'nickname'>) => (m.nickname && m.nickname !== m.username ? `${m.nickname} (${m.username})` : m.username);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
      state.reload();
    } catch (error) {
      setProblem(failureText(error, t('platform.members.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('platform.members.title', { name: project.name })}
      onClose={onClose}
      testId="members-dialog"
      actions={
        <>
          {data && !owner && (
            <button
              type="button"
              className="kf-btn danger"
              data-testid="members-leave"
              disabled={busy}
              onClick={() => act(async () => {
                if (!window.confirm(t('platform.members.leaveConfirm', { name: project.name }))) return;
                await api.call(LeaveProject, { body: { projectUuid: project.uuid } });
                notify?.success(t('platform.members.left'));
                onLeft();
              })}
            >
              {t('platform.members.leave')}
            </button>
          )}
          <button type="button" className="kf-btn primary" onClick={onClose} data-testid="members-close">
            {t('platform.members.close')}
          </button>
        </>
      }
    >
      {state.loading && !data && <p className="kf-caption">{t('platform.loading')}</p>}
      {data && (
        <>
          <ul className="kf-members" aria-label={t('platform.members.open')} data-testid="members-list">
            {data.members.map((m) => (
              <li key={m.userId} className="kf-member" data-testid="member-row" data-username={m.username} data-role={m.role}>
                <span className="kf-member-name">
                  {nameOf(m)} {m.userId === me?.userId && <span className="kf-caption">{t('platform.members.you')}</span>}
                </span>
                {owner && m.role !== 'owner' ? (
                  <>
                    <select
                      aria-label={t('platform.members.roleOf', { name: m.username })}
                      value={m.role}
                      disabled={busy}
                      data-testid="member-role"
                      onChange={(e) => {
                        const next = e.target.value as MemberRole;
                        void act(async () => {
                          await api.call(SetMemberRole, { body: { projectUuid: project.uuid, userId: m.userId, role: next } });
                          notify?.success(t('platform.members.roleChanged', { name: m.username, role: roleName(next) }));
                        });
                      }}
                    >
                      <option value="editor">{roleName('editor')}</option>
                      <option value="viewer">{roleName('viewer')}</option>
                    </select>
                    <button
                      type="button"
                      className="kf-btn small danger"
                      disabled={busy}
                      aria-label={t('platform.members.removeNamed', { name: m.username })}
                      data-testid="member-remove"
                      onClick={() => act(async () => {
                        await api.call(RemoveMember, { body: { projectUuid: project.uuid, userId: m.userId } });
                        notify?.success(t('platform.members.removed', { name: m.username }));
                      })}
                    >
                      {t('platform.members.remove')}
                    </button>
                  </>
                ) : (
                  <span className="kf-role" data-testid="member-role-label">{roleName(m.role)}</span>
                )}
              </li>
            ))}
          </ul>
          {owner && data.invitations.length > 0 && (
            <>
              <h3 className="kf-members-head">{t('platform.members.pending')}</h3>
              <ul className="kf-members" data-testid="members-pending">
                {data.invitations.map((i) => (
                  <li key={i.inviteeId} className="kf-member" data-testid="pending-row" data-username={i.username}>
                    <span className="kf-member-name" title={nameOf(i)}>{i.username}</span>
                    <span className="kf-role">{roleName(i.role)}</span>
                    <span className="kf-caption">{t('platform.members.expires', { time: formatTime(i.expiresAt, locale) })}</span>
                    <button
                      type="button"
                      className="kf-btn small"
                      disabled={busy}
                      onClick={() => act(async () => {
                        await api.call(RevokeInvitation, { body: { projectUuid: project.uuid, userId: i.inviteeId } });
                      })}
                    >
                      {t('platform.members.revoke')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {owner ? (
            <form
              className="kf-members-invite"
              onSubmit={(e) => {
                e.preventDefault();
                const name = invitee.trim();
                if (!name) return;
                void act(async () => {
                  await api.call(InviteMember, { body: { projectUuid: project.uuid, invitee: name, role } });
                  notify?.success(t('platform.members.invited', { name }));
                  setInvitee('');
                });
              }}
            >
              <label className="kf-field">
                <span>{t('platform.members.inviteLabel')}</span>
                <input value={invitee} maxLength={254} onChange={(e) => setInvitee(e.target.value)} data-testid="members-invitee" />
              </label>
              <label className="kf-field">
                <span>{t('platform.members.inviteRole')}</span>
                <select value={role} onChange={(e) => setRole(e.target.value as MemberRole)} data-testid="members-invite-role">
                  <option value="editor">{roleName('editor')}</option>
                  <option value="viewer">{roleName('viewer')}</option>
                </select>
              </label>
              <button type="submit" className="kf-btn primary" disabled={busy || invitee.trim() === ''} data-testid="members-invite">
                {t('platform.members.invite')}
              </button>
            </form>
          ) : (
            <p className="kf-caption">{t('platform.members.viewerNote')}</p>
          )}
          {problem && (
            <p className="kf-field-error" role="alert" data-testid="members-problem">
              {problem}
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
