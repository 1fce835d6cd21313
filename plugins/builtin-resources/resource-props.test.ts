import { describe, expect, it } from 'vitest';
import { materialLook, toDocumentProps } from './resource-props.js';

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
});
