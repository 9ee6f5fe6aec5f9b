import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/**
 * The production bench's load: `connections` loops, each sending one call at a time
 * through the proxy for `seconds`, the scenario drawn by weight. Every call is safe to send
 * twice, so a failed one (the proxy's 502: its instance died with it in flight, or no
 * answer at all) is sent again, up to RETRIES times:
 * - GETs (calendar, dashboard, kiosk data) change nothing;
 * - a kiosk confirm carries the tablet's own UUID per sign-in/out: the server applies an
 *   id once and answers the same shift to a replay (kiosk-confirm.service.ts);
 * - a sign-up (POST /api/requests/batch) the server refuses to make twice: a retry answered
 *   400 "already asked" says the first attempt committed (the 201 was lost with the instance).
 * Failures are counted before retry (each failed attempt) and after (calls that never
 * succeeded); an answer other than the expected one is an error whatever its cause.
 */

export type Scenario = 'calendar' | 'dashboard' | 'signup' | 'kiosk confirm' | 'kiosk data';

export type Attempt = {
  scenario: Scenario;
  at: number;
  /** The instance the proxy sent it to ('' when the proxy itself did not answer). */
  upstream: string;
  reason: string;
};

export type LoadTally = {
  ok: Record<Scenario, number>;
  /** Milliseconds from a call's first attempt to its answer, by scenario. */
  latencies: Record<Scenario, number[]>;
  /** Failed attempts (before retry). */
  failedAttempts: Attempt[];
  /** Calls that still failed after RETRIES (after retry). */
  failedCalls: Attempt[];
  /** Answers that were wrong, not failures of an instance (a 4xx/5xx from a live one). */
  wrong: Attempt[];
  signups201: number;
  /** Sign-ups whose first attempt was lost but committed (the retry met the duplicate). */
  signupsLandedOnRetry: number;
};

export type Caller = { host: string; authorization?: string; 'x-kiosk-auth'?: string };

export type LoadPlan = {
  proxyPort: number;
  seconds: number;
  connections: number;
  admin: Caller;
  members: { caller: Caller; personId: number }[];
  kiosk: Caller;
  kioskPeople: number[];
  signupEvents: number[];
  roleIds: number[];
  calendarRange: string;
};

const RETRIES = 3;
const WEIGHTS: [Scenario, number][] = [
  ['calendar', 3],
  ['dashboard', 3],
  ['signup', 2],
  ['kiosk confirm', 2],
  ['kiosk data', 1],
];
export const SIGNUP_COMMENT = 'Bench sign-up';
const DUPLICATE = /already asked/;

type Call = { method: string; path: string; headers: Caller; body?: unknown };
type Answer = { status: number; upstream: string; proxyError: string; text: string };

export async function runMixedLoad(plan: LoadPlan): Promise<LoadTally> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections * 2 });
  const tally: LoadTally = {
    ok: { calendar: 0, dashboard: 0, signup: 0, 'kiosk confirm': 0, 'kiosk data': 0 },
    latencies: { calendar: [], dashboard: [], signup: [], 'kiosk confirm': [], 'kiosk data': [] },
    failedAttempts: [],
    failedCalls: [],
    wrong: [],
    signups201: 0,
    signupsLandedOnRetry: 0,
  };
  // Sign-up slots (event, role) each used once per member: the server refuses a repeat.
  const slots = plan.members.map((m) => ({ m, next: 0 }));
  const roles: (number | null)[] = [null, ...plan.roleIds];
  const slotCount = plan.signupEvents.length * roles.length;
  // The kiosk's people: each signed in, then out, one call at a time per person.
  const idle = [...plan.kioskPeople];
  const signedIn = new Set<number>();
  const total = WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const pickScenario = (): Scenario => {
    let r = Math.random() * total;
    for (const [s, w] of WEIGHTS) {
      r -= w;
      if (r < 0) return s;
    }
    return 'calendar';
  };

  const send = (call: Call) =>
    new Promise<Answer>((resolve) => {
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      const headers: Record<string, string> = { ...(call.headers as Record<string, string>) };
      if (payload) headers['content-type'] = 'application/json';
      const req = request(
        {
          host: '127.0.0.1',
          port: plan.proxyPort,
          method: call.method,
          path: call.path,
          headers,
          agent,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              upstream: String(res.headers['x-bench-upstream'] ?? ''),
              proxyError: String(res.headers['x-bench-proxy-error'] ?? ''),
              text,
            }),
          );
          res.on('error', (e) => resolve({ status: 0, upstream: '', proxyError: e.message, text }));
        },
      );
      req.on('error', (e) => resolve({ status: 0, upstream: '', proxyError: e.message, text: '' }));
      req.end(payload);
    });

  /** Sends, retrying a failed attempt; answers the last answer and whether it was a retry. */
  async function callWithRetry(scenario: Scenario, call: Call) {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      const answer = await send(call);
      const failed = answer.status === 0 || answer.proxyError !== '';
      if (!failed) {
        tally.latencies[scenario].push(Date.now() - started);
        return { answer, retried: attempt > 1 };
      }
      const record = {
        scenario,
        at: Date.now(),
        upstream: answer.upstream,
        reason: `${answer.status} ${answer.proxyError}`,
      };
      tally.failedAttempts.push(record);
      if (attempt > RETRIES) {
        tally.failedCalls.push(record);
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }

  const wrong = (scenario: Scenario, a: Answer) =>
    tally.wrong.push({
      scenario,
      at: Date.now(),
      upstream: a.upstream,
      reason: `${a.status} ${a.text.slice(0, 300)}`,
    });

  async function one(scenario: Scenario, member: { caller: Caller; personId: number }) {
    if (scenario === 'calendar' || scenario === 'dashboard' || scenario === 'kiosk data') {
      const path =
        scenario === 'calendar'
          ? `/api/events/calendar?${plan.calendarRange}`
          : scenario === 'dashboard'
            ? '/api/dashboard'
            : '/api/kiosk/data';
      const headers = scenario === 'kiosk data' ? plan.kiosk : member.caller;
      const done = await callWithRetry(scenario, { method: 'GET', path, headers });
      if (!done) return;
      if (done.answer.status === 200) tally.ok[scenario]++;
      else wrong(scenario, done.answer);
      return;
    }
    if (scenario === 'signup') {
      const slot = slots.find((s) => s.m === member) as (typeof slots)[number];
      const n = slot.next++;
      if (n >= slotCount) return; // this member asked for everything there is
      const event = plan.signupEvents[n % plan.signupEvents.length];
      const role = roles[Math.floor(n / plan.signupEvents.length)];
      const body = [{ person: member.personId, event, role, comments: SIGNUP_COMMENT }];
      const done = await callWithRetry(scenario, {
        method: 'POST',
        path: '/api/requests/batch',
        headers: member.caller,
        body,
      });
      if (!done) return;
      if (done.answer.status === 201) {
        tally.signups201++;
        tally.ok.signup++;
      } else if (done.retried && done.answer.status === 400 && DUPLICATE.test(done.answer.text)) {
        tally.signupsLandedOnRetry++;
        tally.ok.signup++;
      } else wrong(scenario, done.answer);
      return;
    }
    // kiosk confirm: sign the next idle person in (a walk-in) or out.
    const person = idle.shift();
    if (person === undefined) return;
    const sign = signedIn.has(person) ? 'out' : 'in';
    const item = { id: randomUUID(), sign, person, time: new Date().toISOString() };
    const done = await callWithRetry(scenario, {
      method: 'PUT',
      path: '/api/kiosk/confirm',
      headers: plan.kiosk,
      body: [item],
    });
    if (done?.answer.status === 200) {
      tally.ok['kiosk confirm']++;
      if (sign === 'in') signedIn.add(person);
      else signedIn.delete(person);
    } else if (done) wrong(scenario, done.answer);
    idle.push(person);
  }

  const deadline = Date.now() + plan.seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.connections }, async (_, lane) => {
      const member = plan.members[lane % plan.members.length];
      while (Date.now() < deadline) await one(pickScenario(), member);
    }),
  );
  agent.destroy();
  return tally;
}
