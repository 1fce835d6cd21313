import { describe, expect, it } from 'vitest';
import { materialLook, placedLight, placedParticles, toDocumentProps } from './resource-props.js';

describe('built-in resource props', () => {
  it('turns catalogue arrays into document colours and vectors', () => {
    expect(toDocumentProps({ direction: [-0.5, -1, -0.3], intensity: 1.5, diffuse: [1, 0.96, 0.9] })).toEqual({
      direction: { x: -0.5, y: -1, z: -0.3 }, intensity: 1.5, diffuse: { r: 1, g: 0.96, b: 0.9 },
    });
  });
  it('reads a material preset colour', () => {
    expect(materialLook({ albedoColor: [0.5, 0.4, 0.3], alpha: 1 })).toEqual({ color: { r: 0.5, g: 0.4, b: 0.3 }, alpha: 1 });
    expect(materialLook({ diffuseColor: [1, 0, 0] }).color).toEqual({ r: 1, g: 0, b: 0 });
  });
  it('moves a dropped light over the drop point, keeping its height; a light without position stays', () => {
    const point = { position: { x: 1, y: 5, z: 2 }, intensity: 1 };
    expect(placedLight(point, { x: 3, y: 0.5, z: -4 })).toEqual({ position: { x: 3, y: 5.5, z: -4 }, intensity: 1 });
    expect(placedLight(point, undefined)).toBe(point);
    const hemispheric = { direction: { x: 0, y: 1, z: 0 } };
    expect(placedLight(hemispheric, { x: 3, y: 0, z: 3 })).toBe(hemispheric);
  });
  it('places a particle preset at the drop point, keeping its height (rain falls from above)', () => {
    expect(placedParticles({ position: { x: 0, y: 8, z: 0 }, stages: [] }, { x: 1, y: 1, z: 2 })).toEqual({ position: { x: 1, y: 9, z: 2 }, stages: [] });
    expect(placedParticles({ stages: [] }, { x: 1, y: 0, z: 2 })).toEqual({ stages: [], position: { x: 1, y: 0, z: 2 } });
    const preset = { stages: [] };
    expect(placedParticles(preset, undefined)).toBe(preset);
  });
});
