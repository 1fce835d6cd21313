import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { MATERIAL_CONTAINER_ID, isMixed } from '../../sdk/index.js';
import type { I18nService, NotificationService, PropertyEditorProps, SceneDocumentService, TranslateFn } from '../../sdk/index.js';
import { MaterialActionError } from './material-actions.js';
import type { MaterialActions } from './material-actions.js';
import type { ProjectMaterial, ProjectMaterials } from './project-materials.js';

/** What the material row needs. */
export interface MaterialEditorDeps {
  readonly actions: MaterialActions;
  readonly project: ProjectMaterials;
  readonly document: SceneDocumentService;
  readonly i18n: I18nService | undefined;
  readonly notifications: NotificationService | undefined;
  readonly t: TranslateFn;
}

/** Re-render when the material library (or a material's name or type) changes. */
function useLibraryTick(document: SceneDocumentService): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      document.onDidLoad.subscribe(bump),
      document.onDidChange.subscribe((change) => {
        const touches = change.patches.some((p) => (p.op === 'insert' || p.op === 'remove')
          ? p.nodes.some((n) => n.parent === MATERIAL_CONTAINER_ID || n.id === MATERIAL_CONTAINER_ID)
          : p.op === 'setName' && document.get(p.id)?.parent === MATERIAL_CONTAINER_ID);
        if (touches) bump();
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [document]);
  return tick;
}

/**
 * The mesh's Material row (spec 001 §2): pick one of the scene's materials or none, make a new one of a type, remove
 * the assignment, and switch the assigned material's type. The inspector embeds the material's own rows below.
 */
export function createMaterialEditor({ actions, project, document, i18n, notifications, t }: MaterialEditorDeps): ComponentType<PropertyEditorProps<'material'>> {
  const pick = (text: Parameters<I18nService['pick']>[0]) => (i18n ? i18n.pick(text) : text.en);
  const guarded = (work: () => void) => {
    try {
      work();
    } catch (error) {
      if (error instanceof MaterialActionError) notifications?.error(error.message);
      else throw error;
    }
  };
  return function MaterialEditor({ value, nodeIds, readOnly, onChange }: PropertyEditorProps<'material'>) {
    useLibraryTick(document);
    const mixed = isMixed(value);
    const id = !mixed && typeof value === 'string' ? value : '';
    const materials = actions.list();
    const assigned = id ? document.get(id) : undefined;
    const types = actions.types();
    const [saved, setSaved] = useState<readonly ProjectMaterial[] | undefined>();
    // The project's materials are fetched once when the row shows (the menu lists them without a first click) and
    // again after a save or delete.
    const loadSaved = () => {
      if (saved) return;
      project.list().then(setSaved, () => setSaved([]));
    };
    useEffect(() => {
      if (!project.available || saved) return;
      let live = true;
      project.list().then((list) => live && setSaved(list), () => live && setSaved([]));
      return () => { live = false; };
    }, [saved]);
    // The material as it is now: the row re-renders on library changes, not on every edit of the material's props.
    const current = () => (id ? document.get(id) : undefined);
    const saveToProject = () => {
      const material = current();
      if (!material) return;
      project.save(material, (nodeId) => document.get(nodeId)).then(
        ({ updated }) => {
          notifications?.success(t(updated ? 'materialEditor.updatedInProject' : 'materialEditor.savedToProject', { name: material.name }));
          setSaved(undefined);
        },
        () => undefined, // the api service has shown the server's message
      );
    };
    const deleteFromProject = () => {
      const material = current();
      if (!material) return;
      project.remove(material).then(
        (deleted) => {
          if (deleted) notifications?.success(t('materialEditor.deletedFromProject', { name: material.name }));
          else notifications?.warning(t('materialEditor.notInProject', { name: material.name }));
          setSaved(undefined);
        },
        () => undefined,
      );
    };
    const applySaved = (uuid: string) => {
      const item = saved?.find((m) => m.uuid === uuid);
      if (item) guarded(() => actions.createAndAssign(nodeIds, item.data.type, item.data.props, item.name));
    };
    return (
      <div className="kf-material-editor" data-testid="material-editor">
        <div className="kf-material-line">
          <select
            aria-label={t('materialEditor.pick')}
            data-testid="material-pick"
            disabled={readOnly}
            value={mixed ? '\u0000mixed' : id}
            onChange={(e) => onChange(e.target.value)}
          >
            {mixed && <option value={'\u0000mixed'} disabled>{t('materialEditor.mixed')}</option>}
            <option value="">{t('materialEditor.none')}</option>
            {materials.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
            {id && !assigned && <option value={id}>{id}</option>}
          </select>
          <select
            aria-label={t('materialEditor.new')}
            title={t('materialEditor.new')}
            className="kf-material-new"
            data-testid="material-new"
            disabled={readOnly}
            value=""
            onChange={(e) => {
              const className = e.target.value;
              if (className) guarded(() => actions.createAndAssign(nodeIds, className));
            }}
          >
            <option value="">+</option>
            {types.map((type) => <option key={type.id} value={type.id}>{t('materialEditor.newOf', { type: pick(type.titles) })}</option>)}
          </select>
          <button
            type="button"
            className="kf-material-remove"
            data-testid="material-remove"
            title={t('materialEditor.remove')}
            aria-label={t('materialEditor.remove')}
            disabled={readOnly || (!mixed && !id)}
            onClick={() => onChange('')}
          >
            ✕
          </button>
        </div>
        {assigned && (
          <label className="kf-material-line">
            <span className="kf-material-label">{t('materialEditor.type')}</span>
            <select
              data-testid="material-type"
              disabled={readOnly}
              value={assigned.type}
              onChange={(e) => guarded(() => actions.switchType(assigned.id, e.target.value))}
            >
              {!types.some((type) => type.id === assigned.type) && <option value={assigned.type}>{assigned.type}</option>}
              {types.map((type) => <option key={type.id} value={type.id}>{pick(type.titles)}</option>)}
            </select>
          </label>
        )}
        {project.available && (
          <div className="kf-material-line">
            <select
              aria-label={t('materialEditor.fromProject')}
              data-testid="material-from-project"
              disabled={readOnly}
              value=""
              onFocus={loadSaved}
              onMouseDown={loadSaved}
              onChange={(e) => applySaved(e.target.value)}
            >
              <option value="">{saved === undefined || saved.length ? t('materialEditor.fromProject') : t('materialEditor.noProjectMaterials')}</option>
              {saved?.map((m) => <option key={m.uuid} value={m.uuid}>{m.name}</option>)}
            </select>
            <button
              type="button"
              className="kf-material-remove"
              data-testid="material-save-to-project"
              disabled={readOnly || !assigned}
              title={t('materialEditor.saveToProject')}
              onClick={saveToProject}
            >
              {t('materialEditor.save')}
            </button>
            <button
              type="button"
              className="kf-material-remove"
              data-testid="material-delete-from-project"
              disabled={readOnly || !assigned}
              title={t('materialEditor.deleteFromProject')}
              aria-label={t('materialEditor.deleteFromProject')}
              onClick={deleteFromProject}
            >
              {t('materialEditor.delete')}
            </button>
          </div>
        )}
      </div>
    );
  };
}
