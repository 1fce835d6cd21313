import { of } from 'rxjs';
import { DialogService } from '../../../../sdk/index.js';
import type { DialogLayer } from '../../../../sdk/index.js';
import { useObservable, useOptionalService } from '../kernel/kernel-context.js';

const NONE: readonly DialogLayer[] = [];
const NO_SERVICE = of(NONE);

/**
 * Renders the plugins' own dialogs (`DialogService.show`), each in a layer element of its own, newest last. Placed
 * before the DialogHost, so that a confirm asked from one of them shows above it.
 */
export function DialogLayers() {
  const dialogs = useOptionalService(DialogService);
  const layers = useObservable(dialogs?.layers ?? NO_SERVICE, NONE);
  return layers.map(({ id, component: Content, className, close }) => (
    <div key={id} className={className}>
      <Content close={close} />
    </div>
  ));
}
