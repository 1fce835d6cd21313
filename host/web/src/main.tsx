import './startup/zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nService } from '../../../sdk/index.js';
import { createAppKernel } from './kernel/app-kernel.js';
import { KernelProvider } from './kernel/kernel-context.js';
import { AppRoutes } from './routes/app-routes.js';
import { RouterPageNavigation } from './routes/router-page-navigation.js';
import { startupWasm } from './startup/startup-wasm.js';
import { watchSafeModeKey } from './startup/safe-mode-key.js';
import './styles/index.css';

async function start(): Promise<void> {
  // Shift held at start: safe mode (no remembered plugin is loaded).
  watchSafeModeKey();
  // Loaded in parallel with everything else; a failure is ignored (the page only records the outcome).
  void startupWasm().then((instance) => {
    document.documentElement.dataset.wasm = instance ? 'ready' : 'unavailable';
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const kernel = await createAppKernel();
  const i18n = kernel.services.tryGet(I18nService);
  if (i18n) {
    document.documentElement.lang = i18n.locale;
    document.title = i18n.t('shell.productName');
  }
  root.render(
    <StrictMode>
      <KernelProvider kernel={kernel}>
        <BrowserRouter>
          <RouterPageNavigation>
            <AppRoutes />
          </RouterPageNavigation>
        </BrowserRouter>
      </KernelProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  const message = error instanceof Error ? error.message : String(error);
  document.body.textContent = `The application could not start: ${message}`;
});
