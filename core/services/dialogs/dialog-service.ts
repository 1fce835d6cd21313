import { Subject } from 'rxjs';
import type { DialogOptions, DialogRequest, DialogService, PromptOptions } from '../../../sdk/index.js';

/** Passes dialogs to whatever UI listens; with no UI listening, confirm answers false and prompt undefined. */
export class DialogServiceImpl implements DialogService {
  private readonly requests = new Subject<DialogRequest>();
  readonly onDidRequestDialog = this.requests.asObservable();

  confirm(options: DialogOptions): Promise<boolean> {
    if (!this.requests.observed) return Promise.resolve(false);
    return new Promise((resolve) => this.requests.next({ kind: 'confirm', options, resolve: once(resolve) }));
  }

  prompt(options: PromptOptions): Promise<string | undefined> {
    if (!this.requests.observed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.requests.next({ kind: 'prompt', options, resolve: once(resolve) }));
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
