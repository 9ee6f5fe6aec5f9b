import { expect } from 'vitest';
import { api } from './api';

/**
 * Runs the demo club on `zone` for a file's journeys and answers what puts its zone back
 * (call it in afterAll). Journeys that write times on the machine's clock (UTC) run the
 * club on UTC meanwhile: on London's summer time they would be an hour apart.
 * time-zone.e2e.ts covers a club whose zone differs from the browser's.
 */
export async function runClubOn(adminToken: string, zone: string): Promise<() => Promise<void>> {
  const before = (await api<{ time_zone: string }>('GET', '/api/organisations/current/')).body
    .time_zone;
  await setClubZone(adminToken, zone);
  return () => setClubZone(adminToken, before);
}

async function setClubZone(adminToken: string, time_zone: string) {
  const res = await api('PUT', '/api/organisations/current/', {
    token: adminToken,
    body: { time_zone },
  });
  expect(res.status).toBe(200);
}
