import type { Disposable, TranslateFn } from '../../sdk/index.js';

/**
 * A banner across the top of the page while in safe mode: it says no remembered plugin was loaded and how to leave
 * (a button that opens the same address without the flag). Removed when disposed.
 */
export function showSafeModeBanner(t: TranslateFn, leave: () => void, host: Document = document): Disposable {
  const banner = host.createElement('div');
  banner.className = 'kf-pm-safe-mode';
  banner.setAttribute('role', 'status');
  banner.dataset.testid = 'safe-mode-banner';
  const text = host.createElement('span');
  text.textContent = t('pluginManager.safeMode.banner');
  const button = host.createElement('button');
  button.type = 'button';
  button.dataset.testid = 'safe-mode-leave';
  button.textContent = t('pluginManager.safeMode.leave');
  button.addEventListener('click', leave);
  banner.append(text, button);
  host.body.append(banner);
  return { dispose: () => banner.remove() };
}
