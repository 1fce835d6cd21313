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
