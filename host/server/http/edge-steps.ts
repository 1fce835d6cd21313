// The edge's work on every request (security headers, the request id's echo, the path check, the body pace) in one
// onRequest hook, run in order (issue 28: Fastify's hook runner takes a turn per hook, and an async hook a promise
// and a microtask hop too; four hooks were a share of what a small read cost beyond a hello-world).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * One step of the edge: undefined when done at once, else a promise — the step answered the request when the reply
 * is sent once it settles (no later step runs), and a rejection goes to the error handler.
 */
export type EdgeStep = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | undefined;

/** Run `steps` in order on every request, in one callback hook. */
export function addEdgeSteps(fastify: FastifyInstance, steps: ReadonlyArray<EdgeStep | undefined>): void {
  const all = steps.filter((step): step is EdgeStep => step !== undefined);
  fastify.addHook('onRequest', (request, reply, done) => runSteps(all, 0, request, reply, done));
}

/**
 * Run `steps` from `first` on. A module function rather than a closure made per request: the server runs through
 * tsx, whose esbuild keeps function names by a `__name` call (Object.defineProperty) on every named closure it
 * makes, 0.5 µs a request for the closure this was (issue 28).
 */
function runSteps(steps: readonly EdgeStep[], first: number, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  for (let i = first; i < steps.length; i++) {
    const pending = steps[i]!(request, reply);
    if (pending) {
      pending.then(() => (reply.sent ? undefined : runSteps(steps, i + 1, request, reply, done)), done);
      return;
    }
  }
  done();
}
