/** `thumbnail`: the product's player (the built web app) plays the archive in headless Chromium; its first ready frame is the picture. */
import { access, constants } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openArchive } from '../archive.js';
import { CliError, ExitCode } from '../cli-error.js';
import { writeOutput } from '../files.js';
import { migrateSceneContent } from '../migrate/document-migrations.js';
import { startOfflinePlayer } from './offline-player-server.js';
import { projectRoot } from '../project-root.js';

/** How long the player may take to draw the scene ready. */
const DRAW_TIMEOUT_MS = 90_000;
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** The project's built web app. */
const defaultPlayer = () => join(projectRoot(), 'dist/web');

export interface ThumbnailOptions {
  readonly width: string;
  readonly height: string;
  readonly chromium?: string;
  readonly player?: string;
}

function size(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 16 || n > 4096) throw new CliError(`--${name} must be a whole number of pixels from 16 to 4096 (got "${value}").`, ExitCode.usage);
  return n;
}

async function exists(path: string, mode: number): Promise<boolean> {
  try {
    await access(path, mode);
    return true;
  } catch {
    return false;
  }
}

type ProbeView = { readyFrameAt?: number; lastFrameAt?: number; requestFrame(): void; runtime: { whenIdle(): Promise<void> }; scene: { isReady(complete: boolean): boolean } };
type ProbeWindow = { __scenePlayer?: { view: ProbeView } };

export async function renderThumbnail(file: string, out: string, options: ThumbnailOptions): Promise<void> {
  const width = size(options.width, 'width');
  const height = size(options.height, 'height');
  const contents = await openArchive(file);
  const { document } = migrateSceneContent(contents.scene);
  const chromiumPath = options.chromium ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (!(await exists(chromiumPath, constants.X_OK))) {
    throw new CliError(`Chromium was not found at ${chromiumPath}: install Chromium, or name it with --chromium or CHROMIUM_PATH. No picture was made.`, ExitCode.unavailable);
  }
  const player = options.player ? resolve(options.player) : defaultPlayer();
  if (!(await exists(join(player, 'index.html'), constants.R_OK))) {
    throw new CliError(`The player build was not found at ${player} (no index.html): run \`npm run build\` first, or name a build with --player. No picture was made.`, ExitCode.unavailable);
  }
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new CliError('playwright-core is not installed (it comes with `npm ci`); no picture was made.', ExitCode.unavailable);
  }
  const assets = new Map(contents.manifest.assets.map((a) => [a.name, contents.assets.get(a.sha256)!]));
  const server = await startOfflinePlayer(player, {
    uuid: 'offline', projectUuid: 'offline', name: contents.scene.name, version: contents.scene.version ?? 1,
    // The player runs the logic as a viewer would; a picture is taken of the scene as saved, so none runs here.
    content: JSON.stringify({ ...document, logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' } }), logic: null, data: contents.scene.data ?? null,
  }, assets);
  let browser;
  try {
    try {
      browser = await playwright.chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
    } catch (error) {
      throw new CliError(`Chromium at ${chromiumPath} did not start: ${(error as Error).message.split('\n')[0]}`, ExitCode.unavailable);
    }
    const page = await browser.newPage({ viewport: { width, height } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.pageUrl);
    try {
      await page.waitForFunction(() => ((globalThis as ProbeWindow).__scenePlayer?.view.readyFrameAt ?? 0) > 0, undefined, { timeout: DRAW_TIMEOUT_MS });
      // Models load after the first ready frame: once the runtime is idle, one more frame is asked for and awaited.
      const idleAt = await page.evaluate(async () => {
        const view = (globalThis as ProbeWindow).__scenePlayer!.view;
        await view.runtime.whenIdle();
        const now = performance.now();
        view.requestFrame();
        return now;
      });
      await page.waitForFunction((after) => {
        const view = (globalThis as ProbeWindow).__scenePlayer!.view;
        return (view.lastFrameAt ?? 0) > after && view.scene.isReady(true);
      }, idleAt, { timeout: DRAW_TIMEOUT_MS });
    } catch {
      throw new CliError(`The player did not draw the scene within ${DRAW_TIMEOUT_MS / 1000} s${pageErrors.length ? ` (${pageErrors[0].slice(0, 300)})` : ''}; no picture was made.`);
    }
    const canvas = page.locator('canvas').first();
    const picture = await canvas.screenshot({ type: 'png' });
    await writeOutput(out, new Uint8Array(picture));
    process.stdout.write(`Wrote ${out} (${width}×${height}) of "${contents.scene.name}".\n`);
  } finally {
    await browser?.close();
    await server.close();
  }
}
