// Info points at the 10,000-point limit (issue 29), in Node: the work one edit or one keystroke costs outside the
// browser's layout and drawing. Median wall time and CPU time per run (CPU is steadier on a loaded machine).
import { readInfoPoints } from '../../sdk/index.js';
import { addInfoPoint, filterByName, renameInfoPoint, setInfoPointField } from '../../plugins/editor-info-points/info-point-rules.js';
import { clickInfoPoint, NO_SELECTION } from '../../plugins/editor-info-points/info-point-selection.js';
import { packLabels } from '../../plugins/node-info-points/label-atlas.js';
import { pageBuffers, pointsByPage } from '../../plugins/node-info-points/marker-buffers.js';

const COUNT = 10_000;
const STATUSES = ['online', 'normal', 'warning', 'fault', 'offline', 'unknown'];

function measure(label: string, run: () => void, times = 31): void {
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

export default async function bench(): Promise<void> {
  const stored = Array.from({ length: COUNT }, (_, i) => ({
    id: `p${i}`, name: `Sensor ${i}`, category: `floor ${i % 20}`, type: 'sensor', status: STATUSES[i % STATUSES.length], position: [i % 100, 0, Math.floor(i / 100)], visible: true,
  }));
  const points = readInfoPoints(stored);
  const ids = points.map((p) => p.id);
  // A measure like the canvas's for 13 px text: about 7 px per character.
  const layout = packLabels(points.map((p) => p.name), (text) => text.length * 7);
  console.log(`${COUNT} points, ${layout.cells.size} labels on ${layout.pages} atlas page(s) of ${layout.pageSize} px`);
  measure(`read ${COUNT} stored points`, () => void readInfoPoints(stored));
  measure(`filter ${COUNT} by a search word (one keystroke's filtering)`, () => void filterByName(points, 'sensor 12'));
  measure(`select one point by click among ${COUNT} rows`, () => void clickInfoPoint(NO_SELECTION, 'p5000', ids, { ctrlKey: false, metaKey: false, shiftKey: false }));
  measure(`Shift-select a range of ${COUNT} rows`, () => void clickInfoPoint({ ids: ['p0'], anchor: 'p0' }, `p${COUNT - 1}`, ids, { ctrlKey: false, metaKey: false, shiftKey: true }));
  measure(`status edit of one point among ${COUNT}`, () => void setInfoPointField(points, 'p5000', 'status', 'fault'));
  measure(`rename with the uniqueness check among ${COUNT}`, () => void renameInfoPoint(points, 'p5000', 'Pump 7'));
  measure(`add a point with a unique name among ${COUNT - 1}`, () => void addInfoPoint(points.slice(1), { ids: ['p5000'], anchor: 'p5000' }, 'Sensor 1', 'new'));
  measure(`pack ${COUNT} labels into the atlas (name set changed)`, () => void packLabels(points.map((p) => p.name), (text) => text.length * 7), 11);
  measure(`marker vertex data of ${COUNT} points (any status, position or visibility edit)`, () => {
    for (const chosen of pointsByPage(points, layout)) pageBuffers(chosen, layout);
  }, 11);
}
