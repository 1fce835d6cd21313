// Breach 1 (issue 25): a scene froze the viewer's tab with a message whose values share references. Structured clone
// keeps the sharing; a check that walks it as a tree visits 10,000^13 values. The checks now count every visit and
// stop at a budget; the worker sends text and the page reads a bounded string.
import { describe, expect, it } from 'vitest';
import { PUZZLE_LIMITS } from '../../sdk/index.js';
import { isBoundedJson, MESSAGE_WALK } from '../../plugins/logic-runtime/json-limits.js';
import { checkSandboxMessage, type CheckContext } from '../../plugins/logic-runtime/message-checks.js';
import { logLine } from '../../plugins/logic-runtime/sandbox-api.js';
import { createSandboxPost, decodeFromSandbox } from '../../plugins/logic-runtime/wire.js';

/** The attack's value: `let v=[1]; for(let i=0;i<13;i++) v=new Array(10000).fill(v)`. */
export function sharedReferenceBomb(levels = 13, width = 10_000): unknown {
  let v: unknown = [1];
  for (let i = 0; i < levels; i++) v = new Array(width).fill(v);
  return v;
}

const ctx: CheckContext = { nodeType: () => undefined, descriptors: () => undefined, animation: () => undefined, allowedOrigins: () => [], action: () => undefined };

describe('a message of shared references (the "dag" log)', () => {
  it('is refused by the page\'s checks after a bounded number of visits', () => {
    const checked = checkSandboxMessage({ kind: 'log', level: 'info', values: ['dag', sharedReferenceBomb()] }, ctx);
    expect(checked).toMatchObject({ ok: false, refusal: { key: 'logicRuntime.refused.tooLarge' } });
  });

  it('is walked with a counted budget: the clock is read once per 256 visits, at most nodes/256 times', () => {
    let reads = 0;
    const clock = () => {
      reads++;
      return 0;
    };
    expect(isBoundedJson(['dag', sharedReferenceBomb(3, 200)], MESSAGE_WALK, clock)).toBe(false);
    expect(reads).toBeLessThanOrEqual(Math.ceil(MESSAGE_WALK.nodes / 256) + 1);
  });

  it('stops a walk that takes longer than its time budget', () => {
    let t = 0;
    const slowClock = () => (t += 50); // each look at the clock says 50 ms went by
    expect(isBoundedJson(new Array(5000).fill(1), MESSAGE_WALK, slowClock)).toBe(false);
    expect(isBoundedJson(new Array(5000).fill(1), MESSAGE_WALK, () => 0)).toBe(true); // a clock that does not move: within budget
  });

  it('never leaves the worker as structured data: the worker sends a notice in text instead', () => {
    const sent: string[] = [];
    const post = createSandboxPost((text) => sent.push(text), () => 0);
    post({ kind: 'log', level: 'info', values: ['dag', sharedReferenceBomb() as never] });
    expect(sent).toHaveLength(1);
    expect(sent[0].length).toBeLessThan(200);
    expect(JSON.parse(sent[0])).toEqual({ kind: 'notice', notice: 'tooLarge', what: 'log' });
    // scene.log itself writes the value out only after measuring it.
    expect(logLine(['dag', sharedReferenceBomb()])).toBe('dag […]');
  });

  it('is refused unread by the page when posted as structured data or as text over the limit', () => {
    expect(decodeFromSandbox({ kind: 'log', level: 'info', values: [sharedReferenceBomb()] })).toEqual({ ok: false, reason: 'notText' });
    expect(decodeFromSandbox('x'.repeat(PUZZLE_LIMITS.messageChars + 1))).toEqual({ ok: false, reason: 'tooLong' });
    expect(decodeFromSandbox(JSON.stringify({ kind: 'heartbeat' }))).toEqual({ ok: true, value: { kind: 'heartbeat' } });
  });
});
