import { describe, expect, it } from 'vitest';
import { gammaToLinear, linearToGamma, switchLightKind } from './gamma.js';
import { newKStage } from '../../sdk/index.js';

const isPbr = (kind: string) => kind === 'PBR';

describe('light mode colour conversion', () => {
  it('raises to 2.2 into linear and to 1/2.2 back into gamma', () => {
    const linear = gammaToLinear({ r: 0.5, g: 1, b: 0 });
    expect(linear.r).toBeCloseTo(Math.pow(0.5, 2.2), 10);
    expect(linear.r).toBeCloseTo(0.2176376, 6);
    expect(linear.g).toBe(1);
    expect(linear.b).toBe(0);
    expect(linearToGamma({ r: 0.2176376, g: 0.5, b: 1 }).r).toBeCloseTo(0.5, 6);
    expect(linearToGamma({ r: 0, g: 0.5, b: 1 }).g).toBeCloseTo(Math.pow(0.5, 1 / 2.2), 10);
  });

  it('round-trips and clamps out-of-range channels', () => {
    const c = { r: 0.3, g: 0.6, b: 0.9 };
    const back = linearToGamma(gammaToLinear(c));
    expect(back.r).toBeCloseTo(0.3, 10);
    expect(back.b).toBeCloseTo(0.9, 10);
    expect(gammaToLinear({ r: 2, g: -1, b: 0.5 })).toMatchObject({ r: 1, g: 0 });
  });

  it('converts a stage colour when its light kind moves between PBR and non-PBR, not within a family', () => {
    const phong = newKStage('Phong', 's1', { diffuse: { r: 0.5, g: 0.5, b: 0.5 }, gloss: 0.4 });
    const pbr = switchLightKind(phong, 'PBR', isPbr, ['diffuse']);
    expect(pbr.kind).toBe('PBR');
    expect((pbr.params['diffuse'] as { r: number }).r).toBeCloseTo(0.2176376, 6);
    expect(pbr.params['gloss']).toBe(0.4);
    const back = switchLightKind(pbr, 'BaseLight', isPbr, ['diffuse']);
    expect((back.params['diffuse'] as { r: number }).r).toBeCloseTo(0.5, 6);
    const same = switchLightKind(phong, 'BaseLight', isPbr, ['diffuse']);
    expect(same.params['diffuse']).toEqual({ r: 0.5, g: 0.5, b: 0.5 });
  });
});
