import type { PublishLinkVo } from '../../../../../sdk/contract/publish-link.js';
import { useT } from '../../kernel/kernel-context.js';
import { formatDay } from '../../platform/format.js';
import { isBehind, stateLabelKey } from './publication-labels.js';

/** Which of a link's addresses (the viewer, presenter mode, the product exhibition). */
export type AddressKind = 'viewer' | 'presenter' | 'exhibition';

/** What a row's buttons do. */
export interface RowActions {
  copy(link: PublishLinkVo, kind?: AddressKind): void;
  takeDown(link: PublishLinkVo): void;
  republish(link: PublishLinkVo): void;
  remove(link: PublishLinkVo): void;
}

/** One link: title, state label, visits (of its limit), expiry, version against the latest saved one, and its actions. */
export function PublicationRow({ link, locale, busy, actions, addresses }: {
  readonly link: PublishLinkVo;
  readonly locale: string;
  readonly busy: boolean;
  readonly actions: RowActions;
  readonly addresses: Readonly<Record<AddressKind, string>>;
}) {
  const t = useT();
  const behind = isBehind(link);
  return (
    <tr data-testid="publication-row" data-title={link.title} data-state={link.state} data-short-key={link.shortKey}>
      <td>
        <div className="kf-publication-title">{link.title}</div>
        <div className="kf-caption">
          {link.category}
          {link.group ? ` · ${link.group}` : ''}
          {link.hasPassword ? ` · ${t('platform.publications.password')}` : ''}
        </div>
        <div className="kf-publication-addresses" data-testid="publication-addresses">
          {(['viewer', 'presenter', 'exhibition'] as const).map((kind) => (
            <span key={kind} className="kf-publication-address">
              <a href={addresses[kind]} target="_blank" rel="noopener" data-testid={`publication-open-${kind}`}>{t(`platform.publications.address.${kind}`)}</a>
              <button
                type="button" className="kf-btn small ghost" title={addresses[kind]} aria-label={t(`platform.publications.copyAddress.${kind}`)}
                data-testid={`publication-copy-${kind}`} onClick={() => actions.copy(link, kind)}
              >
                {t('platform.publications.copyShort')}
              </button>
            </span>
          ))}
        </div>
      </td>
      <td>
        <span className={`kf-publication-state ${link.state}`} data-testid="publication-state">{t(stateLabelKey(link.state))}</span>
      </td>
      <td data-testid="publication-visits">
        {link.visitLimit === null ? link.accessCount : t('platform.publications.visitsOf', { count: link.accessCount, limit: link.visitLimit })}
      </td>
      <td data-testid="publication-expires">{link.expiresAt === null ? t('platform.publications.never') : formatDay(link.expiresAt, locale)}</td>
      <td data-testid="publication-version" data-behind={String(behind)}>
        {t('platform.publications.version', { version: link.version })}
        {' · '}
        {link.latestVersion === null ? (
          <span className="kf-caption">{t('platform.publications.sceneGone')}</span>
        ) : behind ? (
          <span className="kf-publication-behind" title={t('platform.publications.behindTitle')}>{t('platform.publications.behind', { latest: link.latestVersion })}</span>
        ) : (
          <span className="kf-caption">{t('platform.publications.latest')}</span>
        )}
      </td>
      <td style={{ textAlign: 'right' }}>
        <div className="kf-toolbar" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="kf-btn small" onClick={() => actions.copy(link)} data-testid="publication-copy">
            {t('platform.publications.copy')}
          </button>
          {link.state === 'takenDown' ? (
            <button type="button" className="kf-btn small" disabled={busy} onClick={() => actions.republish(link)} data-testid="publication-republish">
              {t('platform.publications.republish')}
            </button>
          ) : (
            <button type="button" className="kf-btn small" disabled={busy} onClick={() => actions.takeDown(link)} data-testid="publication-take-down">
              {t('platform.publications.takeDown')}
            </button>
          )}
          <button type="button" className="kf-btn small danger" disabled={busy} onClick={() => actions.remove(link)} data-testid="publication-delete">
            {t('platform.publications.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
