// CPU time of the PostgreSQL backends serving one database (the bench's own), read from /proc: what the server's
// process CPU leaves out of a save. Linux with PostgreSQL on the same machine only; undefined elsewhere.
import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms so far of each backend connected to the current database, by pid; undefined when /proc cannot tell. */
async function backendCpu(db: Kysely<unknown>): Promise<Map<number, number> | undefined> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command's closing parenthesis: state is the first, utime the 12th and stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      if (rows.length > 0 && cpu.size === 0) return undefined; // no /proc, or PostgreSQL elsewhere
    }
  }
  return cpu;
}

/**
 * Start counting the CPU ms this database's backends use; `stop` answers the total. Read every half second, so a
 * connection the pool closes meanwhile counts up to its last reading; one that starts meanwhile counts from zero.
 */
export async function watchBackendCpu(db: Kysely<unknown>): Promise<{ stop(): Promise<number | undefined> }> {
  const first = await backendCpu(db);
  if (!first) return { stop: async () => undefined };
  const latest = new Map(first);
  const read = async () => {
    for (const [pid, ms] of (await backendCpu(db)) ?? []) latest.set(pid, ms);
  };
  const timer = setInterval(() => void read().catch(() => undefined), 500);
  return {
    async stop() {
      clearInterval(timer);
      await read();
      let total = 0;
      for (const [pid, ms] of latest) total += ms - (first.get(pid) ?? 0);
      return total;
    },
  };
}
