import { useEffect, useState } from 'react';
import type { EditorKernel } from '../../../../../core/index.js';
import { KernelProvider, useT } from '../../kernel/kernel-context.js';
import { RequireSession } from '../../platform/require-session.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { ScreenLoading } from '../../routes/screen-loading.js';
import { createDesignerKernel } from '../../workbench/designer-kernel.js';
import { Workbench } from '../../workbench/workbench.js';

/** The designer screen: signed-in users only (a ticket in the address signs in first); one editor kernel per instance. */
export default function DesignerScreen({ active, params }: ScreenProps) {
  return (
    <RequireSession ticket={params.ticket}>
      <Designer active={active} />
    </RequireSession>
  );
}

/** The editor itself: one editor kernel, shown in the dockable workbench. */
function Designer({ active }: { readonly active: boolean }) {
  const t = useT();
  const [kernel, setKernel] = useState<EditorKernel>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    let created: EditorKernel | undefined;
    createDesignerKernel().then(
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
  }, []);

  if (error) return <p className="kf-start-error" role="alert">{t('designer.startFailed', { message: error })}</p>;
  if (!kernel) return <ScreenLoading />;
  return (
    <KernelProvider kernel={kernel}>
      <Workbench active={active} />
    </KernelProvider>
  );
}
