import { useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import {
  ClearProjectBin, ClearSceneBin, DeleteProject, ProjectBin, RestoreProject, SceneBin, UpdateSceneBin,
} from '../../../../../sdk/contract/endpoints/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';
import { PlatformFrame, refreshBadges } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';

/** One row of the bin, scene or project. */
interface BinRow {
  readonly kind: 'scene' | 'project';
  readonly uuid: string;
  readonly name: string;
  readonly projectUuid: string;
  readonly deletedAt: number;
}

type Range = 0 | 1 | 7 | 30;
type Pending = { kind: 'purge'; row: BinRow } | { kind: 'clear' };

function Bin() {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [range, setRange] = useState<Range>(0);
  const [pending, setPending] = useState<Pending | undefined>();
  const items = useAsync(async () => {
    const query = { date: range || undefined };
    const [scenes, projects] = await Promise.all([
      api.call(SceneBin, { query }),
      api.call(ProjectBin, { query }, { silent: true }).catch(() => []),
    ]);
    const rows: BinRow[] = [
      ...scenes.map((s) => ({ kind: 'scene' as const, uuid: s.uuid, name: s.name, projectUuid: s.projectUuid, deletedAt: s.deletedAt })),
      ...projects.map((p) => ({ kind: 'project' as const, uuid: p.uuid, name: p.name, projectUuid: p.uuid, deletedAt: p.deletedAt })),
    ];
    return rows.sort((a, b) => b.deletedAt - a.deletedAt);
  }, [range]);
  const changed = () => {
    items.reload();
    refreshBadges();
  };
  const restore = async (row: BinRow) => {
    try {
      if (row.kind === 'scene') await api.call(UpdateSceneBin, { params: { projectUuid: row.projectUuid, uuid: row.uuid, flag: 0 } });
      else await api.call(RestoreProject, { params: { id: row.uuid } });
      notify?.success(t('platform.bin.restored'));
      changed();
    } catch {
      // Shown by the api service.
    }
  };
  const rows = items.data ?? [];
  const ranges: { value: Range; label: string }[] = [
    { value: 0, label: t('platform.bin.rangeAll') },
    { value: 1, label: t('platform.bin.range1') },
    { value: 7, label: t('platform.bin.range7') },
    { value: 30, label: t('platform.bin.range30') },
  ];
  return (
    <>
      <div className="kf-page-head">
        <h1>
          {t('platform.nav.bin')} <span className="kf-badge muted" data-testid="bin-list-count">{rows.length}</span>
        </h1>
        <div className="kf-segment" role="group" aria-label={t('platform.bin.range')}>
          {ranges.map((r) => (
            <button key={r.value} type="button" aria-pressed={range === r.value} onClick={() => setRange(r.value)} data-testid={`bin-range-${r.value}`}>
              {r.label}
            </button>
          ))}
        </div>
        <button type="button" className="kf-btn danger" disabled={rows.length === 0} onClick={() => setPending({ kind: 'clear' })} data-testid="bin-clear">
          {t('platform.bin.clear')}
        </button>
      </div>
      <p className="kf-caption">{t('platform.bin.retention')}</p>
      {!items.loading && rows.length === 0 ? (
        <div className="kf-empty">{t('platform.bin.empty')}</div>
      ) : (
        <table className="kf-table">
          <thead>
            <tr>
              <th scope="col">{t('platform.name')}</th>
              <th scope="col">{t('platform.bin.kind')}</th>
              <th scope="col">{t('platform.bin.deletedAt')}</th>
              <th scope="col">
                <span className="kf-visually-hidden">{t('platform.bin.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}:${row.uuid}`} data-testid="bin-row" data-name={row.name}>
                <td>{row.name}</td>
                <td>{row.kind === 'scene' ? t('platform.bin.kindScene') : t('platform.bin.kindProject')}</td>
                <td>{formatTime(row.deletedAt, locale)}</td>
                <td style={{ textAlign: 'right' }}>
                  <div className="kf-toolbar" style={{ justifyContent: 'flex-end' }}>
                    <button type="button" className="kf-btn small" onClick={() => void restore(row)} data-testid="bin-restore">
                      {t('platform.bin.restore')}
                    </button>
                    <button type="button" className="kf-btn small danger" onClick={() => setPending({ kind: 'purge', row })} data-testid="bin-purge">
                      {t('platform.bin.purge')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending?.kind === 'purge' && (
        <ConfirmDialog
          title={t('platform.bin.purge')}
          danger
          message={t('platform.bin.purgeConfirm', { name: pending.row.name })}
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            const row = pending.row;
            if (row.kind === 'scene') await api.call(UpdateSceneBin, { params: { projectUuid: row.projectUuid, uuid: row.uuid, flag: 1 } });
            else await api.call(DeleteProject, { params: { id: row.uuid } });
            notify?.success(t('platform.bin.purged'));
            changed();
          }}
        />
      )}
      {pending?.kind === 'clear' && (
        <ConfirmDialog
          title={t('platform.bin.clear')}
          danger
          message={t('platform.bin.clearConfirm')}
          onClose={() => setPending(undefined)}
          onConfirm={async () => {
            await api.call(ClearSceneBin, { query: { flag: 'all', date: range || undefined } });
            await api.call(ClearProjectBin, { query: { flag: 'all', date: range || undefined } }, { silent: true }).catch(() => undefined);
            notify?.success(t('platform.bin.cleared'));
            changed();
          }}
        />
      )}
    </>
  );
}

/** The recycle bin ('wastebin'): 1/7/30-day filters, roll back, delete permanently, clear. */
export default function RecycleBinScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="recycle-bin">
        <Bin />
      </PlatformFrame>
    </RequireSession>
  );
}
