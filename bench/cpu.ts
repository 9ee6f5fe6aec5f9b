import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { withAdminConnection } from '../apps/api/test/pg-admin';

/**
 * CPU spent per request, by the API process and by its PostgreSQL backends. Throughput
 * on a shared 2-core machine moves with whatever else runs; CPU time per request barely
 * does, so it is the figure to compare two versions of the code by.
 */
export type CpuMeter = {
  /**
   * Starts counting; the returned function stops and answers CPU µs per request. With
   * BENCH_PROFILE=<folder>, the API's CPU profile of the scenario `label` is written there
   * too (`<label>.cpuprofile`, for Chrome's DevTools or any .cpuprofile reader).
   */
  start: (
    label?: string,
  ) => Promise<(requests: number) => Promise<{ apiUs: number; dbUs: number }>>;
};

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ

/** User + system CPU of one process in µs, from /proc (0 if it has gone). */
function processCpuUs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export function cpuMeter(databaseName: string): CpuMeter {
  // The backends serving the bench database: the app's pool.
  const backends = () =>
    withAdminConnection(async (sql) =>
      (
        await sql<
          { pid: number }[]
        >`select pid from pg_stat_activity where datname = ${databaseName}`
      ).map((row) => row.pid),
    );
  return {
    async start(label) {
      const stopProfile = await startProfile(label);
      const pidsBefore = await backends();
      const dbBefore = new Map(pidsBefore.map((pid) => [pid, processCpuUs(pid)]));
      const apiBefore = process.cpuUsage();
      return async (requests) => {
        const api = process.cpuUsage(apiBefore);
        await stopProfile();
        const pids = await backends();
        // Backends opened during the run count from zero.
        const db = pids.reduce((sum, pid) => sum + processCpuUs(pid) - (dbBefore.get(pid) ?? 0), 0);
        const per = (us: number) => Math.round(us / Math.max(requests, 1));
        return { apiUs: per(api.user + api.system), dbUs: per(db) };
      };
    },
  };
}

/** Profiles this process (the API) when BENCH_PROFILE names a folder; answers the stop. */
async function startProfile(label = 'scenario'): Promise<() => Promise<void>> {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(folder, { recursive: true });
    const file = `${label.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`;
    writeFileSync(path.join(folder, file), JSON.stringify(profile));
  };
}
