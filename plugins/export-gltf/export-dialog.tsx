import { useEffect, useRef, useState } from 'react';
import type { GltfExportFormat, GltfExportResult, NodeId } from '../../sdk/index.js';

/** What the dialog needs: the texts, the selection, and the export with its progress. */
export interface ExportDialogProps {
  readonly t: (key: string, values?: Record<string, string | number>) => string;
  readonly selection: readonly NodeId[];
  exportScene(options: { format: GltfExportFormat; nodeIds?: readonly NodeId[]; onProgress(fraction: number): void }): Promise<GltfExportResult>;
  /** Called with the result once it is written (the caller downloads it). */
  onDone(result: GltfExportResult, format: GltfExportFormat): void;
  onClose(): void;
}

/** File › Export glTF…: the format (GLB, glTF + files), the scope (scene, selection) and a progress bar. */
export function ExportDialog({ t, selection, exportScene, onDone, onClose }: ExportDialogProps) {
  const [format, setFormat] = useState<GltfExportFormat>('glb');
  const [scope, setScope] = useState<'scene' | 'selection'>('scene');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const busy = progress !== undefined;

  const run = async () => {
    setProblem(undefined);
    setProgress(0);
    try {
      const result = await exportScene({ format, ...(scope === 'selection' ? { nodeIds: selection } : {}), onProgress: setProgress });
      onDone(result, format);
    } catch (error) {
      setProblem(t('exportGltf.failed', { message: error instanceof Error ? error.message : String(error) }));
      setProgress(undefined);
    }
  };

  return (
    <div className="kf-export-gltf-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="kf-export-gltf-title" className="kf-export-gltf-dialog" data-testid="export-gltf-dialog"
        onKeyDown={(e) => { if (e.key === 'Escape' && !busy) onClose(); }}>
        <header>
          <h2 id="kf-export-gltf-title">{t('exportGltf.title')}</h2>
          <button type="button" className="kf-export-gltf-x" aria-label={t('exportGltf.close')} disabled={busy} onClick={onClose}>×</button>
        </header>
        <div className="kf-export-gltf-body">
          <fieldset disabled={busy}>
            <legend>{t('exportGltf.format')}</legend>
            <label><input ref={first} type="radio" name="kf-export-gltf-format" checked={format === 'glb'} onChange={() => setFormat('glb')} />{t('exportGltf.format.glb')}</label>
            <label><input type="radio" name="kf-export-gltf-format" checked={format === 'gltf'} onChange={() => setFormat('gltf')} />{t('exportGltf.format.gltf')}</label>
          </fieldset>
          <fieldset disabled={busy}>
            <legend>{t('exportGltf.scope')}</legend>
            <label><input type="radio" name="kf-export-gltf-scope" checked={scope === 'scene'} onChange={() => setScope('scene')} />{t('exportGltf.scope.scene')}</label>
            <label data-disabled={selection.length === 0}>
              <input type="radio" name="kf-export-gltf-scope" disabled={selection.length === 0} checked={scope === 'selection'} onChange={() => setScope('selection')} />
              {selection.length ? t('exportGltf.scope.selection', { count: selection.length }) : t('exportGltf.scope.noSelection')}
            </label>
          </fieldset>
          <progress aria-label={t('exportGltf.progress')} max={1} value={progress ?? 0} data-testid="export-gltf-progress" />
          {problem && <p className="kf-export-gltf-problem" role="alert">{problem}</p>}
        </div>
        <footer>
          <button type="button" disabled={busy} onClick={onClose}>{t('exportGltf.cancel')}</button>
          <button type="button" className="kf-export-gltf-primary" disabled={busy} data-testid="export-gltf-submit" onClick={() => void run()}>{t('exportGltf.export')}</button>
        </footer>
      </div>
    </div>
  );
}
