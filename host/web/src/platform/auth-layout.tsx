import type { ReactNode } from 'react';
import { useT } from '../kernel/kernel-context.js';
import { LanguageSelect } from './language-select.js';
import './platform.css';

/** The layout of the signed-out screens: a centred card with the product mark and a language picker. */
export function AuthLayout({ children, testId, wide }: { readonly children: ReactNode; readonly testId: string; readonly wide?: boolean }) {
  const t = useT();
  return (
    <main className="kf-auth" data-testid={`screen-${testId}`}>
      <div className={wide ? 'kf-auth-card wide' : 'kf-auth-card'}>
        <div className="kf-row" style={{ justifyContent: 'space-between' }}>
          <span className="kf-brand">
            <span className="kf-brand-mark" aria-hidden="true" />
            <span>{t('shell.productName')}</span>
          </span>
          <LanguageSelect />
        </div>
        {children}
      </div>
    </main>
  );
}
