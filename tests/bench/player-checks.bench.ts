// The page's checks on hostile sandbox messages (issue 25): the time to refuse the shared-reference message of the
// attack, a large legal message, and a 256 kB text on the wire. Figures only (docs/player.md).
import { checkSandboxMessage, type CheckContext } from '../../plugins/logic-runtime/message-checks.js';
import { decodeFromSandbox } from '../../plugins/logic-runtime/wire.js';

const ctx: CheckContext = { nodeType: () => undefined, descriptors: () => undefined, animation: () => undefined, allowedOrigins: () => [], action: () => undefined };

function median(run: () => void, times = 51): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)];
}

export default async function bench(): Promise<void> {
  let dag: unknown = [1];
  for (let i = 0; i < 13; i++) dag = new Array(10_000).fill(dag);
  const dagMessage = { kind: 'log', level: 'info', values: ['dag', dag] };
  console.log(`shared-reference message (13 levels × 10,000): refused in ${median(() => checkSandboxMessage(dagMessage, ctx)).toFixed(3)} ms (median of 51)`);
  const legal = { kind: 'log', level: 'info', values: [Array.from({ length: 4_000 }, (_, i) => ({ i, s: 'x'.repeat(20) }))] };
  console.log(`legal message of 12,000 values: checked in ${median(() => checkSandboxMessage(legal, ctx)).toFixed(3)} ms`);
  const text = JSON.stringify({ kind: 'log', level: 'info', values: ['y'.repeat(250_000)] });
  console.log(`256 kB message text: decoded and checked in ${median(() => {
    const decoded = decodeFromSandbox(text);
    if (decoded.ok) checkSandboxMessage(decoded.value, ctx);
  }).toFixed(3)} ms`);
}
