import { useState } from 'react';
import type { SceneRow, SceneTemplate } from '../../../../../sdk/contract/scene.js';
import { CreateScene, FindAllTemplates } from '../../../../../sdk/contract/endpoints/index.js';
import { I18nService } from '../../../../../sdk/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { Dialog } from '../../platform/dialog.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { nameRule } from '../../platform/name-rules.js';
import { categoryValue } from './category-value.js';
import { NameTakenWarning } from './name-taken-warning.js';
import { useSceneNameTaken } from './use-scene-name-taken.js';

/** The new-scene dialog: template, name and category. */
export function CreateSceneDialog({ projectUuid, categories, initialCategory, categoryLabel, onClose, onCreated }: { readonly projectUuid: string; readonly categories: readonly string[]; readonly initialCategory: string; readonly categoryLabel: (name: string) => string; readonly onClose: () => void; readonly onCreated: (scene: SceneRow) => void }) {
  const t = useT();
  const api = useApi();
  const i18n = useOptionalService(I18nService);
  const title = (item: SceneTemplate) => (i18n && item.titles ? i18n.pick(item.titles) : item.name);
  const describe = (item: SceneTemplate) => (i18n && item.descriptions ? i18n.pick(item.descriptions) : item.description);
  const templates = useAsync(() => api.call(FindAllTemplates), []);
  const [template, setTemplate] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [category, setCategory] = useState(() => categoryLabel(initialCategory));
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = template ?? templates.data?.[0]?.uuid;
  const error = nameRule(name);
  const taken = useSceneNameTaken(projectUuid, name);
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
                const scene = await api.call(CreateScene, { query: { projectId: projectUuid, templateId: chosen, name: name.trim(), category: categoryValue(t, category) || undefined } });
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
        {!error && taken && <NameTakenWarning name={name} />}
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
