import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { FindProInfoPoints, UpdateProInfoPoints } from '../../sdk/endpoints.js';
import type { InfoPointImportRefusal, ProjectInfoPoints } from '../../sdk/endpoints.js';
import { infoPointsToJson, readInfoPoints } from '../../sdk/index.js';
import type { ApiService, DialogService, InfoPointData, JsonValue, OpenScenesService, TranslateFn } from '../../sdk/index.js';
import { activeProject, importInfoPointFile } from './info-point-import.js';

/** What the project bar uses: the server, the open scene's project, dialogs and messages. */
export interface InfoPointProjectDeps {
  readonly t: TranslateFn;
  readonly api?: ApiService;
  readonly scenes?: () => OpenScenesService | undefined;
  readonly dialogs?: DialogService;
  readonly inform: (message: string) => void;
}

interface Props {
  readonly deps: InfoPointProjectDeps;
  readonly points: readonly InfoPointData[];
  readonly selectedIds: readonly string[];
  readonly readOnly: boolean;
  /** Add points to the list (one undo step); false when the list refused them. */
  readonly append: (incoming: readonly InfoPointData[]) => boolean;
}

/** The most project sets listed (each may hold 10,000 points, so the list is read on demand and bounded). */
const MAX_SETS = 100;

interface Refused {
  readonly message: string;
  readonly refusals: readonly InfoPointImportRefusal[];
  readonly total: number;
}

/**
 * The project's info points (spec 000 §7 kf-info-point, import-info-point): Import… a CSV or JSON file (kept in the
 * project as a set, its points added to the list; a refused file shows its refused lines and adds nothing), add the
 * points of a project set, save the selected points (or all) as a project set.
 */
export function InfoPointProjectBar({ deps, points, selectedIds, readOnly, append }: Props) {
  const { t, api, scenes, dialogs, inform } = deps;
  const project = activeProject(scenes?.());
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused>();
  const [sets, setSets] = useState<readonly ProjectInfoPoints[]>();
  const file = useRef<HTMLInputElement>(null);
  const usable = !!api && !!project && !readOnly && !busy;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The api service has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !api || !project) return;
    setRefused(undefined);
    void run(async () => {
      const result = await importInfoPointFile(api, project, chosen);
      if (!result.ok) {
        setRefused(result);
        return;
      }
      setSets(undefined);
      if (append(result.points)) inform(t('infoPoints.imported', { count: result.points.length, file: chosen.name }));
    });
  };
  const loadSets = () => {
    if (sets || !api || !project || busy) return;
    void run(async () => setSets(await api.call(FindProInfoPoints, { query: { projectId: project, pageNo: 1, pageSize: MAX_SETS } })));
  };
  const insertSet = (uuid: string) => {
    const set = sets?.find((s) => s.uuid === uuid);
    if (set && append(readInfoPoints(set.data as JsonValue))) inform(t('infoPoints.inserted', { count: set.data.length, name: set.name }));
  };
  const saveToProject = async () => {
    if (!api || !project || !dialogs) return;
    const chosen = selectedIds.length > 0 ? points.filter((p) => selectedIds.includes(p.id)) : points;
    const name = (await dialogs.prompt({ title: t('infoPoints.saveTitle', { count: chosen.length }), message: t('infoPoints.saveMessage'), value: t('infoPoints.saveDefaultName') }))?.trim();
    if (!name) return;
    await run(async () => {
      const data = infoPointsToJson(chosen) as ProjectInfoPoints['data'];
      await api.call(UpdateProInfoPoints, { body: { uuid: null, projectId: project, sceneId: null, name, groups: [], data } });
      setSets(undefined);
      inform(t('infoPoints.saved', { count: chosen.length, name }));
    });
  };

  return (
    <>
      <div className="kf-ip-bar" data-testid="info-points-project">
        <button type="button" className="kf-ip-button" data-testid="info-points-import" title={t('infoPoints.importTitle')} disabled={!usable} onClick={() => file.current?.click()}>
          {t('infoPoints.import')}
        </button>
        <input ref={file} type="file" accept=".csv,.json,text/csv,application/json" hidden data-testid="info-points-import-file" onChange={onFile} />
        <select
          className="kf-ip-field kf-ip-sets"
          data-testid="info-points-project-sets"
          aria-label={t('infoPoints.fromProject')}
          value=""
          disabled={!api || !project || readOnly}
          onFocus={loadSets}
          onPointerDown={loadSets}
          onChange={(e) => insertSet(e.target.value)}
        >
          <option value="">{sets && sets.length === 0 ? t('infoPoints.noProjectSets') : t('infoPoints.fromProject')}</option>
          {sets?.map((s) => <option key={s.uuid} value={s.uuid}>{t('infoPoints.setOption', { name: s.name, count: s.data.length })}</option>)}
        </select>
        <button
          type="button"
          className="kf-ip-button"
          data-testid="info-points-save-project"
          title={t('infoPoints.saveToProjectTitle')}
          disabled={!usable || !dialogs || points.length === 0}
          onClick={() => void saveToProject()}
        >
          {t('infoPoints.saveToProject')}
        </button>
      </div>
      {!project && api && <div className="kf-ip-note">{t('infoPoints.noProject')}</div>}
      {refused && (
        <div className="kf-ip-refusals" role="alert" data-testid="info-points-refusals">
          <div className="kf-ip-refusals-head">
            <span>{refused.message}</span>
            <button type="button" className="kf-ip-eye" aria-label={t('infoPoints.dismiss')} title={t('infoPoints.dismiss')} onClick={() => setRefused(undefined)}>×</button>
          </div>
          {refused.refusals.length > 0 && (
            <ul className="kf-ip-refusal-lines">
              {refused.refusals.map((r, i) => <li key={i}>{r.message}</li>)}
            </ul>
          )}
          {refused.total > refused.refusals.length && refused.refusals.length > 0 && (
            <div className="kf-ip-note">{t('infoPoints.moreRefused', { count: refused.total - refused.refusals.length })}</div>
          )}
        </div>
      )}
    </>
  );
}
