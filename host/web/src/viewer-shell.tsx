import './startup/zod-jitless.js';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiService, I18nService } from '../../../sdk/index.js';
import { startAppKernel, type StartingAppKernel } from './kernel/app-kernel.js';
import { KernelProvider } from './kernel/kernel-context.js';
import type { ScreenProps } from './routes/screen-props.js';
import type { ViewerPage } from './viewer-page.js';
import { openLinkAhead } from './screens/preview/link-head-start.js';

// The page of a publish link once its entry (viewer-main.ts) has asked for the player's code: the app kernel and the
// one screen of the address, without the router, the route table and the other screens (docs/publishing.md "The
// viewer's own entry"). The screen's code is asked for at once, beside the kernel's texts.

const SCREENS: Record<ViewerPage['screen'], () => Promise<{ default: ComponentType<ScreenProps> }>> = {
  preview: () => import('./screens/preview/index.js'),
  presenter: () => import('./screens/presenter/index.js'),
  'product-exhibition': () => import('./screens/product-exhibition/index.js'),
};

/**
 * Draw the screen of `page`, with the app kernel `started` (a preview page's early start made it and opened the link:
 * viewer-start.ts), else a new one.
 */
export async function startViewerShell(page: ViewerPage, started?: StartingAppKernel): Promise<void> {
  const screen = SCREENS[page.screen]();
  const Screen = lazy(() => screen);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // Every page of a link plays its scene (screens/preview/link-head-start.ts): the link is opened with the kernel's
  // api while the kernel's texts are on their way, not once the screen is drawn.
  const { kernel, texts } = started ?? startAppKernel();
  const api = kernel.services.tryGet(ApiService);
  if (api && !started) openLinkAhead(api, page.shortKey);
  await texts;
  const i18n = kernel.services.tryGet(I18nService);
  if (i18n) {
    document.documentElement.lang = i18n.locale;
    document.title = i18n.t('shell.productName');
  }
  root.render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <Suspense fallback={null}>
          <Screen params={{ shortKey: page.shortKey }} route={page.route} active />
        </Suspense>
      </KernelProvider>
    </StrictMode>,
  );
}
