// Heat maps (issue 29), in Node: the CPU work one edit of the points costs (the field is computed again only on an
// edit, never per frame). Median wall time and CPU time per run (CPU is steadier on a loaded machine).
import { loadavg } from 'node:os';
import { readHeatMapPoints } from '../../sdk/index.js';
import { heatFieldPixels } from '../../plugins/node-heat-map/heat-field.js';

function measure(label: string, run: () => void, times = 11): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(`${label}: ${median(wall).toFixed(2)} ms wall, ${median(cpu).toFixed(2)} ms CPU (median of ${times})`);
}

/** `count` points spread over a 100 × 100 surface, each `size` units, values 0 to 1. */
function points(count: number, size: number) {
  return readHeatMapPoints(Array.from({ length: count }, (_, i) => ({ position: [(i % 100) - 50, 0, Math.floor(i / 100) - 50], size, value: (i % 97) / 97, visible: true })));
}

export default async function heatMapBench(): Promise<void> {
  console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; surface 100 × 100 units, texture 256 × 256`);
  const surface = { width: 100, depth: 100, maxValue: 3 };
  for (const [count, size] of [[10_000, 1], [10_000, 3], [1_000, 10], [100, 50]] as const) {
    const list = points(count, size);
    measure(`field of ${count} points of size ${size} (each covers about ${Math.round(Math.PI * (size * 2.56) ** 2)} texels)`, () => void heatFieldPixels(list, surface));
  }
}
