import { describe, expect, it } from 'vitest';
import { INTERACTION_LIMITS, interactionSeconds, interactionValue, readInteractions } from './interactions.js';

describe('readInteractions', () => {
  it('reads well-formed interactions and repairs the rest', () => {
    const list = readInteractions([
      { id: 'a', trigger: 'hover', action: 'setStatus', target: 'n1', targetPoint: 'Pump', value: 'warning' },
      'junk', null, [1],
      { id: 'a', trigger: 'explode', action: 'rm -rf', value: 42, binding: { x: 1 } },
      { trigger: 'data', binding: 'b1', action: 'setProperty', property: 'x'.repeat(500), value: 'v'.repeat(5000) },
    ]);
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({ id: 'a', trigger: 'hover', binding: '', point: '', action: 'setStatus', target: 'n1', targetPoint: 'Pump', property: '', value: 'warning' });
    expect(list[1]).toMatchObject({ id: 'a~4', trigger: 'click', action: 'toggle', value: '42', binding: '' });
    expect(list[2]).toMatchObject({ id: 'i5', trigger: 'data', binding: 'b1' });
    expect(list[2]!.property).toHaveLength(INTERACTION_LIMITS.nameChars);
    expect(list[2]!.value).toHaveLength(INTERACTION_LIMITS.valueChars);
  });

  it('keeps at most maxInteractions and reads a non-array as none', () => {
    expect(readInteractions(Array.from({ length: 100 }, () => ({})))).toHaveLength(INTERACTION_LIMITS.maxInteractions);
    expect(readInteractions({ a: 1 })).toEqual([]);
    expect(readInteractions(undefined)).toEqual([]);
  });

  it('reads values: JSON, plain text, $value on data, seconds within bounds', () => {
    expect(interactionValue({ trigger: 'click', value: '{"r":1}' })).toEqual({ r: 1 });
    expect(interactionValue({ trigger: 'click', value: 'warning' })).toBe('warning');
    expect(interactionValue({ trigger: 'data', value: '$value' }, 7)).toBe(7);
    expect(interactionValue({ trigger: 'click', value: '$value' }, 7)).toBe('$value');
    expect(interactionSeconds('2')).toBe(2);
    expect(interactionSeconds('1e9')).toBe(INTERACTION_LIMITS.maxSeconds);
    expect(interactionSeconds('-3')).toBe(0);
    expect(interactionSeconds('soon')).toBe(1);
    expect(interactionSeconds('')).toBe(1);
  });
});
