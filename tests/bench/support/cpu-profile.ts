// CPU profiles of a page through the Chrome DevTools protocol (Profiler domain), summarised by self time per function.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly hitCount?: number;
}

/** One function's share of a profile. */
export interface SelfTime {
  readonly name: string;
  readonly ms: number;
  readonly share: number;
}

/** Run `work` while the page's main thread is sampled; the functions with the most self time, heaviest first. */
export async function profileWhile(page: Page, work: () => Promise<void>, top = 15): Promise<{ totalMs: number; functions: SelfTime[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  let failure: unknown;
  await work().catch((error: unknown) => {
    failure = error;
  });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] } };
  await cdp.detach();
  if (failure) throw failure;
  // BENCH_PROFILE_DIR=<dir> also writes each raw profile there (open it in Chrome DevTools' Performance panel).
  if (process.env.BENCH_PROFILE_DIR) {
    mkdirSync(process.env.BENCH_PROFILE_DIR, { recursive: true });
    writeFileSync(join(process.env.BENCH_PROFILE_DIR, `profile-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const file = node.callFrame.url.split('/').pop() ?? '';
    const name = `${node.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const functions = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => ({ name, ms, share: ms / totalMs }));
  return { totalMs, functions };
}

/** Print a profile summary, one function a line. */
export function printProfile(title: string, result: { totalMs: number; functions: SelfTime[] }): void {
  console.log(`  profile: ${title} (${result.totalMs.toFixed(0)} ms sampled), self time:`);
  for (const f of result.functions) console.log(`    ${f.ms.toFixed(0).padStart(6)} ms ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}`);
}
