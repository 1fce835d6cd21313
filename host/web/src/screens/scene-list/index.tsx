import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { I18nService } from '../../../../../sdk/index.js';
import { DEFAULT_SCENE_CATEGORY, type CategoryCount as CategoryCountSchema, type SceneRow, type SceneTemplate, type SceneVo } from '../../../../../sdk/contract/scene.js';
import type { z } from 'zod';

type CategoryCount = z.infer<typeof CategoryCountSchema>;
import type { ScreenProps } from '../../routes/screen-props.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog, Dialog, PromptDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useCan, useNotify, useSession } from '../../platform/hooks.js';
import { nameRule } from '../../platform/name-rules.js';
import { PlatformFrame, refreshBadges } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { saveFile } from '../../platform/save-file.js';
import { UploadProgress } from '../../platform/upload-progress.js';

const ALL = '\u0000all';

type SceneDialog =
  | { kind: 'create' }
  | { kind: 'rename'; scene: SceneRow }
  | { kind: 'copy'; scene: SceneRow }
  | { kind: 'move'; scene: SceneRow }
  | { kind: 'delete'; scene: SceneRow }
  | { kind: 'renameCategory'; category: string }
  | { kind: 'deleteCategory'; category: string };

/** The designer address of a scene (artist designer route). */
export function designerPath(projectUuid: string, sceneId: string, version: number | string): string {
  return `/artistDesigner/${encodeURIComponent(projectUuid)}/${encodeURIComponent(sceneId)}/${encodeURIComponent(String(version))}`;
}

function SceneList({ projectUuid }: { readonly projectUuid: string }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [category, setCategory] = useState<string>(ALL);
  const canWrite = useCan('scene', 'write');
  const canDelete = useCan('scene', 'delete');
  const [dialog, setDialog] = useState<SceneDialog | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const categoryLabel = (name: string) => (name === DEFAULT_SCENE_CATEGORY ? t('platform.scenes.default') : name);
  // What a category field shows is the label; the default category's label in the user's language means the default.
  const categoryValue = (text: string) => (text.trim() === t('platform.scenes.default') ? DEFAULT_SCENE_CATEGORY : text.trim());

  const counts = useAsync(() => api.repo<CategoryCount[]>({ method: 'GET', path: `/repo/kf-scene/get-category-scene-count/${encodeURIComponent(projectUuid)}` }), [projectUuid]);
  const scenes = useAsync(
    () => api.repo<SceneRow[]>({ method: 'GET', path: `/repo/kf-scene/findAll/${encodeURIComponent(projectUuid)}`, query: { category: category === ALL ? undefined : category } }),
    [projectUuid, category],
  );
  const categories = useMemo(() => {
    const list = [...(counts.data ?? [])];
    if (!list.some((c) => c.category === DEFAULT_SCENE_CATEGORY)) list.unshift({ category: DEFAULT_SCENE_CATEGORY, count: 0 });
    return list.sort((a, b) => (a.category === DEFAULT_SCENE_CATEGORY ? -1 : b.category === DEFAULT_SCENE_CATEGORY ? 1 : a.category.localeCompare(b.category)));
  }, [counts.data]);
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const reload = () => {
    counts.reload();
    scenes.reload();
  };
  const validateName = (value: string) => (nameRule(value) ? t(`platform.rule.${nameRule(value)}`) : undefined);

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
      await api.upload('/repo/kf-scene/import-scene', form);
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
      <aside className="kf-side" aria-label={t('platform.scenes.categories')}>
        <div className="kf-side-title">{t('platform.scenes.categories')}</div>
        <button type="button" className={category === ALL ? 'kf-side-item active' : 'kf-side-item'} onClick={() => setCategory(ALL)} data-testid="category-all" aria-pressed={category === ALL}>
          <span className="kf-side-label">{t('platform.scenes.all')}</span>
          <span className="kf-badge muted">{total}</span>
        </button>
        {categories.map((c) => (
          <div key={c.category} className="kf-row" style={{ gap: 2 }}>
            <button
              type="button"
              className={category === c.category ? 'kf-side-item active' : 'kf-side-item'}
              onClick={() => setCategory(c.category)}
              data-testid="category"
              data-category={c.category}
              aria-pressed={category === c.category}
            >
              <span className="kf-side-label">{categoryLabel(c.category)}</span>
              <span className="kf-badge muted" data-testid="category-count">
                {c.count}
              </span>
            </button>
            {c.category !== DEFAULT_SCENE_CATEGORY && (
              <>
                <button type="button" className="kf-btn link small" title={t('platform.rename')} aria-label={`${t('platform.rename')} ${c.category}`} onClick={() => setDialog({ kind: 'renameCategory', category: c.category })} data-testid="category-rename">
                  ✎
                </button>
                <button type="button" className="kf-btn link small" title={t('platform.delete')} aria-label={`${t('platform.delete')} ${c.category}`} onClick={() => setDialog({ kind: 'deleteCategory', category: c.category })} data-testid="category-delete">
                  ✕
                </button>
              </>
            )}
          </div>
        ))}
      </aside>
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
            <li key={scene.uuid} className="kf-card" data-testid="scene-card" data-name={scene.name}>
              <button type="button" className="kf-card-thumb" aria-label={t('platform.projects.openNamed', { name: scene.name })} onClick={() => open(scene)}>
                {scene.preview ? <img src={scene.preview} alt="" /> : <span aria-hidden="true">◈</span>}
              </button>
              <div className="kf-card-body">
                <span className="kf-card-title" title={scene.name}>
                  {scene.name}
                </span>
                <span className="kf-card-meta">
                  {categoryLabel(scene.category)} · v{scene.version} · {formatTime(scene.lastModifiedTime, locale)}
                </span>
              </div>
              <div className="kf-card-actions">
                <button type="button" className="kf-btn small" onClick={() => open(scene)} data-testid="scene-open">
                  {t('platform.open')}
                </button>
                <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => setDialog({ kind: 'rename', scene })} data-testid="scene-rename">
                  {t('platform.rename')}
                </button>
                <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => setDialog({ kind: 'copy', scene })} data-testid="scene-copy">
                  {t('platform.copy')}
                </button>
                <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => setDialog({ kind: 'move', scene })} data-testid="scene-move">
                  {t('platform.move')}
                </button>
                <button
                  type="button"
                  className="kf-btn small"
                  data-testid="scene-export"
                  onClick={async () => {
                    try {
                      saveFile(await api.download({ method: 'GET', path: `/repo/kf-scene/export-scene/${encodeURIComponent(scene.uuid)}` }));
                    } catch {
                      // Shown by the api service.
                    }
                  }}
                >
                  {t('platform.scenes.export')}
                </button>
                <button type="button" className="kf-btn small danger" disabled={!canDelete} onClick={() => setDialog({ kind: 'delete', scene })} data-testid="scene-delete">
                  {t('platform.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {dialog?.kind === 'create' && (
        <CreateSceneDialog
          projectUuid={projectUuid}
          categories={categories.map((c) => c.category)}
          initialCategory={category === ALL ? DEFAULT_SCENE_CATEGORY : category}
          categoryLabel={categoryLabel}
          categoryValue={categoryValue}
          onClose={() => setDialog(undefined)}
          onCreated={(scene) => {
            notify?.success(t('platform.scenes.created'));
            reload();
            open(scene);
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PromptDialog
          title={t('platform.rename')}
          label={t('platform.name')}
          initial={dialog.scene.name}
          validate={validateName}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            await api.repo({ method: 'POST', path: '/repo/kf-scene/updateScene', body: { uuid: dialog.scene.uuid, name } });
            notify?.success(t('platform.scenes.renamed'));
            reload();
          }}
        />
      )}
      {dialog?.kind === 'copy' && (
        <PromptDialog
          title={t('platform.copy')}
          label={t('platform.name')}
          initial={t('platform.scenes.copyName', { name: dialog.scene.name })}
          validate={validateName}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            await api.repo({ method: 'POST', path: '/repo/kf-scene/copy-scene', body: { uuid: dialog.scene.uuid, name } });
            notify?.success(t('platform.scenes.copied'));
            reload();
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <PromptDialog
          title={t('platform.scenes.moveTitle', { name: dialog.scene.name })}
          label={t('platform.scenes.category')}
          initial={categoryLabel(dialog.scene.category)}
          validate={validateName}
          onClose={() => setDialog(undefined)}
          onSubmit={async (target) => {
            await api.repo({ method: 'POST', path: '/repo/kf-scene/updateScene', body: { uuid: dialog.scene.uuid, category: categoryValue(target) } });
            notify?.success(t('platform.scenes.moved'));
            reload();
          }}
        >
          <p className="kf-caption">{t('platform.scenes.moveHint', { list: categories.map((c) => categoryLabel(c.category)).join(', ') })}</p>
        </PromptDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('platform.delete')}
          danger
          message={t('platform.scenes.deleteConfirm', { name: dialog.scene.name })}
          onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            await api.repo({ method: 'GET', path: `/repo/kf-scene/deleteScene/${encodeURIComponent(dialog.scene.uuid)}` });
            notify?.success(t('platform.movedToBin'));
            refreshBadges();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'renameCategory' && (
        <PromptDialog
          title={t('platform.scenes.renameCategory')}
          label={t('platform.scenes.category')}
          initial={dialog.category}
          validate={(value) => validateName(value) ?? (value.trim() !== dialog.category && categories.some((c) => c.category === value.trim()) ? t('platform.rule.nameExists') : undefined)}
          onClose={() => setDialog(undefined)}
          onSubmit={async (target) => {
            await api.repo({ method: 'POST', path: '/repo/kf-scene/update-category', query: { projectId: projectUuid, sourceCategory: dialog.category, targetCategory: target } });
            notify?.success(t('platform.scenes.categoryRenamed'));
            if (category === dialog.category) setCategory(target);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'deleteCategory' && (
        <ConfirmDialog
          title={t('platform.scenes.deleteCategory')}
          danger
          message={t('platform.scenes.deleteCategoryConfirm', { name: dialog.category, fallback: t('platform.scenes.default') })}
          onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            await api.repo({ method: 'POST', path: '/repo/kf-scene/delete-category', query: { projectId: projectUuid, category: dialog.category } });
            notify?.success(t('platform.scenes.categoryDeleted'));
            if (category === dialog.category) setCategory(ALL);
            reload();
          }}
        />
      )}
    </div>
  );
}

function CreateSceneDialog({ projectUuid, categories, initialCategory, categoryLabel, categoryValue, onClose, onCreated }: { readonly projectUuid: string; readonly categories: readonly string[]; readonly initialCategory: string; readonly categoryLabel: (name: string) => string; readonly categoryValue: (text: string) => string; readonly onClose: () => void; readonly onCreated: (scene: SceneRow) => void }) {
  const t = useT();
  const api = useApi();
  const i18n = useOptionalService(I18nService);
  const title = (item: SceneTemplate) => (i18n && item.titles ? i18n.pick(item.titles) : item.name);
  const describe = (item: SceneTemplate) => (i18n && item.descriptions ? i18n.pick(item.descriptions) : item.description);
  const templates = useAsync(() => api.repo<SceneTemplate[]>({ method: 'GET', path: '/repo/kf-scene/findAllTemplates' }), []);
  const [template, setTemplate] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [category, setCategory] = useState(() => categoryLabel(initialCategory));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = template ?? templates.data?.[0]?.uuid;
  const error = nameRule(name);
  return (
    <Dialog
      title={t('platform.scenes.create')}
      onClose={onClose}
      testId="create-scene-dialog"
      actions={
        <>
          <button type="button" className="kf-btn" onClick={onClose}>
            {t('platform.cancel')}
          </button>
          <button
            type="button"
            className="kf-btn primary"
            disabled={busy || !chosen}
            data-testid="create-scene-ok"
            onClick={async () => {
              setTouched(true);
              if (error || !chosen) return;
              setBusy(true);
              try {
                const scene = await api.repo<SceneVo>({ method: 'POST', path: '/repo/kf-scene/createScene', query: { projectId: projectUuid, templateId: chosen, name: name.trim(), category: categoryValue(category) || undefined } });
                onClose();
                onCreated(scene);
              } catch {
                setBusy(false);
              }
            }}
          >
            {t('platform.create')}
          </button>
        </>
      }
    >
      <div className="kf-field">
        <span className="kf-caption" id="scene-template-label">
          {t('platform.scenes.template')}
        </span>
        <div role="radiogroup" aria-labelledby="scene-template-label" className="kf-toolbar">
          {(templates.data ?? []).map((item) => (
            <label key={item.uuid} className="kf-btn small" title={describe(item)}>
              <input type="radio" name="scene-template" checked={chosen === item.uuid} onChange={() => setTemplate(item.uuid)} data-testid="scene-template" data-template={item.name} />
              <span data-testid="scene-template-title">{title(item)}</span>
            </label>
          ))}
        </div>
      </div>
      <div className="kf-field">
        <label htmlFor="scene-name">{t('platform.name')}</label>
        <input id="scene-name" className="kf-input" value={name} onChange={(e) => { setName(e.target.value); setTouched(true); }} aria-invalid={touched && !!error} data-testid="scene-name" />
        {touched && error && <span className="kf-field-error" data-testid="field-error">{t(`platform.rule.${error}`)}</span>}
      </div>
      <div className="kf-field">
        <label htmlFor="scene-category">{t('platform.scenes.category')}</label>
        <input id="scene-category" className="kf-input" list="scene-categories" value={category} onChange={(e) => setCategory(e.target.value)} data-testid="scene-category" />
        <datalist id="scene-categories">
          {categories.map((c) => (
            <option key={c} value={categoryLabel(c)} />
          ))}
        </datalist>
      </div>
    </Dialog>
  );
}

/** The scene list of a project (/scenes/:projectUuid): categories with counts, create, import, export, rename, copy, move, delete. */
export default function SceneListScreen({ params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <PlatformFrame testId="scene-list">{params.projectUuid ? <SceneList projectUuid={params.projectUuid} /> : null}</PlatformFrame>
    </RequireSession>
  );
}
