import { Link } from 'react-router-dom';
import { useT } from '../../kernel/kernel-context.js';

/** Shown for pictures when the project has no scene yet: pictures belong to a scene, so lead to the scene list. */
export function NoScenes({ projectUuid }: { readonly projectUuid: string }) {
  const t = useT();
  return (
    <div className="kf-empty" data-testid="files-no-scenes">
      <p>{t('platform.files.noScenes')}</p>
      <Link className="kf-btn primary" to={`/scenes/${encodeURIComponent(projectUuid)}`} data-testid="files-to-scenes">
        {t('platform.files.toScenes')}
      </Link>
    </div>
  );
}
