import { DialogService } from '../../../../sdk/index.js';
import type { DialogLayer } from '../../../../sdk/index.js';
import { useObservable, useOptionalService } from '../kernel/kernel-context.js';

const NONE: readonly DialogLayer[] = [];

/**
 * Renders the plugins' own dialogs (`DialogService.show`), each in a layer element of its own, newest last. Placed
 * before the DialogHost, so that a confirm asked from one of them shows above it.
 */
export function DialogLayers() {
  const dialogs = useOptionalService(DialogService);
  // No stand-in observable for a kernel without the service: rxjs's `of` alone added 1.8 kB gzip to the first route.
  return dialogs ? <Layers dialogs={dialogs} /> : null;
}

function Layers({ dialogs }: { readonly dialogs: DialogService }) {
  const layers = useObservable(dialogs.layers, NONE);
  return layers.map(({ id, component: Content, className, close }) => (
    <div key={id} className={className}>
      <Content close={close} />
    </div>
  ));
}
