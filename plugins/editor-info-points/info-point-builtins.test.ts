import { describe, expect, it } from 'vitest';
import { builtinPoint, sameOriginIcon } from './info-point-builtins.js';

const entry = {
  uuid: 'builtin-info-point-alert-red', name: 'alert-red', category: 'alert', url: '/x.png', preview: '/x.png',
  titles: { en: 'Alert · red', 'zh-CN': '告警 · 红色', 'zh-TW': '告警 · 紅色' },
  point: { id: 'builtin-info-point-alert-red', name: 'Alert · red', category: 'alert', type: 'red', status: 'warning', position: [0, 0, 0] as [number, number, number], visible: true },
};

describe('built-in info points', () => {
  it('add the entry\'s point named in the user\'s language at the given place', () => {
    expect(builtinPoint(entry, 'zh-TW', [3, 0, 1])).toEqual({ ...entry.point, name: '告警 · 紅色', position: [3, 0, 1] });
    expect(builtinPoint({ ...entry, titles: { ...entry.titles, 'zh-CN': '' } }, 'zh-CN', [0, 0, 0])!.name).toBe('Alert · red');
  });

  it('show an icon only from the page\'s own origin', () => {
    const origin = 'https://designer.example';
    expect(sameOriginIcon('/cloud/api/repo/kf-resource/build-in-file/info-points/alert-red.png', origin)).toBe(`${origin}/cloud/api/repo/kf-resource/build-in-file/info-points/alert-red.png`);
    expect(sameOriginIcon('https://evil.example/pin.png', origin)).toBeUndefined();
    expect(sameOriginIcon('javascript:alert(1)', origin)).toBeUndefined();
    expect(sameOriginIcon('//evil.example/pin.png', origin)).toBeUndefined();
  });
});
