import { useEffect, useRef, useState } from 'react';
import type { EditorKernel } from '../../../../../core/kernel/editor-kernel.js';
import { DesignerRouteWriter } from '../../../../../core/services/designer-route/designer-route-module.js';
import { ApiService } from '../../../../../sdk/index.js';
import { KernelProvider, useKernel, useT } from '../../kernel/kernel-context.js';
import { RequireSession } from '../../platform/require-session.js';
import { designerRouteOf } from '../../routes/designer-route.js';
import { addressWithoutSafeMode } from '../../startup/safe-mode-key.js';
import type { RouteParams } from '../../routes/route-params.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { ScreenLoading } from '../../routes/screen-loading.js';
import { createDesignerKernel } from '../../workbench/designer-kernel.js';
import { Workbench } from '../../workbench/workbench.js';

/** The designer screen: signed-in users only (a ticket in the address signs in first); one editor kernel per instance. */
export default function DesignerScreen({ active, params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <Designer active={active} params={params} />
    </RequireSession>
  );
}

/** The editor itself: one editor kernel, shown in the dockable workbench, fed the address it is shown at. */
function Designer({ active, params }: { readonly active: boolean; readonly params: RouteParams }) {
  const t = useT();
  // The app kernel above: the designer's kernel is its child and shares its platform services.
  const app = useKernel();
  const [kernel, setKernel] = useState<EditorKernel>();
  const [error, setError] = useState<string>();
  // The route at creation time: plugins see it when they start; later addresses are fed below.
  const firstRoute = useRef(designerRouteOf(params, location.search));

  useEffect(() => {
    let cancelled = false;
    let created: EditorKernel | undefined;
    createDesignerKernel(app, firstRoute.current).then(
      (k) => {
        if (cancelled) void k.dispose();
        else {
          created = k;
          setKernel(k);
        }
      },
      (e: unknown) => {
        console.error(e);
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      cancelled = true;
      void created?.dispose();
    };
  }, [app]);

  // The host owns the address: it feeds the designer route (no plugin reads or polls `location`).
  useEffect(() => {
    kernel?.services.get(DesignerRouteWriter).set(designerRouteOf(params, location.search));
  }, [kernel, params]);

  // "Leave safe mode" (plugin manager's banner): start again at the same address without the flag.
  useEffect(() => {
    const subscription = kernel?.services.get(DesignerRouteWriter).onDidRequestLeaveSafeMode.subscribe(() => {
      location.assign(addressWithoutSafeMode(location.href));
    });
    return () => subscription?.unsubscribe();
  }, [kernel]);

  // When the designer's session ends (timeout, forced sign-out), leave for the root route with a fresh page.
  useEffect(() => {
    const api = kernel?.services.tryGet(ApiService);
    if (!api) return;
    const subscription = api.onDidRequestNavigation.subscribe(() => globalThis.location.assign('/'));
    return () => subscription.unsubscribe();
  }, [kernel]);

  if (error) return <p className="kf-start-error" role="alert">{t('designer.startFailed', { message: error })}</p>;
  if (!kernel) return <ScreenLoading />;
  return (
    <KernelProvider kernel={kernel}>
      <Workbench active={active} />
    </KernelProvider>
  );
}
