// The KTX2 transcoding worker, bundled as a file of its own and served from its URL with a policy of its own
// (KTX2_WORKER_POLICY: its own origin's scripts and wasm, eval for the Basis transcoder's embind bindings, fetches from
// its own origin only). The designer's page policy has no 'unsafe-eval' (docs/server.md). The first message names the
// transcoder's files; then it answers Babylon's decode messages (ktx2WorkerMain).
import { transcodeKtx2 } from './ktx2-transcoder.js';
import { ktx2WorkerMain } from './ktx2-worker-main.js';

type Scope = Parameters<typeof ktx2WorkerMain>[0] & {
  importScripts(url: string): void;
  removeEventListener(type: 'message', listener: (event: { data: { action?: string; js?: string; wasm?: string } }) => void): void;
};
const scope = globalThis as unknown as Scope;

const onConfig = (event: { data: { action?: string; js?: string; wasm?: string } }) => {
  if (event.data?.action !== 'config' || !event.data.js || !event.data.wasm) return;
  scope.removeEventListener('message', onConfig);
  scope.importScripts(event.data.js);
  const basis = (globalThis as unknown as { BASIS: Parameters<typeof ktx2WorkerMain>[1] }).BASIS;
  ktx2WorkerMain(scope, basis, transcodeKtx2, event.data.wasm);
};
scope.addEventListener('message', onConfig as never);
