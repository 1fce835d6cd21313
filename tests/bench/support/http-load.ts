// A load generator in a process of its own (issue 28: never in the server's process): Debian's `wrk` when installed,
// else a Node child process looping fetch over keep-alive connections (tests/bench/support/http-load-child.ts).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WRK = '/usr/bin/wrk';
const here = dirname(fileURLToPath(import.meta.url));

/** Which generator runs. */
export const LOAD_TOOL = existsSync(WRK) ? 'wrk' : 'node child process';

/** Requests per second of GET `url` with `connections` open for `seconds`; throws when any answer is not 2xx. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 3, connections = 8): Promise<number> {
  if (existsSync(WRK)) {
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
    const { stdout } = await run(WRK, args);
    if (/Non-2xx/.test(stdout)) throw new Error(`load on ${url}: answers that are not 2xx\n${stdout}`);
    return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  }
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(here, 'http-load-child.ts'), JSON.stringify({ url, headers, seconds, connections })]);
  return Number(JSON.parse(stdout.trim().split('\n').pop()!).rate);
}

/** One request of a burst: its HTTP status (0 when the connection failed) and its time to the whole answer. */
export interface BurstResult {
  readonly status: number;
  readonly ms: number;
}

/** `count` GETs of `url` started at once from a child process (tests/bench/support/http-burst-child.ts). */
export async function burst(url: string, count: number, headers: Record<string, string> = {}): Promise<BurstResult[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(here, 'http-burst-child.ts'), JSON.stringify({ url, headers, count })], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as BurstResult[];
}

/** The `p`-th percentile (0..100) of some values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
