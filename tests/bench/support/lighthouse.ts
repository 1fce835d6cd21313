// Lighthouse (12.2.3, pinned: 13 needs Node 22) on a page, in Debian's Chromium started headless here with a debugging
// port (lighthouse's Node API connects to it), performance category only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The parts of lighthouse's result read here. */
interface Audit {
  readonly title: string;
  readonly displayValue?: string;
  readonly score: number | null;
  readonly details?: { readonly type: string };
}
interface Lhr {
  readonly categories: { readonly performance: { readonly score: number | null } };
  readonly audits: Record<string, Audit | undefined>;
  readonly runtimeError?: { readonly message: string };
  readonly runWarnings: string[];
}
type LighthouseModule = {
  default(url: string, flags: Record<string, unknown>, config?: unknown): Promise<{ lhr: Lhr } | undefined>;
  desktopConfig: unknown;
};

/**
 * Lighthouse, loaded by a name held in a variable: a working tree whose node_modules predates the dependency still
 * type-checks, and only this bench needs it installed (npm install).
 */
async function loadLighthouse(): Promise<LighthouseModule> {
  const name = 'lighthouse';
  return (await import(name)) as LighthouseModule;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'];

/** One run's performance score (0-100), its main metrics and its opportunities, as text. */
export interface LighthouseRun {
  readonly score: number;
  readonly metrics: string;
  readonly opportunities: string;
  readonly warnings: string;
}

/** Run Lighthouse once on `url` with the mobile (lighthouse's default) or desktop preset. */
export async function lighthouseOf(url: string, preset: 'mobile' | 'desktop', port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9327)): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'kf-lighthouse-'));
  const chrome = spawn('/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: 'ignore' });
  try {
    await waitForDebugger(port);
    const { default: lighthouse, desktopConfig } = await loadLighthouse();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    const score = lhr.categories.performance.score;
    if (score === null) throw new Error(`lighthouse gave no score: ${lhr.runtimeError?.message ?? 'no reason given'}`);
    const metrics = METRICS.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '-'}`).join(', ');
    const opportunities = Object.values(lhr.audits)
      .filter((a): a is Audit => a !== undefined).filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
      .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`).join('; ');
    const warnings = [lhr.runtimeError?.message, ...lhr.runWarnings].filter(Boolean).join('; ');
    return { score: Math.round(score * 100), metrics, opportunities, warnings };
  } finally {
    chrome.kill();
    await new Promise((done) => chrome.once('exit', done));
    rmSync(profile, { recursive: true, force: true });
  }
}

async function waitForDebugger(port: number): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium's debugging port ${port} did not open`);
}
