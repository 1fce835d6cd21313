import { useT } from '../kernel/kernel-context.js';

/** A screen that only shows its translated title (stands in until the screen is built). */
export function PlaceholderScreen({ titleKey, testId }: { readonly titleKey: string; readonly testId: string }) {
  const t = useT();
  return (
    <main className="kf-placeholder" data-testid={`screen-${testId}`}>
      <h1>{t(titleKey)}</h1>
      <p>{t('shell.placeholder.comingSoon')}</p>
    </main>
  );
}
