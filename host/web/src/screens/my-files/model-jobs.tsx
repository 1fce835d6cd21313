import { useEffect, useState } from 'react';
import { I18nService } from '../../../../../sdk/index.js';
import { DeleteModelLight, DownloadModelLight, ListModelLightJobs } from '../../../../../sdk/contract/endpoints/index.js';
import { AI_MODEL_PRODUCT_TYPE, MODEL_LIGHT_PRODUCT_TYPE, type ModelLightJob } from '../../../../../sdk/contract/model-light.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { ConfirmDialog } from '../../platform/dialog.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';
import { saveFile } from '../../platform/save-file.js';

const PAGE_SIZE = 50;

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString());
const size = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

/** The result's file name: the model's (or first image's) base name with '-light.glb' or '-generated.glb'. */
function resultName(job: ModelLightJob): string {
  return `${job.fileName.replace(/\.[^./\\]+$/, '').slice(0, 80) || 'model'}${job.productType === AI_MODEL_PRODUCT_TYPE ? '-generated' : '-light'}.glb`;
}

/**
 * My files' model jobs: the user's lightweighting and generation jobs (newest first) with their state and progress,
 * the result to download, delete.
 */
export function ModelJobs() {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const [deleting, setDeleting] = useState<ModelLightJob | undefined>();
  const jobs = useAsync(async () => {
    const [light, generated] = await Promise.all([MODEL_LIGHT_PRODUCT_TYPE, AI_MODEL_PRODUCT_TYPE].map((productType) =>
      api.call(ListModelLightJobs, { query: { page: 1, size: PAGE_SIZE, productType } })));
    return { rows: [...light.rows, ...generated.rows].sort((a, b) => b.createdAt - a.createdAt).slice(0, PAGE_SIZE) };
  }, []);
  const moving = jobs.data?.rows.some((j) => j.status === 'queued' || j.status === 'running');
  // While a job is queued or running the list is asked again every two seconds.
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => jobs.reload(), 2000);
    return () => clearTimeout(timer);
  }, [moving, jobs.data]);

  const download = async (job: ModelLightJob) => {
    if (!job.key) return;
    try {
      saveFile(await api.call(DownloadModelLight, { query: { key: job.key } }, { fileName: resultName(job) }));
    } catch {
      // Shown by the api service.
    }
  };

  const rows = jobs.data?.rows ?? [];
  return (
    <>
      {rows.length === 0 ? (
        <div className="kf-empty" data-testid="files-empty">{jobs.loading ? t('platform.loading') : t('platform.files.jobs.empty')}</div>
      ) : (
        <table className="kf-table" data-testid="model-jobs">
          <thead>
            <tr>
              <th scope="col">{t('platform.name')}</th>
              <th scope="col">{t('platform.files.jobs.state')}</th>
              <th scope="col">{t('platform.files.jobs.ratio')}</th>
              <th scope="col">{t('platform.files.jobs.triangles')}</th>
              <th scope="col">{t('platform.files.size')}</th>
              <th scope="col">{t('platform.files.time')}</th>
              <th scope="col"><span className="kf-visually-hidden">{t('platform.files.jobs.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => (
              <tr key={job.jobId} data-testid="model-job-row" data-name={job.fileName} data-status={job.status}>
                <td>{job.fileName}</td>
                <td>
                  <span data-testid="model-job-state">{t(`platform.files.jobs.status.${job.status}`)}</span>
                  {(job.status === 'queued' || job.status === 'running') && (
                    <div className="kf-row">
                      <div className="kf-progress" style={{ width: 80 }} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress} aria-label={t('platform.files.jobs.progress', { name: job.fileName })}>
                        <div style={{ width: `${job.progress}%` }} />
                      </div>
                      <span className="kf-caption">{job.progress} %</span>
                    </div>
                  )}
                  {job.status === 'failed' && job.errorMsg && <div className="kf-caption">{job.errorMsg}</div>}
                </td>
                {job.productType === AI_MODEL_PRODUCT_TYPE ? (
                  <td data-testid="model-job-generated">{t(job.provider === 'local-relief' ? 'platform.files.jobs.generatedLocal' : 'platform.files.jobs.generatedAi')}</td>
                ) : (
                  <td>{Math.round(job.ratio * 100)} %</td>
                )}
                <td>{job.productType === AI_MODEL_PRODUCT_TYPE ? count(job.trianglesAfter) : `${count(job.trianglesBefore)} → ${count(job.trianglesAfter)}`}</td>
                <td>{size(job.sizeBefore)} → {size(job.sizeAfter)}</td>
                <td>{formatTime(job.createdAt, locale)}</td>
                <td><div className="kf-row">
                  {job.status === 'done' && (
                    <button type="button" className="kf-btn small" data-testid="model-job-download" onClick={() => void download(job)}>
                      {t('platform.files.jobs.download')}
                    </button>
                  )}
                  <button type="button" className="kf-btn small danger" data-testid="model-job-delete" onClick={() => setDeleting(job)}>
                    {t('platform.delete')}
                  </button>
                </div></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('platform.delete')}
          message={t('platform.files.jobs.deleteConfirm', { name: deleting.fileName })}
          danger
          onConfirm={async () => {
            await api.call(DeleteModelLight, { query: { jobId: deleting.jobId, productType: deleting.productType } });
            notify?.success(t('platform.files.jobs.deleted'));
            jobs.reload();
          }}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
