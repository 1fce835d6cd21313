import { accessSync, constants } from 'node:fs';

/**
 * The Chromium the end-to-end suite drives. Debian's `chromium-headless-shell` (the old headless mode: no browser UI,
 * no display compositor of its own) when installed, else the full `chromium` in its new headless mode; `E2E_CHROMIUM`
 * names another (`full` is the full browser). Measured on the designer's start (4 starts in fresh contexts, one worker, traces off, the same run):
 * 45.6 CPU-seconds in all with the shell against 64.7 with the full browser, most of it the browser and renderer
 * processes (docs/architecture.md, Tests, "Suite time").
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function e2eChromium(): string {
  const chosen = process.env.E2E_CHROMIUM;
  if (chosen === 'full') return FULL_CHROMIUM;
  if (chosen && chosen !== 'shell') return chosen;
  return isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
