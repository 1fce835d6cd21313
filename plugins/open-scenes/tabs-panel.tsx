import { useEffect, useRef, useState } from 'react';
import type { PanelProps } from '../../sdk/index.js';
import { IMAGE_ACCEPT, isImageName } from './image-rule.js';
import { ImportSceneResource } from '../../sdk/endpoints.js';
import type { OpenScenesPluginServices } from './services.js';

/** The open-scene tabs: switch, close (asking to save), close all, save, upload an image. */
export function tabsPanelFor(services: OpenScenesPluginServices) {
  const { openScenes, t } = services;
  return function OpenScenesPanel(_props: PanelProps) {
    const [tabs, setTabs] = useState(openScenes.tabs);
    const [, setActive] = useState(openScenes.activeId);
    const [progress, setProgress] = useState<number | undefined>();
    // The project to go back to once every tab is closed: the last tab's, else the one in the designer's route.
    const [lastProject, setLastProject] = useState<string | undefined>(() => openScenes.tabs[0]?.projectUuid ?? services.route?.current.projectUuid);
    const input = useRef<HTMLInputElement>(null);
    useEffect(() => {
      const subscription = openScenes.onDidChange.subscribe((list) => {
        setTabs(list);
        setActive(openScenes.activeId);
        if (list.length > 0) setLastProject((list.find((tab) => tab.id === openScenes.activeId) ?? list[0]).projectUuid);
      });
      return () => subscription.unsubscribe();
    }, []);
    const active = openScenes.activeId;
    const activeTab = tabs.find((tab) => tab.id === active);
    const upload = async (files: FileList | null) => {
      if (!files || files.length === 0) return;
      if (files.length > 1) {
        services.notifications?.warning(t('openScenes.oneAtATime'));
        return;
      }
      const file = files[0];
      if (!isImageName(file.name)) {
        services.notifications?.warning(t('openScenes.imageRefused', { name: file.name }));
        return;
      }
      if (!openScenes.ensureSavedForUpload() || !activeTab) return;
      const form = new FormData();
      form.append('name', file.name.slice(0, 50));
      form.append('scene', activeTab.id);
      form.append('file', file);
      try {
        await services.api.call(ImportSceneResource, { body: form }, { onProgress: setProgress });
        services.notifications?.success(t('openScenes.uploaded'));
      } catch {
        // The api service showed why.
      } finally {
        setProgress(undefined);
      }
    };
    return (
      <div className="kf-os" data-testid="open-scenes">
        <div className="kf-os-toolbar">
          <button type="button" className="primary" disabled={!activeTab} onClick={() => void services.saveActive()} data-testid="open-scenes-save">
            {t('openScenes.save')}
          </button>
          <button type="button" disabled={tabs.length === 0} data-testid="open-scenes-close-all" onClick={async () => {
            for (const tab of [...openScenes.tabs]) if (!(await services.closeWithPrompt(tab))) return;
          }}>
            {t('openScenes.closeAll')}
          </button>
          <button
            type="button"
            disabled={!activeTab}
            title={t('openScenes.imageRule')}
            data-testid="open-scenes-upload-image"
            onClick={() => {
              if (openScenes.ensureSavedForUpload()) input.current?.click();
            }}
          >
            {t('openScenes.uploadImage')}
          </button>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t('openScenes.uploadImage')} data-testid="open-scenes-image-input" onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }} />
        </div>
        {progress !== undefined && (
          <div className="kf-os-progress" role="progressbar" aria-label={t('openScenes.uploadImage')} aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100}>
            <div style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        {tabs.length === 0 ? (
          <p className="kf-os-empty">
            {t('openScenes.none')}{' '}
            <a href={lastProject ? `/scenes/${encodeURIComponent(lastProject)}` : '/project'} data-testid="open-scenes-to-list">
              {t(lastProject ? 'openScenes.toSceneList' : 'openScenes.toProjects')}
            </a>
          </p>
        ) : (
          <ul className="kf-os-tabs" role="tablist" aria-orientation="vertical" aria-label={t('openScenes.panelTitle')}>
            {tabs.map((tab) => (
              <li key={tab.id} className="kf-os-tab" role="tab" aria-selected={tab.id === active} data-testid="open-scene-tab" data-name={tab.name} data-scene-id={tab.id} data-dirty={tab.needSave}>
                <button type="button" className="kf-os-name" title={tab.temporary ? t('openScenes.temporary') : `v${tab.version}`} onClick={() => void openScenes.switchTo(tab.id)}>
                  {tab.name}
                </button>
                {tab.needSave && (
                  <span className="kf-os-dirty" title={t('openScenes.unsaved')} aria-label={t('openScenes.unsaved')} data-testid="unsaved-mark">
                    ●
                  </span>
                )}
                <button type="button" className="kf-os-close" aria-label={t('openScenes.close', { name: tab.name })} data-testid="open-scene-close" onClick={() => void services.closeWithPrompt(tab)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  };
}
