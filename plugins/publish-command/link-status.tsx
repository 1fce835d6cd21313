import type { PublishLinkVo } from '../../sdk/endpoints.js';
import type { TranslateFn } from '../../sdk/index.js';

/** Which of a link's addresses. */
export type AddressKind = 'viewer' | 'presenter' | 'exhibition';

interface Props {
  readonly link: PublishLinkVo;
  readonly addresses: Readonly<Record<AddressKind, string>>;
  readonly busy: boolean;
  readonly t: TranslateFn;
  onCopy(kind: AddressKind): void;
  onSync(): void;
}

/** Test ids of an address row: the viewer's keep their first names. */
const suffix = (kind: AddressKind) => (kind === 'viewer' ? '' : `-${kind}`);

/** Whether a link shows an older version than the scene's latest saved one. */
export function isBehind(link: Pick<PublishLinkVo, 'version' | 'latestVersion'>): boolean {
  return link.latestVersion !== null && link.version < link.latestVersion;
}

/** An existing link: its address with a copy button, its state and visits, and its version against the latest saved one. */
export function LinkStatus({ link, addresses, busy, t, onCopy, onSync }: Props) {
  const behind = isBehind(link);
  return (
    <section className="kf-publish-status" data-testid="publish-status" data-state={link.state} data-behind={String(behind)}>
      {(['viewer', 'presenter', 'exhibition'] as const).map((kind) => (
        <div className="kf-publish-address" key={kind}>
          <label>
            <span className="kf-publish-address-kind">{t(`publish.address.${kind}`)}</span>
            <input readOnly value={addresses[kind]} data-testid={`publish-address${suffix(kind)}`} onFocus={(e) => e.target.select()} />
          </label>
          <button type="button" data-testid={`publish-copy${suffix(kind)}`} aria-label={t(`publish.copy.${kind}`)} onClick={() => onCopy(kind)}>{t('publish.copy')}</button>
        </div>
      ))}
      <p className="kf-publish-state">
        <span className={`kf-publish-pill ${link.state}`} data-testid="publish-state">{t(`publish.state.${link.state}`)}</span>{' '}
        <span data-testid="publish-visits">{t('publish.visits', { count: link.accessCount })}</span>
      </p>
      <p className="kf-publish-version" data-testid="publish-version">
        {behind ? t('publish.versionBehind', { version: link.version, latest: link.latestVersion ?? link.version }) : t('publish.versionLatest', { version: link.version })}
        {behind && (
          <button type="button" className="kf-publish-sync" disabled={busy} data-testid="publish-sync" onClick={onSync}>{t('publish.sync')}</button>
        )}
      </p>
    </section>
  );
}
