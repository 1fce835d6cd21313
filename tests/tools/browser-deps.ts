import { spawnSync } from 'node:child_process';
import { FULL_CHROMIUM, HEADLESS_SHELL, isExecutable } from '../e2e/support/browser-binary.js';

/**
 * The system packages the browser suites need, before they run (`npm test`, `npm run test:e2e`): Debian's headless
 * Chromium shell at /usr/bin/chromium-headless-shell (most of the end-to-end suite, tests/e2e/support/browser-binary.ts),
 * the full Chromium at /usr/bin/chromium (the spec of the player's memory cap, which the shell does not measure, the
 * benches and screenshot tools) and CJK fonts, so Chinese text renders in the screenshots and overflow checks. Missing ones are installed with apt-get when it can run (as root, or with sudo that
 * asks no password); otherwise one line says what to install, and the run stops.
 */
const ok = (command: string, args: readonly string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const has = (command: string) => ok('sh', ['-c', `command -v ${command}`]);

/** CJK fonts: the Debian package when dpkg knows packages, else any Chinese font fontconfig lists. */
function cjkFonts(): boolean {
  if (has('dpkg')) return ok('dpkg', ['-s', 'fonts-noto-cjk']);
  if (has('fc-list')) return spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout.trim() !== '';
  return true; // nothing to ask: a missing font shows in the screenshots, not as a failure here
}

const missing = [
  ...(isExecutable(FULL_CHROMIUM) ? [] : ['chromium']),
  ...(isExecutable(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(cjkFonts() ? [] : ['fonts-noto-cjk']),
];
if (missing.length === 0) process.exit(0);

const root = process.getuid?.() === 0;
const asRoot = root ? [] : has('sudo') && ok('sudo', ['-n', 'true']) ? ['sudo'] : undefined;
if (!has('apt-get') || !asRoot) {
  console.error(`Before the browser suites install Debian's ${missing.join(' and ')} (apt-get install ${missing.join(' ')}; at ${FULL_CHROMIUM} and ${HEADLESS_SHELL}).`);
  process.exit(1);
}

console.log(`Installing ${missing.join(' ')} with apt-get`);
const run = (args: readonly string[]) => {
  const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', ...args];
  const result = spawnSync(command, rest, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`apt-get failed (${args.join(' ')}): install ${missing.join(' and ')} before the browser suites.`);
    process.exit(1);
  }
};
run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);
