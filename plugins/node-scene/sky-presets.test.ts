import { describe, expect, it } from 'vitest';
import { SKY_PRESETS } from './sky-presets.js';
import { SCENE_DESCRIPTORS } from './descriptors.js';

describe('sky presets', () => {
  it('are 40 (spec 001 §9) with unique ids and a title in en, zh-CN and zh-TW each', () => {
    expect(SKY_PRESETS).toHaveLength(40);
    expect(new Set(SKY_PRESETS.map((p) => p.id)).size).toBe(40);
    for (const preset of SKY_PRESETS) {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(preset.titles[locale]?.trim(), `${preset.id} ${locale}`).toBeTruthy();
    }
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(new Set(SKY_PRESETS.map((p) => p.titles[locale])).size, locale).toBe(40);
  });

  it('keep the ids of the first presets so stored scenes keep their sky', () => {
    const ids = SKY_PRESETS.map((p) => p.id);
    for (const id of ['noon', 'morning', 'afternoon', 'sunset', 'dusk', 'hazy', 'clear', 'night']) expect(ids).toContain(id);
    expect(ids[0]).toBe('noon');
  });

  it('put the sun where the title says and keep it over the horizon (SkyMaterial draws black below it)', () => {
    const preset = (id: string) => SKY_PRESETS.find((p) => p.id === id)!;
    const sunHeight = (id: string) => Math.sin(Math.PI * (0.5 - preset(id).inclination));
    expect(sunHeight('noon')).toBeGreaterThan(0.9);
    expect(sunHeight('morning')).toBeGreaterThan(0.3);
    expect(sunHeight('sunset')).toBeLessThan(0.1);
    expect(sunHeight('dusk')).toBeLessThan(sunHeight('sunset'));
    expect(sunHeight('night')).toBeLessThan(sunHeight('dusk'));
    // Darker times and hazier weathers open the exposure (a lower luminance).
    expect(preset('dusk').luminance).toBeLessThan(preset('sunset').luminance);
    expect(preset('noon-storm').luminance).toBeLessThan(preset('noon').luminance);
    for (const p of SKY_PRESETS) {
      expect(p.inclination).toBeGreaterThan(0);
      expect(p.inclination).toBeLessThan(0.5);
      expect(p.azimuth).toBeGreaterThanOrEqual(0);
      expect(p.azimuth).toBeLessThanOrEqual(1);
      expect(p.turbidity).toBeGreaterThan(0);
      expect(p.luminance).toBeGreaterThan(0);
    }
  });

  it('are the options of the Scene inspector\'s sky preset row', () => {
    const row = SCENE_DESCRIPTORS.find((d) => d.name === 'skyPreset');
    expect(row?.enum?.map((o) => o.value)).toEqual(SKY_PRESETS.map((p) => p.id));
  });
});
