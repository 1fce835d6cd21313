import { useState } from 'react';
import type { ResourceGroup } from '../../../../../sdk/contract/resource.js';
import { FindAllScenes, GetGroupTree, GetUsedSpace, QueryResourceList, UploadImage } from '../../../../../sdk/contract/endpoints/index.js';
import { isImageName } from '../../../../../plugins/open-scenes/image-rule.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';
import { useCurrentProject } from '../../platform/use-current-project.js';
import { UploadProgress } from '../../platform/upload-progress.js';
import { FileTable, type FileItem } from './file-table.js';
import type { GroupDialog } from './group-dialog.js';
import { GroupDialogs } from './group-dialogs.js';
import { GroupTree } from './group-tree.js';
import { ImageUploadBar } from './image-upload-bar.js';
import { NoScenes } from './no-scenes.js';
import { ProjectLine } from './project-line.js';
import { KINDS, MODEL_JOBS_TAB } from './resource-kinds.js';
import { ModelJobs } from './model-jobs.js';
import { StorageMeter } from './storage-meter.js';

/** My files: the current project's resources by kind and group, with image upload under the storage limit. */
export function MyFiles() {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const [kind, setKind] = useState<string>('image');
  const [group, setGroup] = useState<ResourceGroup | undefined>();
  const [dialog, setDialog] = useState<GroupDialog | undefined>();
  const [uploadScene, setUploadScene] = useState('');
  const project = useCurrentProject();
  const projectId = project.data?.uuid;
  const space = useAsync(() => api.call(GetUsedSpace), []);
  const jobsTab = kind === MODEL_JOBS_TAB;
  const groups = useAsync(async () => (projectId && !jobsTab ? api.call(GetGroupTree, { query: { projectId, typeId: kind } }) : []), [projectId, kind]);
  const scenes = useAsync(async () => (projectId ? api.call(FindAllScenes, { params: { projectId } }) : []), [projectId]);
  const full = !!space.data && (space.data.overLimit || space.data.usedStorage >= space.data.storageLimit);
  const sceneForUpload = scenes.data?.some((s) => s.uuid === uploadScene) ? uploadScene : (scenes.data?.[0]?.uuid ?? '');
  // Pictures belong to a scene: the list shows the chosen scene's only.
  const sceneFilter = kind === 'image' ? sceneForUpload : undefined;
  const items = useAsync(async (): Promise<FileItem[]> => {
    if (!projectId || !scenes.data || jobsTab) return [];
    if (kind === 'scene') return scenes.data.map((s) => ({ uuid: s.uuid, name: s.name, time: s.lastModifiedTime }));
    if (sceneFilter === '') return [];
    const reply = await api.call(QueryResourceList, { body: { projectId, sceneId: sceneFilter, typeId: kind, group: group?.name, page: 1, pageSize: 200 } });
    return reply.rows.map((r) => ({ uuid: r.uuid, name: r.name, time: r.createdAt, size: r.size }));
  }, [projectId, kind, group?.id, scenes.data, sceneFilter]);
  const noScenes = kind === 'image' && !!scenes.data && scenes.data.length === 0;

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
      await api.call(UploadImage, { body: form });
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
        <div>
          <h1>{t('platform.nav.files')}</h1>
          {project.data && <ProjectLine uuid={project.data.uuid} name={project.data.name} />}
        </div>
        {space.data && <StorageMeter used={space.data.usedStorage} limit={space.data.storageLimit} full={full} />}
      </div>
      <div className="kf-segment" role="group" aria-label={t('platform.files.kinds')} style={{ marginBottom: 16 }}>
        {KINDS.map((k) => (
          <button key={k.id} type="button" aria-pressed={kind === k.id} data-testid={`file-kind-${k.id}`} onClick={() => { setKind(k.id); setGroup(undefined); }}>
            {t(k.label)}
          </button>
        ))}
        <button type="button" aria-pressed={jobsTab} data-testid={`file-kind-${MODEL_JOBS_TAB}`} onClick={() => { setKind(MODEL_JOBS_TAB); setGroup(undefined); }}>
          {t('platform.files.kind.modelJobs')}
        </button>
      </div>
      {jobsTab ? <ModelJobs /> : <div className="kf-split">
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
          {kind === 'image' && !noScenes && <ImageUploadBar scenes={scenes.data ?? []} scene={sceneForUpload} full={full} onScene={setUploadScene} onFiles={(files) => void upload(files)} />}
          <UploadProgress inline />
          {noScenes && projectId ? <NoScenes projectUuid={projectId} /> : <FileTable items={items.data ?? []} empty={sceneFilter ? t('platform.files.emptyScene') : undefined} />}
        </section>
      </div>}
      {dialog && (
        <GroupDialogs
          dialog={dialog}
          projectId={projectId}
          kind={kind}
          groups={groups.data ?? []}
          onClose={() => setDialog(undefined)}
          onDeleted={(deleted) => {
            if (group?.id === deleted.id) setGroup(undefined);
          }}
          reload={groups.reload}
        />
      )}
    </>
  );
}
