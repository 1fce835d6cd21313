import { useEffect, useMemo, useState } from 'react';
import { ApiError, ViewportCommandIds } from '../../sdk/index.js';
import type { ApiService, CommandService, NotificationService, TranslateFn } from '../../sdk/index.js';
import {
  AI_MODEL_FEATURE, AI_MODEL_PRODUCT_TYPE, AiModelProvider, ConsumePoints, DeleteModelLight, DownloadModelLight, GenerateAiModel, PointsCheckGet, PointsRemainingGet,
} from '../../sdk/endpoints.js';
import type { AiModelProviderInfo, ModelLightJob } from '../../sdk/endpoints.js';
import { followJob, isFinished } from './follow-job.js';
import { imagesProblem } from './image-check.js';

/** What the dialog works with. */
export interface GenerateServices {
  readonly api: ApiService;
  readonly t: TranslateFn;
  readonly commands: CommandService | undefined;
  readonly notifications: NotificationService | undefined;
  userId(): string | undefined;
  hasScene(): boolean;
}

interface Props {
  readonly services: GenerateServices;
  onClose(): void;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

const resultName = (job: ModelLightJob) => `${job.fileName.replace(/\.[^./\\]+$/, '').slice(0, 80) || 'model'}-generated.glb`;

/**
 * The 'Generate model from images' dialog: the provider said plainly (the offline relief is not AI), up to three
 * images with their previews, the price and the balance; Generate checks the balance, consumes the points and
 * queues the job; its progress; once done the figures, 'Use in scene' and the GLB; a failure says the points came back.
 */
export function GenerateDialog({ services, onClose }: Props) {
  const { api, t } = services;
  const [info, setInfo] = useState<AiModelProviderInfo | undefined>();
  const [remaining, setRemaining] = useState<number | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [job, setJob] = useState<ModelLightJob | undefined>();
  const [busy, setBusy] = useState(false);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  useEffect(() => {
    let alive = true;
    api.call(AiModelProvider, undefined, { silent: true }).then((i) => alive && setInfo(i), (e: unknown) => alive && setProblem(messageOf(e)));
    return () => {
      alive = false;
    };
  }, [api]);

  const finished = job ? isFinished(job) : false;
  useEffect(() => {
    let alive = true;
    api.call(PointsRemainingGet, undefined, { silent: true }).then((r) => alive && setRemaining(r.remaining), () => undefined);
    return () => {
      alive = false;
    };
  }, [api, finished, job?.jobId]);

  const jobId = job?.jobId;
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    void followJob(api, jobId, setJob, controller.signal);
    return () => controller.abort();
  }, [api, jobId]);

  const generate = async () => {
    if (!info) return;
    setProblem(undefined);
    const refusal = imagesProblem(files, info);
    if (refusal) return setProblem(t(refusal.key, refusal.vars));
    const userUuid = services.userId();
    if (!userUuid) return setProblem(t('aiModel.signIn'));
    setSending(true);
    try {
      // The spec's order: the points are checked before they are consumed.
      const check = await api.call(PointsCheckGet, { query: { amount: info.points } }, { silent: true });
      setRemaining(check.remaining);
      if (!check.enough) return setProblem(t('aiModel.notEnough', { points: info.points, remaining: check.remaining }));
      const paid = await api.call(ConsumePoints, { body: { amount: info.points, featureUuid: AI_MODEL_FEATURE, userUuid, requestKey: crypto.randomUUID() } }, { silent: true });
      setRemaining(paid.remaining);
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      setJob(await api.call(GenerateAiModel, { query: { productType: AI_MODEL_PRODUCT_TYPE, pointsEntry: paid.entry.id }, body: form }, { silent: true }));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  const cancel = async () => {
    if (!job) return;
    setBusy(true);
    try {
      await api.call(DeleteModelLight, { query: { jobId: job.jobId, productType: AI_MODEL_PRODUCT_TYPE } });
      setJob({ ...job, status: 'cancelled', pointsRefunded: true });
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };

  const result = async (): Promise<File | undefined> => {
    if (!job?.key) return undefined;
    const reply = await api.call(DownloadModelLight, { query: { key: job.key } }, { fileName: resultName(job) });
    return new File([reply.blob], resultName(job), { type: 'model/gltf-binary' });
  };

  const download = async () => {
    setBusy(true);
    try {
      const file = await result();
      if (!file) return;
      const url = URL.createObjectURL(file);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.name;
      anchor.style.display = 'none';
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };

  const putInScene = async () => {
    if (!services.hasScene()) return services.notifications?.warning(t('aiModel.noScene'));
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

  const local = info?.provider === 'local-relief';
  return (
    <div className="kf-ai-backdrop">
      <div className="kf-ai-dialog" role="dialog" aria-modal="true" aria-labelledby="kf-ai-title" data-testid="ai-model-dialog"
        onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
        <header className="kf-ai-header">
          <h2 id="kf-ai-title">{t('aiModel.title')}</h2>
          <button type="button" className="kf-ai-x" aria-label={t('aiModel.close')} onClick={onClose}>×</button>
        </header>
        <div className="kf-ai-body">
          {info && (
            <p className="kf-ai-provider" data-testid="ai-model-provider" data-provider={info.provider}>
              {local ? t('aiModel.provider.local') : t('aiModel.provider.http')}
            </p>
          )}
          {!job && info && (
            <fieldset disabled={sending} style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
              <label>
                {t('aiModel.images', { max: info.maxImages })}
                <input type="file" multiple accept={info.extensions.join(',')} data-testid="ai-model-files"
                  onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
              </label>
              <p className="kf-ai-hint">{local ? t('aiModel.imagesHint.local') : t('aiModel.imagesHint.http')}</p>
              {files.length > 0 && (
                <ul className="kf-ai-images" aria-label={t('aiModel.chosen')}>
                  {files.map((f, i) => (
                    <li key={`${f.name}-${i}`}><img src={previews[i]} alt={f.name} /><span>{f.name}</span></li>
                  ))}
                </ul>
              )}
            </fieldset>
          )}
          {info && (
            <p className="kf-ai-hint" data-testid="ai-model-points" data-remaining={remaining ?? ''}>
              {t('aiModel.cost', { points: info.points, remaining: remaining === undefined ? '—' : remaining })}
            </p>
          )}
          {job && !finished && (
            <div className="kf-ai-status" data-testid="ai-model-progress" data-status={job.status}>
              <p>{job.status === 'queued' ? t('aiModel.queued') : t('aiModel.running', { name: job.fileName })}</p>
              <progress max={100} value={job.progress} aria-label={t('aiModel.progress')} aria-valuetext={`${job.progress} %`} />
              <p className="kf-ai-hint">{job.progress} %{job.step ? ` · ${job.step}` : ''}</p>
            </div>
          )}
          {job?.status === 'done' && (
            <>
              <p className="kf-ai-notice" data-testid="ai-model-done">{t('aiModel.done', { name: job.fileName })}</p>
              <dl className="kf-ai-figures">
                <dt>{t('aiModel.triangles')}</dt><dd>{(job.trianglesAfter ?? 0).toLocaleString()}</dd>
                <dt>{t('aiModel.size')}</dt><dd>{job.sizeAfter === undefined ? '—' : `${(job.sizeAfter / 1024).toFixed(1)} KB`}</dd>
              </dl>
            </>
          )}
          {job?.status === 'failed' && (
            <div role="alert" data-testid="ai-model-failed">
              <p className="kf-ai-problem">{t('aiModel.failed', { message: job.errorMsg ?? '' })}</p>
              {job.pointsRefunded && <p className="kf-ai-notice">{t('aiModel.refunded', { points: job.points ?? info?.points ?? 0 })}</p>}
            </div>
          )}
          {job?.status === 'cancelled' && <p className="kf-ai-notice">{t('aiModel.cancelled', { points: job.points ?? info?.points ?? 0 })}</p>}
          <div className="kf-ai-messages" role="alert" data-testid="ai-model-problem">{problem && <p className="kf-ai-problem">{problem}</p>}</div>
        </div>
        <footer className="kf-ai-footer">
          {!job && (
            <button type="button" className="kf-ai-primary" disabled={sending || !info} data-testid="ai-model-generate" onClick={() => void generate()}>
              {t('aiModel.generate', { points: info?.points ?? 20 })}
            </button>
          )}
          {job && !finished && <button type="button" disabled={busy} onClick={() => void cancel()}>{t('aiModel.cancel')}</button>}
          {job?.status === 'done' && (
            <>
              <button type="button" disabled={busy} onClick={() => void download()}>{t('aiModel.download')}</button>
              <button type="button" className="kf-ai-primary" disabled={busy} onClick={() => void putInScene()}>{t('aiModel.useInScene')}</button>
            </>
          )}
          {finished && <button type="button" onClick={again}>{t('aiModel.again')}</button>}
        </footer>
      </div>
    </div>
  );
}
