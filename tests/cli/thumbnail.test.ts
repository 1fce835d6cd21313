// thumbnail through the installed bin: the product's player (dist/web, built before this project runs in `npm test`)
// in headless Chromium.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveOf, litDocument, sphereGlb } from './support/fixtures.js';
import { expectOneLineFailure, runCli } from './support/run-cli.js';

const PLAYER = resolve(import.meta.dirname, '../../dist/web');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-thumbnail-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scene-designer thumbnail', () => {
  it('draws the scene with the built player: a PNG of the asked size showing the imported model', async () => {
    expect(existsSync(join(PLAYER, 'index.html')), 'npm test builds dist/web before this project (npm run build:test)').toBe(true);
    const scene = join(dir, 'scene.kzs');
    await writeFile(scene, archiveOf(litDocument()));
    await writeFile(join(dir, 'ball.glb'), await sphereGlb());
    expect((await runCli(['import', join(dir, 'ball.glb'), '--into', scene])).code).toBe(0);
    const out = join(dir, 'thumb.png');
    const run = await runCli(['thumbnail', scene, out, '--width', '320', '--height', '200']);
    expect(run.code, run.stderr).toBe(0);
    const png = PNG.sync.read(await readFile(out));
    expect([png.width, png.height]).toEqual([320, 200]);
    // The red sphere in the middle, the background at the corner.
    const at = (x: number, y: number) => Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
    const [r, g, b] = at(160, 100);
    expect(r, `centre pixel ${at(160, 100).join(',')}`).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
    expect(at(2, 2)).not.toEqual(at(160, 100));
    // A scene with nothing to load is drawn too (the picture is taken after the runtime is idle and one more frame).
    const bare = join(dir, 'bare.kzs');
    await writeFile(bare, archiveOf(litDocument()));
    const empty = await runCli(['thumbnail', bare, join(dir, 'bare.png'), '--width', '64', '--height', '64']);
    expect(empty.code, empty.stderr).toBe(0);
    expect(PNG.sync.read(await readFile(join(dir, 'bare.png'))).width).toBe(64);
  });

  it('says clearly when Chromium or the player build is missing (exit 3), and refuses bad archives', async () => {
    const scene = join(dir, 'plain.kzs');
    await writeFile(scene, archiveOf(litDocument()));
    expectOneLineFailure(await runCli(['thumbnail', scene, join(dir, 'a.png'), '--chromium', join(dir, 'no-chromium')]), /Chromium was not found at .*no-chromium/, 3);
    expectOneLineFailure(await runCli(['thumbnail', scene, join(dir, 'a.png'), '--player', dir]), /player build was not found at .*run `npm run build` first/, 3);
    expect(existsSync(join(dir, 'a.png'))).toBe(false);
    await writeFile(join(dir, 'bad.kzs'), 'not an archive');
    expectOneLineFailure(await runCli(['thumbnail', join(dir, 'bad.kzs'), join(dir, 'b.png')]), /not a valid \.kzs archive/);
    expectOneLineFailure(await runCli(['thumbnail', scene, join(dir, 'c.png'), '--width', '5']), /--width must be a whole number/, 2);
  });
});
