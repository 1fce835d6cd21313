import { useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import { MailOutbox } from '../../../../../sdk/contract/endpoints/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useSessionUser } from '../../platform/hooks.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';

const PAGE_SIZE = 20;

function Outbox() {
  const t = useT();
  const api = useApi();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [page, setPage] = useState(1);
  const mails = useAsync(() => api.call(MailOutbox, { query: { page, pageSize: PAGE_SIZE } }, { silent: true }), [page]);
  const data = mails.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className="kf-page-head">
        <h1>{t('platform.outbox.title')}</h1>
      </div>
      {data && (
        <p className={data.smtpConfigured ? 'kf-caption' : 'kf-notice'} role="status" data-testid="outbox-smtp">
          {t(data.smtpConfigured ? 'platform.outbox.smtp' : 'platform.outbox.noSmtp')}
        </p>
      )}
      {mails.loading && !data && <p className="kf-caption">{t('platform.loading')}</p>}
      {data && data.rows.length === 0 && <div className="kf-empty">{t('platform.outbox.empty')}</div>}
      {data && data.rows.length > 0 && (
        <table className="kf-table" data-testid="outbox-table">
          <thead>
            <tr>
              <th scope="col">{t('platform.outbox.time')}</th>
              <th scope="col">{t('platform.outbox.to')}</th>
              <th scope="col">{t('platform.outbox.subject')}</th>
              <th scope="col">{t('platform.outbox.body')}</th>
              <th scope="col">{t('platform.outbox.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((mail) => (
              <tr key={mail.id} data-testid="outbox-row" data-to={mail.to} data-status={mail.status}>
                <td style={{ whiteSpace: 'nowrap' }}>{formatTime(mail.createdAt, locale)}</td>
                <td data-testid="outbox-to">{mail.to}</td>
                <td>{mail.subject}</td>
                <td data-testid="outbox-body">{mail.body}</td>
                <td title={mail.error ?? undefined}>{t(`platform.outbox.status.${mail.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="kf-pager" aria-label={t('platform.outbox.paging')}>
          <button type="button" className="kf-btn small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('platform.notifications.prev')}
          </button>
          <span className="kf-caption">{t('platform.notifications.page', { page, pages })}</span>
          <button type="button" className="kf-btn small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('platform.notifications.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function Refusal() {
  const t = useT();
  return (
    <div className="kf-empty" role="alert" data-testid="outbox-refused">
      {t('platform.outbox.managersOnly')}
    </div>
  );
}

/** The managers' mail outbox (/outbox): the mails the server sent or, without SMTP, holds; a refusal for anyone else. */
export default function OutboxScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="outbox">
        <OutboxOrRefusal />
      </PlatformFrame>
    </RequireSession>
  );
}

function OutboxOrRefusal() {
  const user = useSessionUser();
  return user?.manager ? <Outbox /> : <Refusal />;
}
