import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokens, api, createUser, loginApi, type Tokens, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { table } from './support/table';
import { expectNoSidewaysScroll } from './support/ui';

const chromium = browserForFile();
/** The club's days are UTC days for this file, as its times are written. */
const UTC = { timezoneId: 'UTC' };
const MINUTE = 60_000;
const PORTRAIT = { width: 800, height: 1280 };
const LANDSCAPE = { width: 1280, height: 800 };

interface HoursRow {
  id: number;
  person: number | null;
  event_name: string;
  actual_start: string | null;
  actual_end: string | null;
  hours: number | null;
}

const floorMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await api<T>(method, path, { token, body });
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A member's shifts as the admin reads them (the person's Shifts tab's call). */
async function shiftsOf(admin: Tokens, person: number): Promise<HoursRow[]> {
  const body = await call<{ results: { shifts: Record<string, HoursRow> } }>(
    admin.access,
    'GET',
    `/api/people/${person}/shifts?limit=all`,
  );
  return Object.values(body.results.shifts);
}

/** A kiosk call from Node, with the kiosk's secret (as the tablet makes it). */
function kioskCall<T>(secret: string, method: string, path: string, body?: unknown) {
  return api<T>(method, path, { body, headers: { 'x-kiosk-auth': secret } });
}

type KioskDataAnswer = {
  results: { shifts: Record<string, { actual_start: string | null; actual_end: string | null }> };
};

/** Picks a time on the kiosk's 24-hour picker. */
async function pickTime(page: Page, ms: number): Promise<void> {
  const [hour, minute] = hhmm(ms).split(':');
  await page.getByLabel('Hour').selectOption(hour!);
  await page.getByLabel('Minute').selectOption(minute!);
}

/** The kiosk's own checks at a state: both tablet orientations, no sideways scroll, axe. */
async function checkKiosk(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of [PORTRAIT, LANDSCAPE]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, `${label} at ${viewport.width}×${viewport.height}`);
  }
  if (size) await page.setViewportSize(size);
  await checkPage(page, label);
}

async function darkShot(page: Page, name: string, viewport = PORTRAIT): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, name, false);
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

const kioskStep = (page: Page, step: string) =>
  page.locator(`[data-testid="kiosk"][data-step="${step}"]`).waitFor();

describe('the kiosk: set up by an admin, signing in and out, online and offline (issue 24)', () => {
  const stamp = Date.now().toString(36);
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const dayStart = Date.parse(`${today}T00:00:00Z`);
  // Shifts started a little before now (never yesterday): a sign-in at the shift's start.
  const shiftStart = floorMinute(Math.max(dayStart + 5 * MINUTE, now - 80 * MINUTE));
  const people = {
    online: {
      email: uniqueEmail('kiosk-on'),
      name: `Kit Online ${stamp}`,
      phone: '+447700900501',
      password: 'kiosk-pass-501',
    },
    offline: {
      email: uniqueEmail('kiosk-off'),
      name: `Kit Offline ${stamp}`,
      phone: '+447700900502',
      password: 'kiosk-pass-502',
    },
    walkIn: {
      email: uniqueEmail('kiosk-walk'),
      name: `Zed Walkin ${stamp}`,
      phone: '+447700900503',
      password: 'kiosk-pass-503',
    },
  };
  const ids = { online: 0, offline: 0, walkIn: 0, onlineShift: 0, offlineShift: 0 };
  const eventName = `Regatta ${stamp}`;
  const roleName = `Kiosk helper ${stamp}`;
  let admin: Tokens;
  let before = { feature_timesheets: false, time_zone: 'Europe/London' };
  let kiosk: Page;
  let secret = '';

  beforeAll(async () => {
    admin = await adminTokens();
    const site = await api<typeof before>('GET', '/api/organisations/current/');
    before = { feature_timesheets: site.body.feature_timesheets, time_zone: site.body.time_zone };
    await call(admin.access, 'PUT', '/api/organisations/current/', {
      feature_timesheets: true,
      time_zone: 'UTC',
    });
    for (const key of ['online', 'offline', 'walkIn'] as const) {
      await createUser(people[key]);
      const tokens = await loginApi(people[key].email, people[key].password);
      ids[key] = (await call<{ id: number }>(tokens.access, 'GET', '/api/auth/user')).id;
    }
    const [role] = (
      await call<{ ids: number[] }>(admin.access, 'POST', '/api/roles/', [{ name: roleName }])
    ).ids;
    const [event] = (
      await call<{ ids: number[] }>(admin.access, 'POST', '/api/events/', [
        {
          name: eventName,
          start: new Date(shiftStart).toISOString(),
          end: new Date(shiftStart + 4 * 3600_000).toISOString(),
        },
      ])
    ).ids;
    const shift = (person: number) => ({
      event,
      person,
      role,
      start: new Date(shiftStart).toISOString(),
      end: new Date(shiftStart + 3 * 3600_000).toISOString(),
      draft: new Date().toISOString(),
    });
    [ids.onlineShift, ids.offlineShift] = (
      await call<{ ids: number[] }>(admin.access, 'POST', '/api/shifts/', [
        shift(ids.online),
        shift(ids.offline),
      ])
    ).ids as [number, number];
  });

  afterAll(async () => {
    await kiosk?.context().close();
    if (admin) await call(admin.access, 'PUT', '/api/organisations/current/', before);
  });

  it('an admin adds a kiosk, sees its secret once and makes this device the kiosk', async () => {
    kiosk = await chromium.newAdminPage({ ...UTC, viewport: LANDSCAPE });
    await kiosk.goto('/kiosks');
    await kiosk.getByRole('button', { name: 'Add kiosk' }).first().click();
    const form = kiosk.getByRole('dialog', { name: 'Add kiosk' });
    await form.getByLabel('Name').fill(`Clubhouse door ${stamp}`);
    await checkPage(kiosk, 'add kiosk dialog');
    await form.getByRole('button', { name: 'Add kiosk' }).click();

    const shown = kiosk.getByRole('dialog', { name: `Secret of Clubhouse door ${stamp}` });
    secret = (await shown.getByTestId('kiosk-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^cckiosk_/);
    await checkPage(kiosk, 'kiosk secret dialog');
    await darkShot(kiosk, 'kiosks-secret-dark', LANDSCAPE);
    // Listed with its hint only: the secret itself is not on the page behind the dialog.
    const row = kiosk.getByTestId('kiosk-row').filter({ hasText: `Clubhouse door ${stamp}` });
    await row.getByText(`…${secret.slice(-4)}`).waitFor();
    expect(await row.textContent()).not.toContain(secret);

    await shown.getByRole('button', { name: 'Use this device as the kiosk' }).click();
    await kiosk.waitForURL('**/kiosk/');
    await kioskStep(kiosk, 'start');
    expect(await kiosk.evaluate(() => localStorage.getItem('crewcall.kiosk.secret'))).toBe(secret);
    // The tablet is no longer logged in as the admin.
    expect(await kiosk.evaluate(() => localStorage.getItem('crewcall.access'))).toBeNull();
    // No top bar, no menu: the kiosk's own header.
    expect(await kiosk.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await kiosk.getByRole('heading', { level: 1 }).waitFor();
    await kiosk
      .getByTestId('kiosk-greeting')
      .getByText(/^Good (morning|afternoon|evening)$/)
      .waitFor();
    await checkKiosk(kiosk, 'kiosk start');
    await darkShot(kiosk, 'kiosk-start-dark');
  });

  it('a volunteer with a shift today signs in, then out, and sees start, end and hours', async () => {
    const page = kiosk;
    const inAt = shiftStart;
    const outAt = floorMinute(Date.now());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await kioskStep(page, 'in_person');
    await checkKiosk(page, 'kiosk: who are you');
    await darkShot(page, 'kiosk-in-person-dark');
    await page.getByRole('button', { name: people.online.name }).click();
    // Their shift has its role: straight to the time.
    await kioskStep(page, 'time');
    await page.getByText(`${people.online.name} · ${roleName}`).waitFor();
    await pickTime(page, inAt);
    await checkKiosk(page, 'kiosk: sign-in time');
    await darkShot(page, 'kiosk-time-dark', LANDSCAPE);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await kioskStep(page, 'start');
    await page.getByTestId('kiosk-notice').getByText(people.online.name).waitFor();

    // Signed in: disabled on the sign-in list.
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('button', { name: people.online.name }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await kioskStep(page, 'out_person');
    await checkKiosk(page, 'kiosk: who is signing out');
    await page.getByRole('button', { name: new RegExp(people.online.name) }).click();
    await pickTime(page, outAt);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await kioskStep(page, 'out_confirm');
    const summary = page.getByTestId('kiosk-out-summary');
    expect(await summary.textContent()).toContain(`Start${hhmm(inAt)}`);
    expect(await summary.textContent()).toContain(`End${hhmm(outAt)}`);
    await page.getByText(`Thank you, ${people.online.name}!`).waitFor();
    await checkKiosk(page, 'kiosk: thank you');
    await darkShot(page, 'kiosk-out-confirm-dark');

    await expect
      .poll(async () => (await shiftsOf(admin, ids.online)).find((s) => s.id === ids.onlineShift), {
        timeout: 10_000,
      })
      .toMatchObject({
        actual_start: new Date(inAt).toISOString(),
        actual_end: new Date(outAt).toISOString(),
        hours: Math.round(((outAt - inAt) / 3600_000) * 100) / 100,
      });
    await page.getByRole('button', { name: 'Done' }).click();
    await kioskStep(page, 'start');
    // Nobody left (unless another journey of this run left someone in): the list says so.
    const data = await kioskCall<KioskDataAnswer>(secret, 'GET', '/api/kiosk/data');
    const open = Object.values(data.body.results.shifts).filter(
      (s) => s.actual_start && !s.actual_end,
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await kioskStep(page, 'out_person');
    if (open.length === 0) await page.getByText('Nobody is currently signed in').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
  });

  it('offline: the kiosk reloads from its own copy, keeps the taps, and sends them once back', async () => {
    const page = kiosk;
    const inAt = shiftStart + 10 * MINUTE;
    // Signed in while online…
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: people.offline.name }).click();
    await pickTime(page, inAt);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await kioskStep(page, 'start');
    await expect
      .poll(async () => (await shiftsOf(admin, ids.offline))[0]?.actual_start ?? null, {
        timeout: 10_000,
      })
      .toBe(new Date(inAt).toISOString());

    // …the service worker has the app, then the network goes.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error('no active service worker');
    });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await kioskStep(page, 'start');
    await page.getByTestId('kiosk-waiting').getByText('offline').waitFor();

    // Signing out offline: hours worked out on the tablet, the tap kept.
    const outAt = floorMinute(Date.now());
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: new RegExp(people.offline.name) }).click();
    await pickTime(page, outAt);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await kioskStep(page, 'out_confirm');
    expect(await page.getByTestId('kiosk-out-summary').textContent()).toContain(
      `End${hhmm(outAt)}`,
    );
    await page
      .getByTestId('kiosk-waiting')
      .getByText('offline — 1 waiting')
      .waitFor()
      .catch(async (e) => {
        // Seen once in five runs on a busy machine: keep what the screen showed.
        await screenshot(page, 'kiosk-badge-missing', false);
        console.log('kiosk header:', await page.locator('header').textContent());
        throw e;
      });
    await page.getByRole('button', { name: 'Done' }).click();

    // A walk-in, found by letter, with a role: also kept.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Name not shown' }).click();
    await kioskStep(page, 'find_person');
    await checkKiosk(page, 'kiosk: letters');
    await darkShot(page, 'kiosk-letters-dark');
    await page.getByRole('button', { name: 'Z', exact: true }).click();
    await page.getByRole('button', { name: people.walkIn.name }).click();
    await kioskStep(page, 'role');
    await checkKiosk(page, 'kiosk: role');
    await page.getByRole('button', { name: roleName }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await kioskStep(page, 'start');
    await page.getByTestId('kiosk-waiting').getByText('offline — 2 waiting').waitFor();
    await checkKiosk(page, 'kiosk offline with 2 waiting');
    await darkShot(page, 'kiosk-offline-dark');
    // Nothing reached the server yet; the tablet keeps both, each with its own id.
    expect((await shiftsOf(admin, ids.offline))[0]?.actual_end).toBeNull();
    expect(await shiftsOf(admin, ids.walkIn)).toEqual([]);
    const kept = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('crewcall-kiosk');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('queue').objectStore('queue').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(kept).toHaveLength(2);

    // Back online: sent in order, the badge clears.
    await page.context().setOffline(false);
    await page.getByTestId('kiosk-waiting').waitFor({ state: 'detached', timeout: 30_000 });
    const offlineShifts = await shiftsOf(admin, ids.offline);
    expect(offlineShifts).toHaveLength(1);
    expect(offlineShifts[0]).toMatchObject({
      actual_start: new Date(inAt).toISOString(),
      actual_end: new Date(outAt).toISOString(),
      hours: Math.round(((outAt - inAt) / 3600_000) * 100) / 100,
    });
    // Exactly one walk-in shift, signed in, not out.
    const walkIns = await shiftsOf(admin, ids.walkIn);
    expect(walkIns).toHaveLength(1);
    expect(walkIns[0]).toMatchObject({ actual_end: null });
    expect(walkIns[0]?.actual_start).not.toBeNull();
    // The same items sent again (a retry whose first answer was lost): nothing doubles.
    const items = kept.map((item) => {
      const { seq: _seq, shift, role, ...rest } = item as Record<string, unknown>;
      return { ...rest, ...(shift === null ? {} : { shift }), ...(role === null ? {} : { role }) };
    });
    const replay = await kioskCall(secret, 'PUT', '/api/kiosk/confirm', items);
    expect(replay.status).toBe(200);
    expect(await shiftsOf(admin, ids.walkIn)).toEqual(walkIns);
    expect(await shiftsOf(admin, ids.offline)).toEqual(offlineShifts);
  });

  it('the admin sees the actual times and hours on the timesheets', async () => {
    const page = await chromium.newAdminPage(UTC);
    await page.goto(`/timesheets?person=${ids.offline}`);
    const row = table(page, 'Shifts').getByRole('row').filter({ hasText: eventName });
    await row.waitFor();
    const shift = (await shiftsOf(admin, ids.offline))[0]!;
    const minutes = Math.round((shift.hours ?? 0) * 60);
    const hours =
      minutes >= 60
        ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
        : `${minutes} min`;
    await row.getByText(hours, { exact: true }).waitFor();
    await screenshot(page, 'kiosk-timesheet');
    await page.context().close();
  });

  it('an admin rotates, revokes and deletes a kiosk, each after a question; a revoked tablet goes back to /kiosks', async () => {
    const spare = `Spare tablet ${stamp}`;
    const made = await call<{ kiosk: { id: number }; secret: string }>(
      admin.access,
      'POST',
      '/api/kiosks',
      { name: spare },
    );
    const page = await chromium.newAdminPage({ ...UTC, viewport: PHONE_VIEWPORT });
    await page.goto('/kiosks');
    const row = page.getByTestId('kiosk-row').filter({ hasText: spare });
    await row.getByText('Never').waitFor();
    await expectNoSidewaysScroll(page, 'kiosks at 390 px');

    await row.getByRole('button', { name: `Rotate secret of ${spare}` }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate secret' });
    await checkPage(page, 'rotate question');
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const shown = page.getByRole('dialog', { name: `Secret of ${spare}` });
    const rotated = (await shown.getByTestId('kiosk-secret').textContent())?.trim() ?? '';
    expect(rotated).toMatch(/^cckiosk_/);
    expect(rotated).not.toBe(made.secret);
    await shown.getByRole('button', { name: 'Close dialog' }).click();
    expect((await kioskCall(made.secret, 'GET', '/api/kiosk/data')).status).toBe(401);
    expect((await kioskCall(rotated, 'GET', '/api/kiosk/data')).status).toBe(200);
    // The new secret's first call shows as its last call in.
    await page.reload();
    await row.getByText(/(ago|just now) · /).waitFor();

    await row.getByRole('button', { name: `Revoke ${spare}` }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke kiosk' });
    await revoke.getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: `Revoke ${spare}` }).click();
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    await screenshot(page, 'kiosks-phone');
    await darkShot(page, 'kiosks-phone-dark', PHONE_VIEWPORT);

    // A tablet still holding the revoked secret: back to /kiosks, the secret kept.
    const tablet = await chromium.newAdminPage(UTC);
    await tablet.context().addInitScript((value) => {
      localStorage.setItem('crewcall.kiosk.secret', value);
    }, rotated);
    await tablet.goto('/kiosk/');
    await tablet.waitForURL('**/kiosks');
    expect(await tablet.evaluate(() => localStorage.getItem('crewcall.kiosk.secret'))).toBe(
      rotated,
    );
    await tablet.context().close();

    await row.getByRole('button', { name: `Delete ${spare}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete kiosk' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
