// The bundle `npm ci` makes of the command (host/cli/scripts/bundle.mjs): it builds, it answers as the sources do
// (exports included, a bad file refused the same way), and the bin leaves it for the sources once one is newer.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBundle } from '../../host/cli/bin/fresh-bundle.js';
import { archiveOf, litDocument } from './support/fixtures.js';
import { runCli, type CliRun } from './support/run-cli.js';

const ROOT = resolve(import.meta.dirname, '../..');
// Inside the project, so the packages left out of the bundle resolve from node_modules as they do for host/cli/dist.
const BUNDLE = join(ROOT, 'node_modules/.cache/scene-designer-bundle-test');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-bundle-'));
  await promisify(execFile)(process.execPath, [join(ROOT, 'host/cli/scripts/bundle.mjs'), '--outdir', BUNDLE], { cwd: ROOT });
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(BUNDLE, { recursive: true, force: true });
});

/** Runs the bundle's entry the way the bin does, in its own process. */
function runBundle(entry: string, args: readonly string[]): Promise<CliRun> {
  const script = `const { run } = await import(${JSON.stringify(entry)}); process.exitCode = await run(['node', 'scene-designer', ...JSON.parse(process.argv[1])]);`;
  return new Promise((done) => {
    execFile(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

describe('the bundled scene-designer', () => {
  it('lists the project files it was made of, and is fresh right after it was made', async () => {
    const manifest = JSON.parse(await readFile(join(BUNDLE, 'bundle-inputs.json'), 'utf8')) as { builtAt: number; inputs: string[] };
    expect(manifest.inputs).toContain('host/cli/src/main.ts');
    expect(manifest.inputs).toContain('package-lock.json');
    expect(manifest.inputs.every((input) => !input.startsWith('node_modules'))).toBe(true);
    expect(freshBundle(BUNDLE, ROOT)).toMatch(/scene-designer\.mjs$/);
  });

  it('validates and exports as the sources do, and refuses a bad file the same way', async () => {
    const good = join(dir, 'good.kzs');
    await writeFile(good, archiveOf(litDocument()));
    const bad = join(dir, 'bad.kzs');
    await writeFile(bad, 'not a zip');
    const entry = freshBundle(BUNDLE, ROOT)!;
    for (const args of [['validate', '--json', good], ['validate', bad]]) {
      const [bundled, sources] = await Promise.all([runBundle(entry, args), runCli(args, { env: { SCENE_DESIGNER_FROM_SOURCE: '1' } })]);
      expect(bundled.code, bundled.stderr).toBe(sources.code);
      expect(bundled.stdout).toBe(sources.stdout);
      expect(bundled.stderr).toBe(sources.stderr);
    }
    const glb = join(dir, 'out.glb');
    const exported = await runBundle(entry, ['export', good, '--glb', glb]);
    expect(exported.code, exported.stderr).toBe(0);
    expect((await readFile(glb)).subarray(0, 4).toString('latin1')).toBe('glTF');
  });
});

describe('freshBundle', () => {
  it('gives the bundle up when one of its inputs is newer, missing, or the manifest is unreadable', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cli-fresh-'));
    const folder = join(root, 'dist');
    await mkdir(join(root, 'src'), { recursive: true });
    await mkdir(folder);
    await writeFile(join(root, 'src/a.ts'), 'a');
    const builtAt = Date.now();
    await utimes(join(root, 'src/a.ts'), new Date(builtAt - 60_000), new Date(builtAt - 60_000));
    await writeFile(join(folder, 'bundle-inputs.json'), JSON.stringify({ builtAt, inputs: ['src/a.ts'] }));
    expect(freshBundle(folder, root)).toMatch(/dist\/scene-designer\.mjs$/);
    await utimes(join(root, 'src/a.ts'), new Date(builtAt + 60_000), new Date(builtAt + 60_000));
    expect(freshBundle(folder, root)).toBeUndefined();
    await writeFile(join(folder, 'bundle-inputs.json'), JSON.stringify({ builtAt, inputs: ['src/gone.ts'] }));
    expect(freshBundle(folder, root)).toBeUndefined();
    await writeFile(join(folder, 'bundle-inputs.json'), '{"builtAt":');
    expect(freshBundle(folder, root)).toBeUndefined();
    await rm(root, { recursive: true, force: true });
  });
});
