import type { SceneRow } from '../../../../../sdk/contract/scene.js';
import { DEFAULT_SCENE_CATEGORY } from '../../../../../sdk/contract/scene.js';
import { BinScene, CopyScene, DeleteCategory, UpdateCategory, UpdateScene } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog, PromptDialog } from '../../platform/dialog.js';
import { useApi, useNotify } from '../../platform/hooks.js';
import { nameRule } from '../../platform/name-rules.js';
import { refreshBadges } from '../../platform/platform-frame.js';
import { categoryValue } from './category-value.js';
import { CreateSceneDialog } from './create-scene-dialog.js';
import { ALL, type SceneDialog } from './scene-dialog.js';
import { SceneNamePrompt } from './scene-name-prompt.js';

/** The scene list's open dialog (create, rename, copy, move, delete a scene; rename or delete a category). */
export function SceneDialogs({ dialog, projectUuid, category, categories, categoryLabel, onClose, onCategory, onOpen, reload }: { readonly dialog: SceneDialog; readonly projectUuid: string; readonly category: string; readonly categories: readonly { readonly category: string }[]; readonly categoryLabel: (name: string) => string; readonly onClose: () => void; readonly onCategory: (category: string) => void; readonly onOpen: (scene: SceneRow) => void; readonly reload: () => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const validateName = (value: string) => (nameRule(value) ? t(`platform.rule.${nameRule(value)}`) : undefined);
  return (
    <>
      {dialog.kind === 'create' && (
        <CreateSceneDialog
          projectUuid={projectUuid}
          categories={categories.map((c) => c.category)}
          initialCategory={category === ALL ? DEFAULT_SCENE_CATEGORY : category}
          categoryLabel={categoryLabel}
          onClose={() => onClose()}
          onCreated={(scene) => {
            notify?.success(t('platform.scenes.created'));
            reload();
            onOpen(scene);
          }}
        />
      )}
      {dialog.kind === 'rename' && (
        <SceneNamePrompt
          projectUuid={projectUuid}
          title={t('platform.rename')}
          label={t('platform.name')}
          initial={dialog.scene.name}
          own={dialog.scene.name}
          validate={validateName}
          onClose={() => onClose()}
          onSubmit={async (name) => {
            await api.call(UpdateScene, { body: { uuid: dialog.scene.uuid, name } });
            notify?.success(t('platform.scenes.renamed'));
            reload();
          }}
        />
      )}
      {dialog.kind === 'copy' && (
        <SceneNamePrompt
          projectUuid={projectUuid}
          title={t('platform.copy')}
          label={t('platform.name')}
          initial={t('platform.scenes.copyName', { name: dialog.scene.name })}
          validate={validateName}
          onClose={() => onClose()}
          onSubmit={async (name) => {
            await api.call(CopyScene, { body: { uuid: dialog.scene.uuid, name } });
            notify?.success(t('platform.scenes.copied'));
            reload();
          }}
        />
      )}
      {dialog.kind === 'move' && (
        <PromptDialog
          title={t('platform.scenes.moveTitle', { name: dialog.scene.name })}
          label={t('platform.scenes.category')}
          initial={categoryLabel(dialog.scene.category)}
          validate={validateName}
          onClose={() => onClose()}
          onSubmit={async (target) => {
            await api.call(UpdateScene, { body: { uuid: dialog.scene.uuid, category: categoryValue(t, target) } });
            notify?.success(t('platform.scenes.moved'));
            reload();
          }}
        >
          <p className="kf-caption">{t('platform.scenes.moveHint', { list: categories.map((c) => categoryLabel(c.category)).join(', ') })}</p>
        </PromptDialog>
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={t('platform.delete')}
          danger
          message={t('platform.scenes.deleteConfirm', { name: dialog.scene.name })}
          onClose={() => onClose()}
          onConfirm={async () => {
            await api.call(BinScene, { params: { id: dialog.scene.uuid } });
            notify?.success(t('platform.movedToBin'));
            refreshBadges();
            reload();
          }}
        />
      )}
      {dialog.kind === 'renameCategory' && (
        <PromptDialog
          title={t('platform.scenes.renameCategory')}
          label={t('platform.scenes.category')}
          initial={dialog.category}
          validate={(value) => validateName(value) ?? (value.trim() !== dialog.category && categories.some((c) => c.category === value.trim()) ? t('platform.rule.nameExists') : undefined)}
          onClose={() => onClose()}
          onSubmit={async (target) => {
            await api.call(UpdateCategory, { query: { projectId: projectUuid, sourceCategory: dialog.category, targetCategory: target } });
            notify?.success(t('platform.scenes.categoryRenamed'));
            if (category === dialog.category) onCategory(target);
            reload();
          }}
        />
      )}
      {dialog.kind === 'deleteCategory' && (
        <ConfirmDialog
          title={t('platform.scenes.deleteCategory')}
          danger
          message={t('platform.scenes.deleteCategoryConfirm', { name: dialog.category, fallback: t('platform.scenes.default') })}
          onClose={() => onClose()}
          onConfirm={async () => {
            await api.call(DeleteCategory, { query: { projectId: projectUuid, category: dialog.category } });
            notify?.success(t('platform.scenes.categoryDeleted'));
            if (category === dialog.category) onCategory(ALL);
            reload();
          }}
        />
      )}
    </>
  );
}
