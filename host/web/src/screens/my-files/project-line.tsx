import { Link } from 'react-router-dom';
import { useT } from '../../kernel/kernel-context.js';

/** Which project My files shows, with the way to choose another. */
export function ProjectLine({ uuid, name }: { readonly uuid: string; readonly name: string }) {
  const t = useT();
  return (
    <div className="kf-caption" data-testid="files-project" data-project={uuid}>
      {t('platform.files.project', { name })} · <Link to="/project">{t('platform.files.changeProject')}</Link>
    </div>
  );
}
