import { describe, expect, it } from 'vitest';
import { readLiveData } from '../../sdk/index.js';
import type { BindingTransform } from '../../sdk/index.js';
import { parseJsonPath, topicMatches, validTopicFilter, valueAtJsonPath } from '../../libs/data-paths/index.js';
import { applyTransforms, FormulaCache, UnusableValue } from './transforms.js';
import { withTargetValue, withTargetValues } from './target-value.js';

const formulas = new FormulaCache();
const run = (value: number | string | boolean, ...transforms: BindingTransform[]) => applyTransforms(value, transforms, formulas);

describe('binding transforms', () => {
  it('scale and offset, clamp, in order', () => {
    expect(run(20, { kind: 'scale', scale: 1.8, offset: 32 })).toBe(68);
    expect(run('20', { kind: 'scale', scale: 2, offset: 0 }, { kind: 'clamp', min: 0, max: 30 })).toBe(30);
    expect(run(true, { kind: 'scale', scale: 5, offset: 0 })).toBe(5);
  });

  it('thresholds give a status or a colour, lookups map texts', () => {
    const status: BindingTransform = { kind: 'thresholds', below: 'normal', steps: [{ atLeast: 60, value: 'fault' }, { atLeast: 80, value: 'warning' }] };
    expect(run(10, status)).toBe('normal');
    expect(run(60, status)).toBe('fault');
    expect(run(95, status)).toBe('warning');
    const lookup: BindingTransform = { kind: 'lookup', entries: [{ key: '1', value: 'online' }, { key: '0', value: 'offline' }], fallback: 'fault' };
    expect(run(1, lookup)).toBe('online');
    expect(run('x', lookup)).toBe('fault');
    expect(run('x', { ...lookup, fallback: null })).toBe('x');
  });

  it('formulas run in the safe language', () => {
    expect(run(3, { kind: 'formula', expression: 'value * value + 1' })).toBe(10);
    expect(run(90, { kind: 'formula', expression: 'value > 80 ? "warning" : "normal"' })).toBe('warning');
  });

  it('refuses what a transform cannot take, as UnusableValue', () => {
    expect(() => run('hot', { kind: 'scale', scale: 1, offset: 0 })).toThrow(UnusableValue);
    expect(() => run(1, { kind: 'formula', expression: 'constructor' })).toThrow(UnusableValue);
    expect(() => run(0, { kind: 'formula', expression: '1 / value' })).toThrow(UnusableValue);
    expect(() => applyTransforms({ a: 1 }, [], formulas)).toThrow(UnusableValue);
    expect(() => applyTransforms(null, [], formulas)).toThrow(UnusableValue);
  });
});

describe('paths, topics and targets', () => {
  it('reads JSON paths through own members only', () => {
    const message = { a: { b: [10, { c: 'x' }] }, 'd e': 4 };
    expect(valueAtJsonPath(message, parseJsonPath('$.a.b[1].c')!)).toBe('x');
    expect(valueAtJsonPath(message, parseJsonPath('a.b.0')!)).toBe(10);
    expect(valueAtJsonPath(message, parseJsonPath('["d e"]')!)).toBe(4);
    expect(valueAtJsonPath(message, parseJsonPath('')!)).toBe(message);
    expect(valueAtJsonPath(message, parseJsonPath('constructor')!)).toBeUndefined();
    expect(valueAtJsonPath(message, parseJsonPath('a.__proto__')!)).toBeUndefined();
    expect(parseJsonPath('a..b')).toBeUndefined();
    expect(parseJsonPath(Array.from({ length: 20 }, () => 'a').join('.'))).toBeUndefined();
  });

  it('matches MQTT topic filters with wildcards', () => {
    expect(topicMatches('plant/+/temp', 'plant/p1/temp')).toBe(true);
    expect(topicMatches('plant/#', 'plant/p1/temp')).toBe(true);
    expect(topicMatches('plant/#', 'plant')).toBe(true);
    expect(topicMatches('plant/+', 'plant/p1/temp')).toBe(false);
    expect(topicMatches('#', '$SYS/uptime')).toBe(false);
    expect(validTopicFilter('a/#/b')).toBe(false);
    expect(validTopicFilter('a/b+')).toBe(false);
    expect(validTopicFilter('a/+/#')).toBe(true);
  });

  it('writes a whole property, or one field of one item of a list by id or place', () => {
    const list = [{ id: 'p1', status: 'normal' }, { id: 'p2', status: 'normal' }];
    expect(withTargetValue(3, { node: 'n', property: 'x', item: '', field: '' }, 5)).toBe(5);
    expect(withTargetValue(list, { node: 'n', property: 'infoPoints', item: 'p2', field: 'status' }, 'warning')).toEqual([list[0], { id: 'p2', status: 'warning' }]);
    expect(withTargetValue(list, { node: 'n', property: 'infoPoints', item: 'p9', field: 'status' }, 'warning')).toBeUndefined();
    const heat = [{ value: 1 }, { value: 2 }];
    expect(withTargetValues(heat, [
      { target: { node: 'n', property: 'points', item: '#1', field: 'value' }, value: 7 },
      { target: { node: 'n', property: 'points', item: '#0', field: 'value' }, value: 5 },
    ])).toEqual([{ value: 5 }, { value: 7 }]);
    expect(heat).toEqual([{ value: 1 }, { value: 2 }]);
  });
});

describe('the live-data prop read from a scene', () => {
  it('keeps well-formed sources and bindings, cut to their limits, and drops the rest', () => {
    const config = readLiveData({
      sources: [{ id: 's1', kind: 'mqtt', url: 'ws://h:1', staleAfter: 99999, qos: 1 }, { id: 's1', kind: 'x' }, 'junk', { kind: 'mqtt' }],
      bindings: [
        { id: 'b1', source: 's1', topic: 't', path: 'v', target: { node: 'n', property: 'visible' }, transforms: [{ kind: 'clamp', min: 5, max: 1 }, { kind: 'evil' }] },
        { id: 'b2', source: 's1', target: {} },
      ],
    });
    expect(config.sources).toHaveLength(1);
    expect(config.sources[0]).toMatchObject({ id: 's1', staleAfter: 3600, qos: 1, username: '' });
    expect(config.bindings).toHaveLength(1);
    expect(config.bindings[0].transforms).toEqual([{ kind: 'clamp', min: 1, max: 5 }]);
    expect(readLiveData('nonsense' as never)).toEqual({ sources: [], bindings: [] });
  });
});
