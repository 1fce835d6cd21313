import type { PageToSandbox } from '../../sdk/index.js';
import type { WorkerLike } from './logic-session.js';
import { compilePuzzle } from './puzzle-program.js';
import { SandboxApi } from './sandbox-api.js';
import { encodeForPage } from './wire.js';

/**
 * A worker that runs the sandbox side in this process, as the real worker does (messages to the page as JSON text),
 * without the worker's lock-down, metering or timers: for tests that follow a call from generated code through the
 * sandbox API, the page's checks and a handler.
 */
export function inProcessWorker(): WorkerLike {
  let sandbox: SandboxApi | undefined;
  const like: WorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => undefined,
    postMessage(message: PageToSandbox) {
      if (message.kind !== 'start') return sandbox?.receive(message);
      sandbox = new SandboxApi({
        post: (m) => like.onmessage?.({ data: encodeForPage(m) }),
        setInterval: () => undefined,
        setTimeout: () => undefined,
      }, message.nodes, message.actions);
      const api = sandbox.api;
      sandbox.guard(() => compilePuzzle(message.code)(api));
    },
  };
  return like;
}
