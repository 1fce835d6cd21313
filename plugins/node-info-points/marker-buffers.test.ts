import { describe, expect, it } from 'vitest';
import type { InfoPointData } from '../../sdk/index.js';
import { LABEL_HEIGHT, MAX_LABEL_WIDTH, packLabels } from './label-atlas.js';
import { hexToRgb, markerBuffers } from './marker-buffers.js';

const point = (id: string, name: string, status: string, visible = true): InfoPointData => ({ id, name, category: '', type: '', status, position: [1, 2, 3], visible });

describe('info-point markers', () => {
  it('packs distinct label texts row by row and onto further pages when one is full', () => {
    const layout = packLabels(['a', 'bb', 'a', '', 'long'], (t) => t.length * 100, 256);
    expect([...layout.cells.keys()]).toEqual(['a', 'bb', 'long']);
    expect(layout.cells.get('a')).toEqual({ page: 0, x: 0, y: 0, width: 108, height: LABEL_HEIGHT });
    expect(layout.cells.get('bb')).toMatchObject({ page: 0, x: 0, y: LABEL_HEIGHT });
    expect(layout.cells.get('long')!.width).toBe(MAX_LABEL_WIDTH);
    const many = packLabels(Array.from({ length: 40 }, (_, i) => `n${i}`), () => 200, 256);
    expect(many.pages).toBe(4);
  });

  it('gives each visible point a marker quad in its status colour and a label quad where its name has a cell', () => {
    const points = [point('a', 'A', 'online'), point('b', 'B', 'warning'), point('c', 'C', 'fault', false), point('d', 'D', 'whatever')];
    const layout = packLabels(['A', 'B'], () => 10, 256);
    const data = markerBuffers(points, layout, 0);
    expect(data.points).toBe(3);
    // A and B have labels: 2 quads each; D has none on this layout: 1 quad.
    expect(data.indices.length).toBe(5 * 6);
    expect(data.positions.slice(0, 3)).toEqual(new Float32Array([1, 2, 3]));
    const colourOfQuad = (q: number) => [...data.colors.slice(q * 16, q * 16 + 3)];
    expect(colourOfQuad(0)).toEqual([...new Float32Array(hexToRgb('#22b14c'))]);
    expect(colourOfQuad(2)).toEqual([...new Float32Array(hexToRgb('#e02424'))]);
    expect(colourOfQuad(4)).toEqual([...new Float32Array(hexToRgb('#3c3c3c'))]);
    // The label quad's vertices say they are labels (z = 1) and sit right of the marker.
    expect(data.offsets[12 + 2]).toBe(1);
    expect(data.offsets[12]).toBeGreaterThan(8);
    expect(markerBuffers(points, layout, 1).points).toBe(0);
  });

  it('draws markers without labels where no atlas could be made', () => {
    const data = markerBuffers([point('a', 'A', 'offline')], undefined, 0);
    expect(data.indices.length).toBe(6);
  });
});
