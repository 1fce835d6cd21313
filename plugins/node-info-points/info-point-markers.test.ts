// The markers' status-only path (live data's updates): writing the changed points' colours gives the same buffers as
// drawing the points afresh, hidden points included; a change of anything else draws them afresh.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Scene } from '@babylonjs/core/scene.js';
import { readInfoPoints } from '../../sdk/index.js';
import { InfoPointMarkers } from './info-point-markers.js';

const STATUSES = ['online', 'normal', 'warning', 'fault', 'offline'];
const pointsWith = (status: (i: number) => string, x = 0) => readInfoPoints(Array.from({ length: 300 }, (_, i) => ({
  id: `p${i}`, name: i % 3 ? `S${i}` : '', status: status(i), position: [i % 20 + x, 0, Math.floor(i / 20)], visible: i % 7 !== 0,
})));
const buffers = (markers: InfoPointMarkers, kind: string) => markers.meshes.map((m) => [...(m.getVerticesData(kind) ?? [])]);

describe('info-point markers', () => {
  it('a status change writes only colours, the same as drawing afresh; other changes draw afresh', () => {
    const scene = new Scene(new NullEngine());
    const incremental = new InfoPointMarkers(scene, new TransformNode('a', scene));
    incremental.update(pointsWith((i) => STATUSES[i % 5]!));
    const positions = buffers(incremental, 'position');
    const next = pointsWith((i) => STATUSES[(i * 7 + 3) % 5]!);
    incremental.update(next);
    const fresh = new InfoPointMarkers(scene, new TransformNode('b', scene));
    fresh.update(next);
    expect(buffers(incremental, 'markerColor')).toEqual(buffers(fresh, 'markerColor'));
    expect(buffers(incremental, 'position')).toEqual(positions);
    // Moved: drawn afresh, positions follow.
    const moved = pointsWith((i) => STATUSES[(i * 7 + 3) % 5]!, 5);
    incremental.update(moved);
    fresh.update(moved);
    expect(buffers(incremental, 'position')).toEqual(buffers(fresh, 'position'));
    expect(buffers(incremental, 'position')).not.toEqual(positions);
    scene.dispose();
  });
});
