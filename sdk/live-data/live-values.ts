import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { BindingScalar } from './live-data-document.js';

/**
 * The live values of the open scene's bindings (after their transforms): a channel of the kernel that the live-data
 * runtime (plugins/live-data) writes and anything reads, such as the logic runtime's 'on live data' and 'value of
 * binding'. A core service, so a reader needs no `dependsOn` on the plugin that connects the sources (which the player
 * activates only for scenes with sources), and sees the values whichever of the two starts first.
 */
export interface LiveValuesService {
  /** The value a binding showed last, if any. */
  valueOf(bindingId: string): BindingScalar | undefined;
  /** Every binding's last value now (a copy). */
  current(): ReadonlyMap<string, BindingScalar>;
  /** Bindings whose value changed, with their new values: at most once a frame, the last value of each winning. */
  readonly onDidChange: Observable<ReadonlyMap<string, BindingScalar>>;
  /** Publish the values that changed (the live-data runtime, once a frame). */
  publish(changed: ReadonlyMap<string, BindingScalar>): void;
  /** Forget every value (live data turned off, another scene loaded). */
  clear(): void;
}

/** Service id of the live values channel (a core service). */
export const LiveValuesService = createServiceId<LiveValuesService>('liveData.values');
