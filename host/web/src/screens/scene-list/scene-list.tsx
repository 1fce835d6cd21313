import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_SCENE_CATEGORY, type SceneRow } from '../../../../../sdk/contract/scene.js';
import { FindAllScenes, GetMarketSyncStates, ImportScene } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useCan, useNotify, useSession } from '../../platform/hooks.js';
import { UploadProgress } from '../../platform/upload-progress.js';
import { CategorySide } from './category-side.js';
import { designerPath } from './designer-path.js';
import { SceneCard } from './scene-card.js';
import { ALL, type SceneDialog } from './scene-dialog.js';
import { SceneDialogs } from './scene-dialogs.js';
import { useSceneCategories } from './use-scene-categories.js';

/** A project's scenes by category, with create, import and the per-scene actions. */
export function SceneList({ projectUuid }: { readonly projectUuid: string }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const [category, setCategory] = useState<string>(ALL);
  const canWrite = useCan('scene', 'write');
  const [dialog, setDialog] = useState<SceneDialog | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const categoryLabel = (name: string) => (name === DEFAULT_SCENE_CATEGORY ? t('platform.scenes.default') : name);

  const counts = useSceneCategories(projectUuid);
  const { categories, total } = counts;
  const scenes = useAsync(
    () => api.call(FindAllScenes, { params: { projectId: projectUuid }, query: { category: category === ALL ? undefined : category } }),
    [projectUuid, category],
  );
  const market = useAsync(() => api.call(GetMarketSyncStates, { params: { projectId: projectUuid } }), [projectUuid, scenes.data]);
  const marketOf = new Map((market.data ?? []).map((m) => [m.sceneUuid, m]));
  const reload = () => {
    counts.reload();
    scenes.reload();
  };

  const importFile = async (file: File) => {
    if (!/\.kzs$/i.test(file.name)) {
      notify?.warning(t('platform.scenes.importOnlyKzs'));
      return;
    }
    const form = new FormData();
    form.append('name', file.name.replace(/\.kzs$/i, '').slice(0, 50));
    form.append('project', projectUuid);
    if (category !== ALL) form.append('category', category);
    form.append('file', file);
    try {
      await api.call(ImportScene, { body: form });
      notify?.success(t('platform.scenes.imported'));
      reload();
    } catch {
      // Shown by the api service.
    }
  };

  const open = (scene: SceneRow) => {
    session.setSelectedProjects([projectUuid, ...session.selectedProjects.filter((id) => id !== projectUuid)]);
    navigate(designerPath(projectUuid, scene.uuid, scene.version));
  };

  return (
    <div className="kf-split">
      <CategorySide
        categories={categories}
        total={total}
        category={category}
        categoryLabel={categoryLabel}
        onSelect={setCategory}
        onRename={(name) => setDialog({ kind: 'renameCategory', category: name })}
        onDelete={(name) => setDialog({ kind: 'deleteCategory', category: name })}
      />
      <section>
        <div className="kf-page-head">
          <h1>{category === ALL ? t('platform.scenes.all') : categoryLabel(category)}</h1>
          <div className="kf-toolbar">
            <button type="button" className="kf-btn primary" disabled={!canWrite} onClick={() => setDialog({ kind: 'create' })} data-testid="scene-create">
              {t('platform.scenes.create')}
            </button>
            <button type="button" className="kf-btn" disabled={!canWrite} onClick={() => fileInput.current?.click()} data-testid="scene-import">
              {t('platform.scenes.import')}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".kzs"
              hidden
              data-testid="scene-import-input"
              aria-label={t('platform.scenes.import')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </div>
        </div>
        <div style={{ marginBottom: 8 }}>
          <UploadProgress inline />
        </div>
        {scenes.loading && !scenes.data && <p className="kf-caption">{t('platform.loading')}</p>}
        {!scenes.loading && (scenes.data ?? []).length === 0 && <div className="kf-empty">{t('platform.scenes.empty')}</div>}
        <ul className="kf-cards" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('platform.nav.scenes')}>
          {(scenes.data ?? []).map((scene) => (
            <SceneCard key={scene.uuid} scene={scene} categoryLabel={categoryLabel} onOpen={open} onDialog={setDialog} market={marketOf.get(scene.uuid)} onMarketChanged={market.reload} />
          ))}
        </ul>
      </section>
      {dialog && (
        <SceneDialogs
          dialog={dialog}
          projectUuid={projectUuid}
          category={category}
          categories={categories}
          categoryLabel={categoryLabel}
          onClose={() => setDialog(undefined)}
          onCategory={setCategory}
          onOpen={open}
          reload={reload}
        />
      )}
    </div>
  );
}
