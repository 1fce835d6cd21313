import { useEffect, useState } from 'react';
import type { EditorKernel } from '../../../../../core/index.js';
import { KernelProvider, useT } from '../../kernel/kernel-context.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { ScreenLoading } from '../../routes/screen-loading.js';
import { createDesignerKernel } from '../../workbench/designer-kernel.js';
import { Workbench } from '../../workbench/workbench.js';

/** The designer screen: one editor kernel per instance, shown in the dockable workbench. */
export default function DesignerScreen({ active }: ScreenProps) {
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
