import type { ModelLightJob } from '../../sdk/endpoints.js';
import type { TranslateFn } from '../../sdk/index.js';
import { formatBytes } from './model-file-check.js';

interface ProgressProps {
  readonly job: ModelLightJob;
  readonly t: TranslateFn;
}

/** A job on its way: its state line, a progress bar and the step running. */
export function JobProgress({ job, t }: ProgressProps) {
  const label = job.status === 'queued' ? t('modelLight.queued') : t('modelLight.running', { name: job.fileName });
  return (
    <div className="kf-light-status" data-testid="model-light-progress" data-status={job.status}>
      <p>{label}</p>
      <progress max={100} value={job.progress} aria-label={t('modelLight.progress')} aria-valuetext={`${job.progress} %`} />
      <p className="kf-light-hint">
        {job.progress} %{job.step ? ` · ${t('modelLight.step', { step: job.step })}` : ''}
      </p>
    </div>
  );
}

const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString());

/** A finished job's before/after figures. */
export function JobComparison({ job, t }: ProgressProps) {
  const rows: [string, string, string][] = [
    [t('modelLight.triangles'), count(job.trianglesBefore), count(job.trianglesAfter)],
    [t('modelLight.vertices'), count(job.verticesBefore), count(job.verticesAfter)],
    [t('modelLight.size'), formatBytes(job.sizeBefore), job.sizeAfter === undefined ? '—' : formatBytes(job.sizeAfter)],
  ];
  return (
    <table className="kf-light-compare" data-testid="model-light-compare">
      <thead>
        <tr><th scope="col" /><th scope="col">{t('modelLight.before')}</th><th scope="col">{t('modelLight.after')}</th></tr>
      </thead>
      <tbody>
        {rows.map(([name, before, after]) => (
          <tr key={name}><th scope="row">{name}</th><td>{before}</td><td>{after}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
