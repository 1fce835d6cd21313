// The logic sandbox: a dedicated module worker that runs one puzzle program. It captures what it needs (postMessage,
// timers), locks the global scope down (no fetch, XHR, importScripts, sockets, storage, nested workers), then runs the
// program with PuzzleApi as `scene`. It beats every PUZZLE_LIMITS.heartbeatMs so the page can stop a program that
// never returns. The server sends this file with a policy of its own (docs/player.md).
import { PUZZLE_LIMITS, type PageToSandbox, type SandboxToPage } from '../../sdk/sandbox.js';
import { lockDown } from './lock-down.js';
import { compilePuzzle } from './puzzle-program.js';
import { SandboxApi } from './sandbox-api.js';

const scope = globalThis as unknown as {
  postMessage(message: SandboxToPage): void;
  setInterval(fn: () => void, ms: number): unknown;
  setTimeout(fn: () => void, ms: number): unknown;
  addEventListener(type: 'message', listener: (event: { data: PageToSandbox }) => void): void;
};
const post = scope.postMessage.bind(scope);
const timers = { setInterval: scope.setInterval.bind(scope), setTimeout: scope.setTimeout.bind(scope) };
let sandbox: SandboxApi | undefined;

timers.setInterval(() => post({ kind: 'heartbeat' }), PUZZLE_LIMITS.heartbeatMs);

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.kind !== 'start') {
    sandbox?.receive(message);
    return;
  }
  if (sandbox) return; // one program per sandbox
  sandbox = new SandboxApi({ post, ...timers }, message.nodes);
  lockDown(globalThis);
  let program: ReturnType<typeof compilePuzzle>;
  try {
    program = compilePuzzle(message.code);
  } catch (error) {
    post({ kind: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return;
  }
  const api = sandbox.api;
  sandbox.guard(() => program(api));
  sandbox.loaded(message.data);
  post({ kind: 'ready' });
});
