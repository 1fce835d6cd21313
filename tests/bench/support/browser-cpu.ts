// CPU time of the browsers this process launched and every process under them (renderers, the GPU process that runs
// SwiftShader, the browser itself), read from /proc: steadier than a page's wall-clock figures when other work loads
// the machine. Linux only; undefined elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms so far of the process trees of the Chromium browsers this process started; undefined when /proc cannot tell. */
export function browserCpuMs(): number | undefined {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const roots = new Set<number>();
  for (const name of entries) {
    try {
      // Fields after the command's closing parenthesis: state first, ppid the 2nd, utime the 12th and stime the 13th.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      parents.set(Number(name), Number(fields[1]));
      if (Number(fields[1]) === process.pid && /chrom/i.test(readFileSync(`/proc/${name}/comm`, 'utf8'))) roots.add(Number(name));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The process ended while listing.
    }
  }
  if (roots.size === 0) return undefined;
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p !== undefined && p > 1 && hops < 64; p = parents.get(p), hops++) if (roots.has(p)) return true;
    return false;
  };
  let total = 0;
  for (const [pid, ms] of cpu) if (inTree(pid)) total += ms;
  return total;
}
