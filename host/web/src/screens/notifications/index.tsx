import { useEffect, useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import { DeleteAllMessages, DeleteMessage, ReadAllMessages, ReadMessage, UserMessages } from '../../../../../sdk/contract/endpoints/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useNotify, useSessionUser } from '../../platform/hooks.js';
import { PlatformFrame, refreshBadges } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';

const PAGE_SIZE = 10;

function Notifications() {
  const t = useT();
  const api = useApi();
  const user = useSessionUser();
  const notify = useNotify();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<'deleteAll' | undefined>();
  const userId = user?.userId ?? '';
  const messages = useAsync(() => api.call(UserMessages, { query: { userId, page, pageSize: PAGE_SIZE } }), [userId, page]);
  const changed = () => {
    messages.reload();
    refreshBadges();
  };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify?.success(t(done));
      changed();
    } catch {
      // Shown by the api service.
    }
  };
  const data = messages.data;
  const pages = Math.max(1, data?.pageInfo.total ?? 1);
  // A page emptied by deletes: go back to the last page that still has messages.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);
  return (
    <>
      <div className="kf-page-head">
        <h1>
          {t('platform.nav.notifications')}{' '}
          <span className="kf-badge" data-testid="notifications-unread">
            {data?.unread ?? 0}
          </span>
          <span className="kf-visually-hidden">{t('platform.notifications.unreadLabel', { count: data?.unread ?? 0 })}</span>
        </h1>
        <div className="kf-toolbar">
          <button type="button" className="kf-btn" disabled={!data?.unread} onClick={() => void act(() => api.call(ReadAllMessages, { params: { userId } }), 'platform.notifications.allRead')} data-testid="notifications-read-all">
            {t('platform.notifications.readAll')}
          </button>
          <button type="button" className="kf-btn danger" disabled={!data?.rows.length} onClick={() => setConfirm('deleteAll')} data-testid="notifications-delete-all">
            {t('platform.notifications.deleteAll')}
          </button>
        </div>
      </div>
      {data && data.rows.length === 0 ? (
        <div className="kf-empty">{t('platform.notifications.empty')}</div>
      ) : (
        <table className="kf-table">
          <thead>
            <tr>
              <th scope="col">{t('platform.notifications.message')}</th>
              <th scope="col">{t('platform.notifications.time')}</th>
              <th scope="col">
                <span className="kf-visually-hidden">{t('platform.bin.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.rows ?? []).map((m) => (
              <tr key={m.id} className={m.read ? undefined : 'unread'} data-testid="message-row" data-read={m.read}>
                <td>
                  <div>{m.title}</div>
                  <div className="kf-caption">{m.content}</div>
                </td>
                <td>{formatTime(m.createdAt, locale)}</td>
                <td style={{ textAlign: 'right' }}>
                  <div className="kf-toolbar" style={{ justifyContent: 'flex-end' }}>
                    {!m.read && (
                      <button type="button" className="kf-btn small" onClick={() => void act(() => api.call(ReadMessage, { params: { id: m.id } }), 'platform.notifications.markedRead')} data-testid="message-read">
                        {t('platform.notifications.markRead')}
                      </button>
                    )}
                    <button type="button" className="kf-btn small danger" onClick={() => void act(() => api.call(DeleteMessage, { params: { id: m.id } }), 'platform.notifications.deleted')} data-testid="message-delete">
                      {t('platform.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="kf-pager" aria-label={t('platform.notifications.paging')}>
        <button type="button" className="kf-btn small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} data-testid="page-prev">
          {t('platform.notifications.prev')}
        </button>
        <span className="kf-caption" data-testid="page-info">
          {t('platform.notifications.page', { page, pages })}
        </span>
        <button type="button" className="kf-btn small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} data-testid="page-next">
          {t('platform.notifications.next')}
        </button>
      </nav>
      {confirm === 'deleteAll' && (
        <ConfirmDialog
          title={t('platform.notifications.deleteAll')}
          danger
          message={t('platform.notifications.deleteAllConfirm')}
          onClose={() => setConfirm(undefined)}
          onConfirm={async () => {
            await api.call(DeleteAllMessages, { params: { userId } });
            setPage(1);
            notify?.success(t('platform.notifications.deleted'));
            changed();
          }}
        />
      )}
    </>
  );
}

/** The site-message centre: unread count, read, delete, read all, delete all, paging. */
export default function NotificationsScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="notifications">
        <Notifications />
      </PlatformFrame>
    </RequireSession>
  );
}
