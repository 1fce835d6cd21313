import { useEffect, useState } from 'react';
import type { PanelProps, PluginFaultService, PluginService, TranslateFn } from '../../sdk/index.js';
import type { PluginManagerActions } from './plugin-manager-actions.js';
import { pluginRows, type PluginRow } from './plugin-rows.js';
import type { SavedPlugins } from './saved-plugins.js';
import './plugin-manager.css';

/** What the panel reads and does. */
export interface PluginManagerPanelDeps {
  readonly plugins: PluginService;
  readonly saved: SavedPlugins;
  readonly faults: PluginFaultService | undefined;
  readonly actions: PluginManagerActions;
  readonly t: TranslateFn;
}

/** Follow the plugins, the kept list and the faults; the rows to show. */
function useRows({ plugins, saved, faults, actions }: PluginManagerPanelDeps): PluginRow[] {
  const compute = () => pluginRows(plugins.plugins, saved.list, faults?.faults ?? [], actions.pending);
  const [rows, setRows] = useState(compute);
  useEffect(() => {
    const update = () => setRows(compute());
    const subscriptions = [plugins.onDidChangeList.subscribe(update), saved.onDidChange.subscribe(update), actions.onDidChangePending.subscribe(update)];
    if (faults) subscriptions.push(faults.onDidReport.subscribe(update));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);
  return rows;
}

/** The plugin manager: add a plugin from a URL; every plugin with its state, version and errors; enable, disable, unload, reload. */
export function createPluginManagerPanel(deps: PluginManagerPanelDeps) {
  const { actions, t } = deps;
  return function PluginManagerPanel(_props: PanelProps) {
    const rows = useRows(deps);
    const [url, setUrl] = useState('');
    const [busy, setBusy] = useState(false);
    const run = (action: () => Promise<void>) => {
      setBusy(true);
      void action().finally(() => setBusy(false));
    };
    const external = rows.filter((r) => r.origin === 'url');
    const builtin = rows.filter((r) => r.origin === 'builtin');
    return (
      <div className="kf-pm" data-testid="plugin-manager">
        <form
          className="kf-pm-add"
          onSubmit={(event) => {
            event.preventDefault();
            const value = url;
            run(async () => {
              await actions.add(value);
              setUrl('');
            });
          }}
        >
          <input
            data-testid="plugin-manager-url" aria-label={t('pluginManager.urlLabel')} placeholder="https://…/plugin.js"
            value={url} onChange={(event) => setUrl(event.target.value)}
          />
          <button type="submit" data-testid="plugin-manager-add" disabled={busy || !url.trim()}>{t('pluginManager.add')}</button>
        </form>
        <div className="kf-pm-scroll">
          <table className="kf-pm-table">
            <thead>
              <tr>
                <th scope="col">{t('pluginManager.name')}</th>
                <th scope="col">{t('pluginManager.version')}</th>
                <th scope="col">{t('pluginManager.state')}</th>
                <th scope="col">{t('pluginManager.actions')}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="kf-pm-group"><td colSpan={4}>{t('pluginManager.external')}</td></tr>
              {external.length === 0 && <tr><td colSpan={4} className="kf-pm-empty">{t('pluginManager.empty')}</td></tr>}
              {external.map((row) => <Row key={`u:${row.id}`} row={row} busy={busy} run={run} deps={deps} />)}
              <tr className="kf-pm-group"><td colSpan={4}>{t('pluginManager.builtin')}</td></tr>
              {builtin.map((row) => <Row key={`b:${row.id}`} row={row} busy={busy} run={run} deps={deps} />)}
            </tbody>
          </table>
        </div>
      </div>
    );
  };
}

function Row({ row, busy, run, deps }: { row: PluginRow; busy: boolean; run: (action: () => Promise<void>) => void; deps: PluginManagerPanelDeps }) {
  const { actions, t } = deps;
  const button = (key: string, testId: string, action: () => Promise<void>) => (
    <button type="button" data-testid={`plugin-${testId}`} disabled={busy} onClick={() => run(action)}>{t(key)}</button>
  );
  return (
    <tr data-testid="plugin-row" data-plugin-id={row.id} data-state={row.state}>
      <td>
        <div className="kf-pm-name">{row.name}</div>
        {row.name !== row.id && <div className="kf-pm-url">{row.id}</div>}
        {row.url && row.url !== row.name && <div className="kf-pm-url">{row.url}</div>}
        {row.origin === 'url' && row.capabilities && row.capabilities.length > 0 && (
          <ul className="kf-pm-caps" data-testid="plugin-capabilities" aria-label={t('pluginManager.capabilities')}>
            {row.capabilities.map((c) => <li key={c} data-capability={c}>{t(`pluginManager.capability.${c}`)}</li>)}
          </ul>
        )}
        {row.errors.length > 0 && (
          <ul className="kf-pm-errors" data-testid="plugin-errors" aria-label={t('pluginManager.errors', { count: row.errors.length })}>
            {row.errors.slice(-3).map((message, i) => <li key={i}>{message}</li>)}
          </ul>
        )}
      </td>
      <td>{row.version ?? '—'}</td>
      <td className={`kf-pm-state kf-pm-state-${row.state}`} data-testid="plugin-state">{t(`pluginManager.state.${row.state}`)}</td>
      <td>
        <div className="kf-pm-actions">
          {row.state === 'loading' ? null : row.state === 'active'
            ? button('pluginManager.disable', 'disable', () => actions.disable(row))
            : button('pluginManager.enable', 'enable', () => actions.enable(row))}
          {row.origin === 'url' && row.known && row.state !== 'inactive' && row.state !== 'loading' && button('pluginManager.reload', 'reload', () => actions.reload(row))}
          {row.origin === 'url' && button('pluginManager.unload', 'unload', () => actions.unload(row))}
        </div>
      </td>
    </tr>
  );
}
