import { Link } from 'react-router-dom';
import { UPGRADE_ROUTE } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { ProgressBar } from '../../platform/upload-progress.js';

/** The used and allowed storage of the account, with a warning and the plans page's Upgrade link when it is full. */
export function StorageMeter({ used, limit, full }: { readonly used: number; readonly limit: number; readonly full: boolean }) {
  const t = useT();
  return (
    <div style={{ width: 260 }} data-testid="storage">
      <div className="kf-caption" style={{ marginBottom: 4 }}>
        {t('platform.files.space', { used: used.toFixed(1), limit })}
      </div>
      <ProgressBar value={limit ? used / limit : 0} over={full} label={t('platform.files.spaceLabel')} />
      {full && (
        <div className="kf-field-error" role="alert" data-testid="space-full">
          {t('platform.files.spaceFull')}{' '}
          <Link to={UPGRADE_ROUTE} data-testid="space-upgrade">{t('commerce.upgrade')}</Link>
        </div>
      )}
    </div>
  );
}
