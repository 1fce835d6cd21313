import { useRef, useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import type { ResourceGroup, ResourceVo } from '../../../../../sdk/contract/resource.js';
import type { SceneRow } from '../../../../../sdk/contract/scene.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog, PromptDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useNotify, useSession } from '../../platform/hooks.js';
import { groupNameRule } from '../../platform/name-rules.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { ProgressBar, UploadProgress } from '../../platform/upload-progress.js';
import { IMAGE_ACCEPT, isImageName } from '../../../../../plugins/open-scenes/image-rule.js';

/** Resource kinds of spec 000 §3 (typeId on the wire) with their label keys. */
const KINDS = [
  { id: 'image', label: 'platform.files.kind.image' },
  { id: 'scene', label: 'platform.files.kind.scene' },
  { id: 'material', label: 'platform.files.kind.material' },
  { id: 'info-point', label: 'platform.files.kind.infoPoint' },
  { id: 'part', label: 'platform.files.kind.part' },
  { id: 'cfg3d', label: 'platform.files.kind.cfg3d' },
  { id: 'file', label: 'platform.files.kind.file' },
] as const;

type GroupDialog = { kind: 'create'; parentId: string | null } | { kind: 'rename'; group: ResourceGroup } | { kind: 'delete'; group: ResourceGroup };

function flatten(groups: readonly ResourceGroup[]): ResourceGroup[] {
  return groups.flatMap((g) => [g, ...flatten(g.children)]);
}

function GroupTree({ groups, selected, onSelect, onRename, onDelete, onCreateChild }: { readonly groups: readonly ResourceGroup[]; readonly selected?: string; readonly onSelect: (g: ResourceGroup) => void; readonly onRename: (g: ResourceGroup) => void; readonly onDelete: (g: ResourceGroup) => void; readonly onCreateChild: (g: ResourceGroup) => void }) {
  const t = useT();
  return (
    <ul className="kf-tree">
      {groups.map((g) => (
        <li key={g.id}>
          <div className="kf-row" style={{ gap: 2 }}>
            <button type="button" className={selected === g.id ? 'kf-side-item active' : 'kf-side-item'} onClick={() => onSelect(g)} data-testid="file-group" data-name={g.name} aria-pressed={selected === g.id}>
              <span className="kf-side-label">{g.name}</span>
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.files.newSubgroup')} ${g.name}`} title={t('platform.files.newSubgroup')} onClick={() => onCreateChild(g)}>
              +
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.rename')} ${g.name}`} title={t('platform.rename')} onClick={() => onRename(g)} data-testid="file-group-rename">
              ✎
            </button>
            <button type="button" className="kf-btn link small" aria-label={`${t('platform.delete')} ${g.name}`} title={t('platform.delete')} onClick={() => onDelete(g)} data-testid="file-group-delete">
              ✕
            </button>
          </div>
          {g.children.length > 0 && <GroupTree groups={g.children} selected={selected} onSelect={onSelect} onRename={onRename} onDelete={onDelete} onCreateChild={onCreateChild} />}
        </li>
      ))}
    </ul>
  );
}

function MyFiles() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [kind, setKind] = useState<string>('image');
  const [group, setGroup] = useState<ResourceGroup | undefined>();
  const [dialog, setDialog] = useState<GroupDialog | undefined>();
  const [uploadScene, setUploadScene] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const project = useAsync(async () => {
    const selected = session.selectedProjects[0];
    if (selected) return selected;
    const fallback = await api.repo<{ uuid: string }>({ method: 'GET', path: '/repo/kf-project/get-default-project' });
    return fallback.uuid;
  }, []);
  const projectId = project.data;
  const space = useAsync(() => api.repo<{ usedStorage: number; storageLimit: number; overLimit: boolean }>({ method: 'GET', path: '/repo/kf-project/get-used-space' }), []);
  const groups = useAsync(async () => (projectId ? api.repo<ResourceGroup[]>({ method: 'GET', path: '/repo/kf-pub-resource/get-group-tree', query: { projectId, typeId: kind } }) : []), [projectId, kind]);
  const scenes = useAsync(async () => (projectId ? api.repo<SceneRow[]>({ method: 'GET', path: `/repo/kf-scene/findAll/${encodeURIComponent(projectId)}` }) : []), [projectId]);
  const items = useAsync(async (): Promise<{ uuid: string; name: string; time: number; size?: number }[]> => {
    if (!projectId) return [];
    if (kind === 'scene') return (scenes.data ?? []).map((s) => ({ uuid: s.uuid, name: s.name, time: s.lastModifiedTime }));
    const reply = await api.repo<{ rows: ResourceVo[] }>({ method: 'POST', path: '/repo/kf-pub-resource/query-resource-list', body: { projectId, typeId: kind, group: group?.name, page: 1, pageSize: 200 } });
    return reply.rows.map((r) => ({ uuid: r.uuid, name: r.name, time: r.createdAt, size: r.size }));
  }, [projectId, kind, group?.id, scenes.data]);
  const full = !!space.data && (space.data.overLimit || space.data.usedStorage >= space.data.storageLimit);
  const sceneForUpload = uploadScene || scenes.data?.[0]?.uuid || '';
  const allNames = flatten(groups.data ?? []);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0 || !projectId) return;
    if (files.length > 1) return notify?.warning(t('platform.files.oneAtATime'));
    const file = files[0];
    if (!isImageName(file.name)) return notify?.warning(t('platform.files.imageRule'));
    if (full) return notify?.warning(t('platform.files.spaceFull'));
    if (!sceneForUpload) return notify?.warning(t('platform.files.needScene'));
    const form = new FormData();
    form.append('scene', sceneForUpload);
    form.append('name', file.name.slice(0, 50));
    if (group) form.append('groups', JSON.stringify([group.name]));
    form.append('file', file);
    try {
      await api.upload('/repo/kf-scene/upload-image', form);
      notify?.success(t('platform.files.uploaded'));
      items.reload();
      space.reload();
    } catch {
      // Shown by the api service.
    }
  };

  return (
    <>
      <div className="kf-page-head">
        <h1>{t('platform.nav.files')}</h1>
        {space.data && (
          <div style={{ width: 260 }} data-testid="storage">
            <div className="kf-caption" style={{ marginBottom: 4 }}>
              {t('platform.files.space', { used: space.data.usedStorage.toFixed(1), limit: space.data.storageLimit })}
            </div>
            <ProgressBar value={space.data.storageLimit ? space.data.usedStorage / space.data.storageLimit : 0} over={full} label={t('platform.files.spaceLabel')} />
            {full && (
              <div className="kf-field-error" role="alert" data-testid="space-full">
                {t('platform.files.spaceFull')}
              </div>
            )}
          </div>
        )}
      </div>
      <div className="kf-segment" role="group" aria-label={t('platform.files.kinds')} style={{ marginBottom: 16 }}>
        {KINDS.map((k) => (
          <button key={k.id} type="button" aria-pressed={kind === k.id} data-testid={`file-kind-${k.id}`} onClick={() => { setKind(k.id); setGroup(undefined); }}>
            {t(k.label)}
          </button>
        ))}
      </div>
      <div className="kf-split">
        <aside className="kf-side" aria-label={t('platform.files.groups')}>
          <div className="kf-side-title">
            <span>{t('platform.files.groups')}</span>
            <button type="button" className="kf-btn small" onClick={() => setDialog({ kind: 'create', parentId: null })} data-testid="file-group-create">
              {t('platform.files.newGroup')}
            </button>
          </div>
          <button type="button" className={!group ? 'kf-side-item active' : 'kf-side-item'} onClick={() => setGroup(undefined)} aria-pressed={!group}>
            <span className="kf-side-label">{t('platform.scenes.all')}</span>
          </button>
          <GroupTree
            groups={groups.data ?? []}
            selected={group?.id}
            onSelect={setGroup}
            onRename={(g) => setDialog({ kind: 'rename', group: g })}
            onDelete={(g) => setDialog({ kind: 'delete', group: g })}
            onCreateChild={(g) => setDialog({ kind: 'create', parentId: g.id })}
          />
        </aside>
        <section>
          {kind === 'image' && (
            <div className="kf-toolbar" style={{ marginBottom: 12 }}>
              <label className="kf-caption" htmlFor="upload-scene">
                {t('platform.files.uploadTo')}
              </label>
              <select id="upload-scene" className="kf-select" style={{ width: 200 }} value={sceneForUpload} onChange={(e) => setUploadScene(e.target.value)}>
                {(scenes.data ?? []).map((s) => (
                  <option key={s.uuid} value={s.uuid}>
                    {s.name}
                  </option>
                ))}
              </select>
              <button type="button" className="kf-btn primary" disabled={full} onClick={() => fileInput.current?.click()} data-testid="file-upload">
                {t('platform.files.upload')}
              </button>
              <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t('platform.files.upload')} data-testid="file-upload-input" onChange={(e) => { void upload(e.target.files); e.target.value = ''; }} />
              <span className="kf-caption">{t('platform.files.imageRule')}</span>
            </div>
          )}
          <UploadProgress inline />
          {(items.data ?? []).length === 0 ? (
            <div className="kf-empty">{t('platform.files.empty')}</div>
          ) : (
            <table className="kf-table">
              <thead>
                <tr>
                  <th scope="col">{t('platform.name')}</th>
                  <th scope="col">{t('platform.files.size')}</th>
                  <th scope="col">{t('platform.files.time')}</th>
                </tr>
              </thead>
              <tbody>
                {(items.data ?? []).map((item) => (
                  <tr key={item.uuid} data-testid="file-row" data-name={item.name}>
                    <td>{item.name}</td>
                    <td>{item.size !== undefined ? `${(item.size / 1024).toFixed(1)} KB` : '—'}</td>
                    <td>{formatTime(item.time, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {dialog?.kind === 'create' && projectId && (
        <PromptDialog
          title={t('platform.files.newGroup')}
          label={t('platform.name')}
          validate={(value) => {
            const siblings = dialog.parentId ? (allNames.find((g) => g.id === dialog.parentId)?.children ?? []) : (groups.data ?? []);
            const rule = groupNameRule(value, siblings.map((g) => g.name));
            return rule ? t(`platform.rule.${rule}`) : undefined;
          }}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            await api.repo({ method: 'POST', path: '/repo/kf-pub-resource/save-group', body: { projectId, typeId: kind, parentId: dialog.parentId, name } });
            notify?.success(t('platform.files.groupCreated'));
            groups.reload();
          }}
        />
      )}
      {dialog?.kind === 'rename' && projectId && (
        <PromptDialog
          title={t('platform.rename')}
          label={t('platform.name')}
          initial={dialog.group.name}
          validate={(value) => {
            const siblings = allNames.filter((g) => g.parentId === dialog.group.parentId && g.id !== dialog.group.id);
            const rule = groupNameRule(value, siblings.map((g) => g.name));
            return rule ? t(`platform.rule.${rule}`) : undefined;
          }}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            await api.repo({ method: 'POST', path: '/repo/kf-pub-resource/update-group', body: { id: dialog.group.id, projectId, name } });
            notify?.success(t('platform.files.groupRenamed'));
            groups.reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('platform.delete')}
          danger
          message={t('platform.files.deleteGroupConfirm', { name: dialog.group.name })}
          onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            await api.repo({ method: 'DELETE', path: `/repo/kf-pub-resource/delete-group/${encodeURIComponent(dialog.group.id)}` });
            notify?.success(t('platform.files.groupDeleted'));
            if (group?.id === dialog.group.id) setGroup(undefined);
            groups.reload();
          }}
        />
      )}
    </>
  );
}

/** My files: the project's resources by kind in a group tree, group management, image upload with the storage limit. */
export default function MyFilesScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="my-files">
        <MyFiles />
      </PlatformFrame>
    </RequireSession>
  );
}
