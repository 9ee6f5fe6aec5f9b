import { request } from 'node:http';
import { env } from './context';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A call to the test API as a given club host (the Host header picks the club), made
 * from Node so tests can prepare data without the browser.
 */
export function api<T = unknown>(
  method: string,
  path: string,
  {
    host = 'localhost',
    token,
    body,
    headers = {},
  }: { host?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: env.port,
        method,
        path,
        headers: {
          host: `${host}:${env.port}`,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export interface Tokens {
  access: string;
  refresh: string;
}

export async function loginApi(
  email: string,
  password: string,
  host = 'localhost',
): Promise<Tokens> {
  const res = await api<Tokens>('POST', '/api/auth/login', { host, body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login ${email} at ${host}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function adminTokens(): Promise<Tokens> {
  return loginApi(env.adminEmail, env.adminPassword);
}

/** Onboards a club through the platform API (operator token). */
export async function onboardClub(options: {
  name: string;
  prefix: string;
  domain: string;
  admin: { email: string; name: string; password: string };
}): Promise<void> {
  const res = await api('POST', '/api/platform/organisations', {
    token: env.operatorToken,
    body: {
      name: options.name,
      prefix: options.prefix,
      domains: [options.domain],
      contact_name: `${options.name} office`,
      contact_email: `office@${options.domain}`,
      admin: options.admin,
    },
  });
  if (res.status !== 201)
    throw new Error(`onboard ${options.domain}: ${res.status} ${JSON.stringify(res.body)}`);
}

export type PeopleAnswer = { results: { people: Record<string, { id: number; email: string }> } };

/**
 * Activates a pending person as the club's admin (`PUT /api/people`). Any answer but 200
 * fails the journey: a 404 is a regression now that the people endpoints exist, not a
 * feature still to come.
 */
export async function activate(email: string, admin: Tokens, host = 'localhost'): Promise<true> {
  const pending = await api<PeopleAnswer>('GET', '/api/people?role=new', {
    host,
    token: admin.access,
  });
  if (pending.status !== 200)
    throw new Error(`list pending: ${pending.status} ${JSON.stringify(pending.body)}`);
  const person = Object.values(pending.body.results.people).find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not pending at ${host}`);
  const res = await api('PUT', '/api/people', {
    host,
    token: admin.access,
    body: [{ id: person.id, is_active: true }],
  });
  if (res.status !== 200)
    throw new Error(`activate ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return true;
}

/** Registers a person and has the admin activate them (throws when either fails). */
export async function createUser(
  user: { email: string; name: string; phone: string; password: string },
  host = 'localhost',
): Promise<true> {
  const res = await api('POST', '/api/register', { host, body: user });
  if (res.status !== 204)
    throw new Error(`register ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
  return activate(user.email, await adminTokens(), host);
}

let counter = 0;
/** A unique email for this run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.org`;
}
