import { BehaviorSubject, Subject } from 'rxjs';
import type {
  DialogLayer, DialogLayerProps, DialogOptions, DialogRequest, DialogService, PromptOptions, ReactComponent, ShowDialogOptions,
} from '../../../sdk/index.js';

/** Passes dialogs to whatever UI listens; with no UI listening, confirm answers false, prompt and show undefined. */
export class DialogServiceImpl implements DialogService {
  private readonly requests = new Subject<DialogRequest>();
  private readonly open = new BehaviorSubject<readonly DialogLayer[]>([]);
  private nextLayerId = 1;
  readonly onDidRequestDialog = this.requests.asObservable();
  readonly layers = this.open.asObservable();

  confirm(options: DialogOptions): Promise<boolean> {
    if (!this.requests.observed) return Promise.resolve(false);
    return new Promise((resolve) => this.requests.next({ kind: 'confirm', options, resolve: once(resolve) }));
  }

  prompt(options: PromptOptions): Promise<string | undefined> {
    if (!this.requests.observed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.requests.next({ kind: 'prompt', options, resolve: once(resolve) }));
  }

  show<T>(component: ReactComponent<DialogLayerProps<T>>, options: ShowDialogOptions = {}): Promise<T | undefined> {
    const { signal, className } = options;
    if (!this.open.observed || signal?.aborted) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const id = this.nextLayerId++;
      const onAbort = () => close(undefined);
      const close = once((value: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        this.open.next(this.open.value.filter((layer) => layer.id !== id));
        resolve(value as T | undefined);
      });
      signal?.addEventListener('abort', onAbort);
      const layer: DialogLayer = { id, component: component as ReactComponent<DialogLayerProps<unknown>>, className, close };
      this.open.next([...this.open.value, layer]);
    });
  }
}

function once<T>(resolve: (value: T) => void): (value: T) => void {
  let done = false;
  return (value) => {
    if (done) return;
    done = true;
    resolve(value);
  };
}
