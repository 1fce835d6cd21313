import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { guardService } from '../../core/kernel/guarded-streams.js';

describe('a guarded frozen service', () => {
  it('hands out guarded streams (a subscriber that throws is reported) instead of failing the proxy invariants', () => {
    const subject = new BehaviorSubject(1);
    const service = Object.freeze({ onDidChange: subject.asObservable(), get current() { return subject.value; }, read() { return this.current; } });
    const reported: unknown[] = [];
    const guarded = guardService(service, (error) => reported.push(error));
    const seen: number[] = [];
    guarded.onDidChange.subscribe((v) => {
      seen.push(v);
      if (v === 2) throw new Error('subscriber broke');
    });
    subject.next(2);
    subject.next(3);
    expect(seen).toEqual([1, 2, 3]);
    expect(reported).toHaveLength(1);
    expect(guarded.current).toBe(3);
    expect(guarded.read()).toBe(3);
  });
});
