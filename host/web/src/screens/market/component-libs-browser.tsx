import { useState } from 'react';
import { FindComponentLib, FindComponentLibs } from '../../../../../sdk/contract/endpoints/index.js';
import type { ComponentLibVo } from '../../../../../sdk/contract/component-lib.js';
import { I18nService } from '../../../../../sdk/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync } from '../../platform/hooks.js';

/** One approved library: name, 'Artist Official', owner, count; opened to its components with their thumbnails. */
function LibraryCard({ lib, open, onToggle }: { readonly lib: ComponentLibVo; readonly open: boolean; readonly onToggle: () => void }) {
  const t = useT();
  const api = useApi();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const detail = useAsync(() => (open ? api.call(FindComponentLib, { query: { uuid: lib.uuid } }) : Promise.resolve(undefined)), [open, lib.uuid]);
  return (
    <li className="kf-card kf-market-lib" data-testid="market-lib" data-name={lib.name}>
      <div className="kf-card-body">
        <button type="button" className="kf-market-lib-name" aria-expanded={open} onClick={onToggle} data-testid="market-lib-open">{lib.name}</button>
        {lib.official && <span className="kf-badge kf-market-official" data-testid="market-lib-official">{t('platform.market.libs.official')}</span>}
        <span className="kf-card-meta">{t('platform.market.by', { name: lib.createdBy })} · {t('platform.market.libs.count', { count: lib.componentCount })} · {formatTime(lib.updatedAt, locale)}</span>
        {open && (
          <ul className="kf-market-components" data-testid="market-lib-components">
            {(detail.data?.components ?? []).map((c) => (
              <li key={c.id} data-testid="market-component" title={c.name}>
                {c.preview ? <img src={c.preview} alt="" /> : <span aria-hidden="true">▣</span>}
                <span data-testid="market-component-name">{c.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The approved component libraries, for everyone signed in; their components are inserted from the designer's Components panel. */
export function ComponentLibsBrowser() {
  const t = useT();
  const api = useApi();
  const libs = useAsync(() => api.call(FindComponentLibs, { query: { scope: 'approved' } }), []);
  const [open, setOpen] = useState<string>();
  const rows = libs.data ?? [];
  return (
    <>
      <div className="kf-page-head">
        <h1>
          {t('platform.market.libs.title')}{' '}
          <span className="kf-badge muted" data-testid="market-libs-count">{t('platform.market.libs.libCount', { count: rows.length })}</span>
        </h1>
      </div>
      <p className="kf-caption">{t('platform.market.libs.hint')}</p>
      {libs.data && rows.length === 0 && <p className="kf-empty" data-testid="market-libs-empty">{t('platform.market.libs.empty')}</p>}
      <ul className="kf-cards kf-market-cards" data-testid="market-libs" aria-busy={libs.loading}>
        {rows.map((lib) => <LibraryCard key={lib.uuid} lib={lib} open={open === lib.uuid} onToggle={() => setOpen(open === lib.uuid ? undefined : lib.uuid)} />)}
      </ul>
    </>
  );
}
