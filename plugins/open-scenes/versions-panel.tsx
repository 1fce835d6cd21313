import { useEffect, useState } from 'react';
import type { PanelProps, SceneVersionEntry } from '../../sdk/index.js';
import type { OpenScenesPluginServices } from './services.js';

/** The active scene's saved versions (version, user, time); an older one can be opened. */
export function versionsPanelFor(services: OpenScenesPluginServices) {
  const { openScenes, t } = services;
  return function VersionsPanel(_props: PanelProps) {
    const [versions, setVersions] = useState<SceneVersionEntry[]>([]);
    const [key, setKey] = useState('');
    useEffect(() => {
      const subscription = openScenes.onDidChange.subscribe((tabs) => {
        const active = tabs.find((tab) => tab.id === openScenes.activeId);
        setKey(active ? `${active.id}@${active.version}` : '');
      });
      return () => subscription.unsubscribe();
    }, []);
    useEffect(() => {
      const id = key.split('@')[0];
      if (!id) {
        setVersions([]);
        return;
      }
      let alive = true;
      openScenes.versions(id).then((list) => alive && setVersions(list), () => alive && setVersions([]));
      return () => {
        alive = false;
      };
    }, [key]);
    const active = openScenes.tabs.find((tab) => tab.id === openScenes.activeId);
    const locale = services.i18n?.locale ?? 'en';
    return (
      <div className="kf-os" data-testid="scene-versions">
        {versions.length === 0 ? (
          <p className="kf-os-empty">{t('openScenes.versions.none')}</p>
        ) : (
          <table className="kf-os-table kf-os-versions">
            <colgroup>
              <col className="kf-os-versions-version" />
              <col className="kf-os-versions-user" />
              <col />
              <col className="kf-os-versions-open" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('openScenes.versions.version')}</th>
                <th scope="col">{t('openScenes.versions.user')}</th>
                <th scope="col">{t('openScenes.versions.time')}</th>
                <th scope="col" aria-label={t('openScenes.versions.open')} />
              </tr>
            </thead>
            <tbody>
              {versions.map((entry) => (
                <tr key={entry.version} data-testid="scene-version-row" data-version={entry.label}>
                  <td>{entry.label}</td>
                  <td title={entry.user}>{entry.user}</td>
                  <td>{new Date(entry.time).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td>
                    <button
                      type="button"
                      data-testid="scene-version-open"
                      onClick={async () => {
                        if (!active) return;
                        await openScenes.open(active.projectUuid, active.id, entry.version);
                        services.notifications?.notify('info', t('openScenes.versions.opened', { version: entry.label }));
                      }}
                    >
                      {t('openScenes.versions.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    );
  };
}
