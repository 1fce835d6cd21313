import { useObservable } from '../kernel/kernel-context.js';
import { useT } from '../kernel/kernel-context.js';
import { useApi } from './hooks.js';

/** A progress bar of the running upload (0..1); hidden when none runs. */
export function ProgressBar({ value, over, label }: { readonly value: number; readonly over?: boolean; readonly label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className={over ? 'kf-progress over' : 'kf-progress'} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The api service's upload progress, shown inside upload dialogs and at the top of the page. */
export function UploadProgress({ inline }: { readonly inline?: boolean }) {
  const api = useApi();
  const t = useT();
  const progress = useObservable(api.onDidUploadProgress, undefined);
  if (progress === undefined) return null;
  return (
    <div className={inline ? undefined : 'kf-upload-bar'} data-testid="upload-progress">
      <ProgressBar value={progress} label={t('platform.uploading')} />
    </div>
  );
}
