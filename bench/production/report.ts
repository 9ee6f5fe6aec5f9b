import { cpus, loadavg } from 'node:os';
import type { ReminderFigures } from './checks';
import type { Attempt, LoadTally } from './mixed-load';
import type { ProxyCounts, ProxyEvent } from './processes';

export type ProductionReport = {
  seconds: number;
  connections: number;
  tally: LoadTally;
  faults: { what: string; at: number }[];
  proxyEvents: ProxyEvent[];
  proxyCounts: ProxyCounts;
  /** The API instance killed, and from when until the last restart was ready (ms into the load). */
  killed: string;
  killWindow: { from: number; to: number };
  /** When the load started (epoch ms): the attempts' times are epoch ms. */
  loadStart: number;
  reminders: ReminderFigures;
  drainedMs: number;
  signupRows: { rows: number; twice: number };
  kioskRows: number;
  processErrors: string[];
  apiJobs: boolean;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;

/** Prints the figures and the invariants; answers whether every invariant held. */
export function printProductionReport(r: ProductionReport): boolean {
  const t = r.tally;
  const latencies = Object.values(t.latencies)
    .flat()
    .sort((a, b) => a - b);
  const done = latencies.length;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\n${r.connections} connections, ${r.seconds.toFixed(1)} s; ${cpus().length} CPUs, load average ${load}; jobs in ${r.apiJobs ? 'the worker and both API instances' : 'the worker only'}`,
  );
  for (const f of r.faults) console.log(`  ${(f.at / 1000).toFixed(1).padStart(6)} s  ${f.what}`);
  for (const e of r.proxyEvents)
    console.log(`  ${(e.at / 1000).toFixed(1).padStart(6)} s  proxy: ${e.upstream} ${e.type}`);
  console.log(
    `\nrequests/s ${(done / r.seconds).toFixed(0)}   p50 ${quantile(latencies, 0.5)} ms   p99 ${quantile(latencies, 0.99)} ms   (${done} answered, retries included in their latency)`,
  );
  for (const [scenario, list] of Object.entries(t.latencies)) {
    const sorted = [...list].sort((a, b) => a - b);
    const ok = t.ok[scenario as keyof typeof t.ok];
    console.log(
      `  ${scenario.padEnd(14)}${String(ok).padStart(7)} ok   p50 ${String(quantile(sorted, 0.5)).padStart(5)} ms   p99 ${String(quantile(sorted, 0.99)).padStart(5)} ms`,
    );
  }
  for (const [name, c] of Object.entries(r.proxyCounts))
    console.log(
      `  proxy → ${name}: ${c.forwarded} forwarded, ${c.refused} refused (sent to the other), ${c.broken} broken in flight`,
    );

  // A failure may only be a call the killed instance had in flight: its upstream is that
  // instance, and it failed between the kill and the restarted instance being ready.
  const outside = t.failedAttempts.filter((a) => {
    const at = a.at - r.loadStart;
    return a.upstream !== r.killed || at < r.killWindow.from - 100 || at > r.killWindow.to;
  });
  console.log(
    `\nerrors: ${t.failedAttempts.length} failed attempts before retry (${countBy(t.failedAttempts)}), ${t.failedCalls.length} after retry; ${t.wrong.length} wrong answers`,
  );
  for (const w of t.wrong.slice(0, 5)) console.log(`  wrong: ${describe(w)}`);
  for (const a of outside.slice(0, 5))
    console.log(`  failed elsewhere than ${r.killed}: ${describe(a)}`);

  const m = r.reminders;
  console.log(
    `\nreminders: ${m.shifts} shifts fell due, ${m.claimed} claimed (${m.duplicateClaims} twice); ${m.messageRows} message rows (${m.duplicateMessages} recipients with 2+; ${m.duplicateRowsAnyClub} repeated rows in any club); settled ${(r.drainedMs / 1000).toFixed(1)} s after the load`,
  );
  console.log(
    `  status: ${Object.entries(m.byStatus)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')} (${m.interrupted} interrupted by the worker's kill: at most once, not resent)`,
  );
  console.log(
    `  deliveries seen: ${m.deliveries} (${m.duplicateDeliveries} recipients twice); sent without a delivery ${m.sentNotDelivered}, delivered but not recorded sent ${m.deliveredNotSent}`,
  );
  console.log(
    `  reminders delivered exactly once: ${m.deliveredOnce} of ${m.shifts}; never delivered: ${m.neverDelivered} (the interrupted ones the provider had not taken)`,
  );
  const signups = t.signups201 + t.signupsLandedOnRetry;
  console.log(
    `\nsign-ups: ${t.signups201} answered 201 + ${t.signupsLandedOnRetry} whose 201 was lost (the retry met the row) = ${signups}; rows in the database ${r.signupRows.rows} (${r.signupRows.twice} twice)`,
  );
  console.log(`kiosk: ${t.ok['kiosk confirm']} confirms answered 200; rows ${r.kioskRows}`);
  if (r.processErrors.length) {
    console.log(`\nerror lines in the processes' logs: ${r.processErrors.length}`);
    for (const line of r.processErrors.slice(0, 5)) console.log(`  ${line}`);
  }

  const invariants: [string, boolean][] = [
    ['no call failed after retry', t.failedCalls.length === 0],
    ['no wrong answer', t.wrong.length === 0],
    [`only calls in flight on ${r.killed} failed`, outside.length === 0],
    ['every due reminder claimed once', m.claimed === m.shifts && m.duplicateClaims === 0],
    ['one message per reminder', m.messageRows === m.claimed && m.duplicateMessages === 0],
    ['no reminder row repeated', m.duplicateRowsAnyClub === 0],
    ['no reminder left unsent in the outbox', !m.byStatus.queued && !m.byStatus.sending],
    ['no mail delivered twice', m.duplicateDeliveries === 0],
    ['every mail recorded sent was delivered', m.sentNotDelivered === 0],
    ['sign-ups made = rows', signups === r.signupRows.rows && r.signupRows.twice === 0],
    ['kiosk confirms = rows', t.ok['kiosk confirm'] === r.kioskRows],
  ];
  console.log('');
  for (const [what, held] of invariants) console.log(`  ${held ? 'ok  ' : 'FAIL'} ${what}`);
  return invariants.every(([, held]) => held);
}

function countBy(attempts: Attempt[]) {
  const by = new Map<string, number>();
  for (const a of attempts)
    by.set(a.upstream || 'no answer', (by.get(a.upstream || 'no answer') ?? 0) + 1);
  return [...by].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
}

function describe(a: Attempt) {
  return `${a.scenario} via ${a.upstream || '-'}: ${a.reason}`;
}
