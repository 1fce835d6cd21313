import { useEffect, useState } from 'react';
import { ApiError, ViewportCommandIds } from '../../sdk/index.js';
import { DeleteModelLight, DownloadModelLight, MODEL_LIGHT_PRODUCT_TYPE, ModelLightJobCount, UploadModelLight } from '../../sdk/endpoints.js';
import type { ModelLightCount, ModelLightJob } from '../../sdk/endpoints.js';
import { followJob } from './follow-job.js';
import { JobComparison, JobProgress } from './job-view.js';
import { LightForm, type LightChoice } from './light-form.js';
import type { LightServices } from './light-services.js';
import { modelFileProblem, resultFileName } from './model-file-check.js';
import { saveBlob } from './save-blob.js';

interface Props {
  readonly services: LightServices;
  onClose(): void;
}

/** The server's message of a refused call, or the error's own. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The 'Lightweight model' dialog (issue 33, docs/jobs.md): a model from this computer or the selected one, the share
 * of triangles to keep and merging; the upload, the job's progress as the server reports it, cancel; once done the
 * before/after figures, 'Use in scene' and the GLB to download.
 */
export function LightDialog({ services, onClose }: Props) {
  const { api, t } = services;
  const [choice, setChoice] = useState<LightChoice>({ source: services.selected ? 'selected' : 'file', file: undefined, percent: 50, merge: false });
  const [count, setCount] = useState<ModelLightCount | undefined>();
  const [uploading, setUploading] = useState<{ name: string; progress: number } | undefined>();
  const [job, setJob] = useState<ModelLightJob | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  /** Whether the problem is the plan's: then the Upgrade link is offered with it. */
  const [planRefused, setPlanRefused] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    api.call(ModelLightJobCount, undefined, { silent: true }).then((c) => alive && setCount(c), () => undefined);
    return () => {
      alive = false;
    };
  }, [api, job?.jobId]);

  const jobId = job?.jobId;
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    void followJob(api, jobId, setJob, controller.signal);
    return () => controller.abort();
  }, [api, jobId]);

  const start = async () => {
    setProblem(undefined);
    setPlanRefused(false);
    let file: File;
    if (choice.source === 'selected' && services.selected) {
      try {
        file = new File([await services.selected.load()], services.selected.fileName);
      } catch (error) {
        return setProblem(t('modelLight.selectedUnreadable', { message: messageOf(error) }));
      }
    } else if (choice.file) file = choice.file;
    else return setProblem(t('modelLight.noFile'));
    const refusal = modelFileProblem(file.name, file.size, services.largeModels);
    if (refusal) {
      setPlanRefused(refusal === 'modelLight.noPermission');
      return setProblem(t(refusal));
    }
    if (count && count.today >= count.dailyLimit) return setProblem(t('modelLight.dailyLimit'));
    const form = new FormData();
    form.append('file', file, file.name);
    setUploading({ name: file.name, progress: 0 });
    try {
      const query = { ratio: choice.percent / 100, productType: MODEL_LIGHT_PRODUCT_TYPE, mergeByMaterials: choice.merge ? 'true' : 'false' } as const;
      const queued = await api.call(UploadModelLight, { query, body: form }, {
        silent: true, onProgress: (progress) => setUploading({ name: file.name, progress }),
      });
      setJob(queued);
    } catch (error) {
      setPlanRefused(error instanceof ApiError && error.upgrade);
      setProblem(messageOf(error));
    } finally {
      setUploading(undefined);
    }
  };

  const cancel = async () => {
    if (!job) return;
    setBusy(true);
    try {
      await api.call(DeleteModelLight, { query: { jobId: job.jobId, productType: MODEL_LIGHT_PRODUCT_TYPE } });
      setJob({ ...job, status: 'cancelled' });
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };

  const result = async (): Promise<File | undefined> => {
    if (!job?.key) return undefined;
    const reply = await api.call(DownloadModelLight, { query: { key: job.key } }, { fileName: resultFileName(job.fileName) });
    return new File([reply.blob], resultFileName(job.fileName), { type: 'model/gltf-binary' });
  };

  const download = async () => {
    setBusy(true);
    try {
      const file = await result();
      if (file) saveBlob(file.name, file);
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };

  const putInScene = async () => {
    if (!services.hasScene()) return services.notifications?.warning(t('modelLight.noScene'));
    setBusy(true);
    try {
      const file = await result();
      if (!file) return;
      await services.commands?.execute(ViewportCommandIds.importModels, { files: [file] });
      onClose();
    } catch {
      // Shown by the api service or the importer.
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setJob(undefined);
    setProblem(undefined);
  };

  const finished = job && (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled');
  return (
    <div className="kf-light-backdrop">
      <div className="kf-light-dialog" role="dialog" aria-modal="true" aria-labelledby="kf-light-title" data-testid="model-light-dialog"
        onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
        <header className="kf-light-header">
          <h2 id="kf-light-title">{t('modelLight.title')}</h2>
          <button type="button" className="kf-light-x" aria-label={t('modelLight.close')} onClick={onClose}>×</button>
        </header>
        <div className="kf-light-body">
          {!job && (
            // Kept while uploading (disabled), so the chosen file stays chosen when the server refuses it.
            <fieldset className="kf-light-form" disabled={!!uploading}>
              <LightForm choice={choice} selected={services.selected} t={t} onChange={setChoice} />
            </fieldset>
          )}
          {!job && count && <p className="kf-light-hint" data-testid="model-light-today">{t('modelLight.today', { today: count.today, limit: count.dailyLimit })}</p>}
          {uploading && (
            <div className="kf-light-status">
              <p>{t('modelLight.uploading', { name: uploading.name })}</p>
              <progress max={1} value={uploading.progress} aria-label={t('modelLight.progress')} />
            </div>
          )}
          {job && !finished && <JobProgress job={job} t={t} />}
          {job?.status === 'done' && (
            <>
              <p className="kf-light-notice" data-testid="model-light-done">{t('modelLight.done', { name: job.fileName })}</p>
              <JobComparison job={job} t={t} />
            </>
          )}
          {job?.status === 'failed' && <p className="kf-light-problem" role="alert">{t('modelLight.failed', { message: job.errorMsg ?? '' })}</p>}
          {job?.status === 'cancelled' && <p className="kf-light-notice">{t('modelLight.cancelled')}</p>}
          <div className="kf-light-messages" role="alert" data-testid="model-light-problem">{problem && <p className="kf-light-problem">{problem}</p>}
            {problem && planRefused && services.upgrade && (
              <a href={services.upgrade.route} target="_blank" rel="noopener" data-testid="model-light-upgrade">{services.upgrade.label}</a>
            )}</div>
        </div>
        <footer className="kf-light-footer">
          {!job && <button type="button" className="kf-light-primary" disabled={!!uploading} onClick={() => void start()}>{t('modelLight.start')}</button>}
          {job && !finished && <button type="button" disabled={busy} onClick={() => void cancel()}>{t('modelLight.cancel')}</button>}
          {job?.status === 'done' && (
            <>
              <button type="button" disabled={busy} onClick={() => void download()}>{t('modelLight.download')}</button>
              <button type="button" className="kf-light-primary" disabled={busy} onClick={() => void putInScene()}>{t('modelLight.useInScene')}</button>
            </>
          )}
          {finished && <button type="button" onClick={again}>{t('modelLight.again')}</button>}
        </footer>
      </div>
    </div>
  );
}
