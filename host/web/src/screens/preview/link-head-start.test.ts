import { describe, expect, it } from 'vitest';
import type { ApiService } from '../../../../../sdk/index.js';
import { openLinkAhead, takeOpeningAhead } from './link-head-start.js';

describe("a link page's head start", () => {
  it('opens the link once, and the screen takes that opening over once', () => {
    const calls: unknown[] = [];
    // Only the call the head start makes: the link's opening, not answered here (an answer would ask for the player's code).
    const opening = new Promise(() => undefined);
    const api = { call: (_endpoint: unknown, args: unknown) => (calls.push(args), opening) } as unknown as ApiService;
    openLinkAhead(api, 'abc');
    expect(calls).toEqual([{ params: { code: 'abc' }, query: {} }]);
    expect(takeOpeningAhead('other')).toBeUndefined();
    expect(takeOpeningAhead('abc')).toBe(opening);
    // Taken once: a later opening (with a password, or the screen mounted again) is a new request.
    expect(takeOpeningAhead('abc')).toBeUndefined();
  });
});
