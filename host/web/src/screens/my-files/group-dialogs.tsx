import type { ResourceGroup } from '../../../../../sdk/contract/resource.js';
import { DeleteGroup, SaveGroup, UpdateGroup } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog, PromptDialog } from '../../platform/dialog.js';
import { useApi, useNotify } from '../../platform/hooks.js';
import { groupNameRule } from '../../platform/name-rules.js';
import { flatten, type GroupDialog } from './group-dialog.js';

/** My files' open group dialog: create, rename or delete a resource group. */
export function GroupDialogs({ dialog, projectId, kind, groups, onClose, onDeleted, reload }: { readonly dialog: GroupDialog; readonly projectId: string | undefined; readonly kind: string; readonly groups: readonly ResourceGroup[]; readonly onClose: () => void; readonly onDeleted: (group: ResourceGroup) => void; readonly reload: () => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const allNames = flatten(groups);
  return (
    <>
      {dialog.kind === 'create' && projectId && (
        <PromptDialog
          title={t('platform.files.newGroup')}
          label={t('platform.name')}
          validate={(value) => {
            const siblings = dialog.parentId ? (allNames.find((g) => g.id === dialog.parentId)?.children ?? []) : groups;
            const rule = groupNameRule(value, siblings.map((g) => g.name));
            return rule ? t(`platform.rule.${rule}`) : undefined;
          }}
          onClose={onClose}
          onSubmit={async (name) => {
            await api.call(SaveGroup, { body: { projectId: projectId ?? '', typeId: kind, parentId: dialog.parentId, name } });
            notify?.success(t('platform.files.groupCreated'));
            reload();
          }}
        />
      )}
      {dialog.kind === 'rename' && projectId && (
        <PromptDialog
          title={t('platform.rename')}
          label={t('platform.name')}
          initial={dialog.group.name}
          validate={(value) => {
            const siblings = allNames.filter((g) => g.parentId === dialog.group.parentId && g.id !== dialog.group.id);
            const rule = groupNameRule(value, siblings.map((g) => g.name));
            return rule ? t(`platform.rule.${rule}`) : undefined;
          }}
          onClose={onClose}
          onSubmit={async (name) => {
            await api.call(UpdateGroup, { body: { id: dialog.group.id, projectId, name } });
            notify?.success(t('platform.files.groupRenamed'));
            reload();
          }}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={t('platform.delete')}
          danger
          message={t('platform.files.deleteGroupConfirm', { name: dialog.group.name })}
          onClose={onClose}
          onConfirm={async () => {
            await api.call(DeleteGroup, { params: { id: dialog.group.id } });
            notify?.success(t('platform.files.groupDeleted'));
            onDeleted(dialog.group);
            reload();
          }}
        />
      )}
    </>
  );
}
