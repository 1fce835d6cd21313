import { useRef } from 'react';
import type { SceneRow } from '../../../../../sdk/contract/scene.js';
import { IMAGE_ACCEPT } from '../../../../../plugins/open-scenes/image-rule.js';
import { useT } from '../../kernel/kernel-context.js';

/** The image upload bar: the scene to upload to, the upload button and the image rule. */
export function ImageUploadBar({ scenes, scene, full, onScene, onFiles }: { readonly scenes: readonly SceneRow[]; readonly scene: string; readonly full: boolean; readonly onScene: (uuid: string) => void; readonly onFiles: (files: FileList | null) => void }) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="kf-toolbar" style={{ marginBottom: 12 }}>
      <label className="kf-caption" htmlFor="upload-scene">
        {t('platform.files.uploadTo')}
      </label>
      <select id="upload-scene" className="kf-select" style={{ width: 200 }} value={scene} onChange={(e) => onScene(e.target.value)}>
        {scenes.map((s) => (
          <option key={s.uuid} value={s.uuid}>
            {s.name}
          </option>
        ))}
      </select>
      <button type="button" className="kf-btn primary" disabled={full} onClick={() => fileInput.current?.click()} data-testid="file-upload">
        {t('platform.files.upload')}
      </button>
      <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t('platform.files.upload')} data-testid="file-upload-input" onChange={(e) => { onFiles(e.target.files); e.target.value = ''; }} />
      <span className="kf-caption">{t('platform.files.imageRule')}</span>
    </div>
  );
}
