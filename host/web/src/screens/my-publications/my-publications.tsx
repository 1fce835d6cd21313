import { useEffect, useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import { ArtistLinks, DeletePublishLink, RepublishPublishLink, TakeDownPublishLink } from '../../../../../sdk/contract/endpoints/index.js';
import type { PublishLinkVo } from '../../../../../sdk/contract/publish-link.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog } from '../../platform/dialog.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';
import { linkAddresses } from '../../../../../sdk/contract/publish-qr.js';
import { PublicationRow, type RowActions } from './publication-row.js';

const PAGE_SIZE = 10;
const SORTS = ['accessCount', 'likes', 'favorites', 'createdAt', 'updatedAt'] as const;
type Sort = (typeof SORTS)[number];

/** The caller's publish links (artist-links): search, sort (most visited first), pages, and each link's actions. */
export function MyPublications() {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [sortBy, setSortBy] = useState<Sort>('accessCount');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<PublishLinkVo | undefined>();
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useAsync(() => api.call(ArtistLinks, { query: { page, pageSize: PAGE_SIZE, sortBy, keyword: keyword || undefined } }), [page, sortBy, keyword]);
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, list.data?.pageInfo.total ?? 1);
  // A page emptied by a deletion moves back a page.
  useEffect(() => {
    if (list.data && rows.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.data]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify?.success(done);
      list.reload();
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };
  const actions: RowActions = {
    copy: (link, kind = 'viewer') => {
      const address = linkAddresses(window.location.origin, link.shortKey)[kind];
      const refused = () => notify?.warning(t('platform.publications.copyFailed', { address }));
      if (!navigator.clipboard) refused();
      else navigator.clipboard.writeText(address).then(() => notify?.success(t('platform.publications.copied')), refused);
    },
    takeDown: (link) => void act(() => api.call(TakeDownPublishLink, { body: { linkUuid: link.linkUuid } }), t('platform.publications.takenDownDone')),
    republish: (link) => void act(() => api.call(RepublishPublishLink, { body: { linkUuid: link.linkUuid } }), t('platform.publications.republished')),
    remove: (link) => setDeleting(link),
  };

  return (
    <>
      <div className="kf-page-head">
        <h1>
          {t('platform.publications.title')}{' '}
          <span className="kf-badge muted" data-testid="publications-count" aria-label={t('platform.publications.count', { count: list.data?.pageInfo.totalRows ?? 0 })}>
            {list.data?.pageInfo.totalRows ?? 0}
          </span>
        </h1>
        <input
          className="kf-input" style={{ width: 220 }} type="search" value={typed} placeholder={t('platform.publications.search')}
          aria-label={t('platform.publications.search')} data-testid="publications-search" onChange={(e) => setTyped(e.target.value)}
        />
        <label className="kf-row" style={{ gap: 6 }}>
          <span className="kf-caption">{t('platform.publications.sortBy')}</span>
          <select className="kf-select" style={{ width: 'auto' }} value={sortBy} data-testid="publications-sort" onChange={(e) => { setSortBy(e.target.value as Sort); setPage(1); }}>
            {SORTS.map((s) => <option key={s} value={s}>{t(`platform.publications.sort.${s}`)}</option>)}
          </select>
        </label>
      </div>
      {!list.loading && rows.length === 0 ? (
        <div className="kf-empty" data-testid="publications-empty">
          {keyword ? t('platform.publications.noMatch', { keyword }) : t('platform.publications.empty')}
        </div>
      ) : (
        <table className="kf-table" data-testid="publications-table" aria-busy={list.loading}>
          <thead>
            <tr>
              <th scope="col">{t('platform.publications.colTitle')}</th>
              <th scope="col">{t('platform.publications.colState')}</th>
              <th scope="col">{t('platform.publications.colVisits')}</th>
              <th scope="col">{t('platform.publications.colExpires')}</th>
              <th scope="col">{t('platform.publications.colVersion')}</th>
              <th scope="col"><span className="kf-visually-hidden">{t('platform.publications.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((link) => <PublicationRow key={link.linkUuid} link={link} locale={locale} busy={busy} actions={actions} addresses={linkAddresses(window.location.origin, link.shortKey)} />)}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="kf-pager" aria-label={t('platform.publications.paging')}>
          <button type="button" className="kf-btn small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} data-testid="page-prev">
            {t('platform.publications.prev')}
          </button>
          <span className="kf-caption" data-testid="page-info">{t('platform.publications.page', { page, pages })}</span>
          <button type="button" className="kf-btn small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)} data-testid="page-next">
            {t('platform.publications.next')}
          </button>
        </nav>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('platform.publications.delete')}
          danger
          confirmLabel={t('platform.publications.delete')}
          message={t('platform.publications.deleteConfirm', { title: deleting.title })}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            await api.call(DeletePublishLink, { params: { linkUuid: deleting.linkUuid } });
            notify?.success(t('platform.publications.deleted'));
            list.reload();
          }}
        />
      )}
    </>
  );
}
