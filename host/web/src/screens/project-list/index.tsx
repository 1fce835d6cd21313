import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { I18nService } from '../../../../../sdk/index.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog, PromptDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useCan, useNotify, useSession, useSiteMode } from '../../platform/hooks.js';
import { nameRule } from '../../platform/name-rules.js';
import { PlatformFrame, refreshBadges } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { liveSelection, sameSelection } from '../../platform/current-project.js';
import { MembersDialog } from './members-dialog.js';
import { InvitationsInbox } from './invitations-inbox.js';
import type { z } from 'zod';
import { BinProject, CreateProject, GetAllProjects, UpdateProject } from '../../../../../sdk/contract/endpoints/index.js';
import { GetMarketProjects } from '../../../../../sdk/contract/endpoints/market.js';
import type { MarketProjectRow } from '../../../../../sdk/contract/market.js';

/** A project row as the list shows it (a designer's own project, or a market project). */
type ProjectRow = z.output<typeof MarketProjectRow>;

type Dialog = { kind: 'create' } | { kind: 'rename'; project: ProjectRow } | { kind: 'delete'; project: ProjectRow } | { kind: 'members'; project: ProjectRow };

/** The role on a project shared with the user (undefined for their own). */
function sharedRole(project: ProjectRow): string | undefined {
  const role = (project as { role?: string }).role;
  return role === 'editor' || role === 'viewer' ? role : undefined;
}

function rowsOf(reply: readonly ProjectRow[] | { readonly rows: readonly ProjectRow[] }): readonly ProjectRow[] {
  return 'rows' in reply ? reply.rows : reply;
}

function ProjectList() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  // The designer site lists one's own projects; the market site (and a user without the designer role) designers' projects.
  const designer = useSiteMode() === 'designer';
  const canWrite = useCan('project', 'write');
  const canDelete = useCan('project', 'delete');
  const [selected, setSelected] = useState<readonly string[]>(session.selectedProjects);
  const [current, setCurrent] = useState<{ uuid: string; name: string } | undefined>();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const projects = useAsync(
    async (): Promise<readonly ProjectRow[]> => (designer ? api.call(GetAllProjects) : api.call(GetMarketProjects).then(rowsOf)),
    [designer, api],
  );
  const select = (uuids: readonly string[]) => {
    setSelected(uuids);
    session.setSelectedProjects(uuids);
  };
  const openScenes = (project: ProjectRow) => {
    select([project.uuid, ...selected.filter((id) => id !== project.uuid)]);
    navigate(`/scenes/${encodeURIComponent(project.uuid)}`);
  };
  const rows = projects.data ?? [];
  // The selection follows the live projects: a deleted one leaves it; with none selected the default becomes current.
  useEffect(() => {
    if (!projects.data || !designer) return;
    const next = liveSelection(session.selectedProjects, projects.data);
    // The frame may have made the choice already: this list's own state follows it too.
    if (!sameSelection(next, session.selectedProjects) || !sameSelection(next, selected)) select(next);
  }, [projects.data]);
  // The name comes from the live list (so a rename or delete shows at once); a refused creation leaves it empty (spec 000 §4).
  const currentName = current?.uuid === '' ? '' : (rows.find((p) => p.uuid === selected[0])?.name ?? (current?.uuid === selected[0] ? current?.name : undefined));

  return (
    <>
      <div className="kf-page-head">
        <h1>{designer ? t('platform.projects.title') : t('platform.projects.marketTitle')}</h1>
        <span className="kf-caption" data-testid="current-project">
          {t('platform.projects.current')}: {currentName || '—'}
        </span>
        {designer && canWrite && (
          <button type="button" className="kf-btn primary" data-testid="project-create" onClick={() => setDialog({ kind: 'create' })}>
            {t('platform.projects.create')}
          </button>
        )}
      </div>
      {designer && <InvitationsInbox onJoined={() => projects.reload()} />}
      {projects.loading && !projects.data && <p className="kf-caption">{t('platform.loading')}</p>}
      {!projects.loading && rows.length === 0 && <div className="kf-empty">{t('platform.projects.empty')}</div>}
      <ul className="kf-cards" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('platform.projects.title')}>
        {rows.map((project) => {
          const isSelected = selected.includes(project.uuid);
          const shared = sharedRole(project);
          return (
            <li key={project.uuid} className={isSelected ? 'kf-card selected' : 'kf-card'} data-testid="project-card" data-name={project.name} data-shared={shared ?? undefined}>
              <button type="button" className="kf-card-thumb" aria-label={t('platform.projects.openNamed', { name: project.name })} onClick={() => openScenes(project)}>
                <span aria-hidden="true">▣</span>
              </button>
              <div className="kf-card-body">
                <span className="kf-card-title" title={project.name}>
                  {project.name}
                </span>
                {shared && (
                  <span className="kf-card-shared" data-testid="project-shared">
                    {t('platform.members.shared', { owner: (project as { ownerName?: string }).ownerName ?? '', role: t(`platform.members.role.${shared}`) })}
                  </span>
                )}
                <span className="kf-card-meta" data-testid="project-date">
                  {t('platform.projects.modified', { time: formatTime(project.updatedAt ?? project.lastModifiedTime ?? project.updateTime ?? project.createdAt, locale) })}
                </span>
              </div>
              <div className="kf-card-actions">
                <label className="kf-btn small">
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={(e) => select(e.target.checked ? [...selected, project.uuid] : selected.filter((id) => id !== project.uuid))}
                    data-testid="project-select"
                  />
                  {t('platform.projects.select')}
                </label>
                <button type="button" className="kf-btn small" onClick={() => openScenes(project)} data-testid="project-open">
                  {t('platform.open')}
                </button>
                {designer && (
                  <>
                    {!project.isDefault && (
                      <button type="button" className="kf-btn small" onClick={() => setDialog({ kind: 'members', project })} data-testid="project-members">
                        {t('platform.members.open')}
                      </button>
                    )}
                    <button type="button" className="kf-btn small" disabled={!canWrite || shared !== undefined} onClick={() => setDialog({ kind: 'rename', project })} data-testid="project-rename">
                      {t('platform.rename')}
                    </button>
                    <button type="button" className="kf-btn small danger" disabled={!canDelete || project.isDefault || shared !== undefined} onClick={() => setDialog({ kind: 'delete', project })} data-testid="project-delete">
                      {t('platform.delete')}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {dialog?.kind === 'create' && (
        <PromptDialog
          title={t('platform.projects.create')}
          label={t('platform.name')}
          validate={(value) => (nameRule(value) ? t(`platform.rule.${nameRule(value)}`) : undefined)}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            try {
              const created = await api.call(CreateProject, { body: { name } });
              setCurrent({ uuid: created.uuid, name: created.name || name });
              select([created.uuid, ...selected]);
              notify?.success(t('platform.projects.created'));
              projects.reload();
            } catch (error) {
              // Spec 000 §4: a failed creation leaves the current project with an empty name.
              setCurrent({ uuid: '', name: '' });
              throw error;
            }
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PromptDialog
          title={t('platform.rename')}
          label={t('platform.name')}
          initial={dialog.project.name}
          validate={(value) => (nameRule(value) ? t(`platform.rule.${nameRule(value)}`) : undefined)}
          onClose={() => setDialog(undefined)}
          onSubmit={async (name) => {
            await api.call(UpdateProject, { body: { uuid: dialog.project.uuid, name } });
            notify?.success(t('platform.projects.renamed'));
            projects.reload();
          }}
        />
      )}
      {dialog?.kind === 'members' && (
        <MembersDialog
          project={dialog.project}
          onClose={() => setDialog(undefined)}
          onLeft={() => {
            setDialog(undefined);
            projects.reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('platform.delete')}
          message={t('platform.projects.deleteConfirm', { name: dialog.project.name })}
          danger
          onClose={() => setDialog(undefined)}
          onConfirm={async () => {
            await api.call(BinProject, { params: { id: dialog.project.uuid } });
            select(selected.filter((id) => id !== dialog.project.uuid));
            notify?.success(t('platform.movedToBin'));
            refreshBadges();
            projects.reload();
          }}
        />
      )}
    </>
  );
}

/** The project list (/project, /project/:ticket). */
export default function ProjectListScreen({ params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <PlatformFrame testId="project-list">
        <ProjectList />
      </PlatformFrame>
    </RequireSession>
  );
}
