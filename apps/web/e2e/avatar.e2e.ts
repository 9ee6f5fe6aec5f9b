import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loginApi, uniqueEmail } from './support/api';
import { checkPage } from './support/axe';
import { PHONE_VIEWPORT } from './support/browser';
import { screenshot } from './support/screenshot';
import { browserForFile } from './support/session';
import { expectNoSidewaysScroll, loginWithTokens } from './support/ui';

/**
 * Issue 23, item 1: a member's picture and the club's logo are uploads. A member uploads a
 * picture on /profile/info (keyboard: the Upload button opens the file chooser), sees the
 * preview, saves, and the top bar's avatar is the stored picture at once (an address under
 * /media/); it is still there after a reload; a file that is not a picture is refused on
 * the field; removing asks first and brings the initials back. At 390 px nothing scrolls
 * sideways. The admin uploads a logo on /organisation and the top bar shows it.
 */
const chromium = browserForFile();

/** The avatar in the top bar's user menu button: its img, when there is a picture. */
const topBarAvatar = (page: Page) => page.getByRole('button', { name: /^Hello, / }).locator('img');

/** Opens the file chooser with `open` and hands it `file`. */
async function chooseFile(
  page: Page,
  open: () => Promise<void>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles(file);
}

describe('pictures (issue 23, item 1)', () => {
  it('a member uploads a picture, sees it in the top bar, keeps it after a reload, and removes it', async () => {
    const member = {
      email: uniqueEmail('avatar'),
      name: 'Ada Avatar',
      phone: '+447700900555',
      password: 'Avatar-pass-1',
    };
    await createUser(member);
    const page = await chromium.newPage();
    await loginWithTokens(page, await loginApi(member.email, member.password));
    await page.goto('/profile/info');

    const picture = page.getByRole('group', { name: 'Picture' });
    await picture.waitFor();
    // No picture yet: the initials, here and in the top bar.
    expect(await picture.getByText('AA', { exact: true }).isVisible()).toBe(true);
    expect(await topBarAvatar(page).count()).toBe(0);
    expect(await picture.getByRole('button', { name: 'Remove picture' }).count()).toBe(0);
    const input = picture.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');

    // A text file named .png: the server's 415 shows on the field, nothing changes.
    await chooseFile(
      page,
      async () => {
        await picture.getByRole('button', { name: 'Upload picture' }).click();
      },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Meeting notes\n') },
    );
    await picture.getByRole('button', { name: 'Save picture' }).click();
    await picture
      .getByRole('alert')
      .filter({ hasText: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.' })
      .waitFor();
    expect(await topBarAvatar(page).count()).toBe(0);

    // From the keyboard: focus the Upload button, Enter opens the chooser.
    await chooseFile(
      page,
      async () => {
        await picture.getByRole('button', { name: 'Upload picture' }).focus();
        await page.keyboard.press('Enter');
      },
      { name: 'ada.png', mimeType: 'image/png', buffer: gradientPng(160, [1, 87, 155]) },
    );
    await picture.getByText('Preview of ada.png. Save to use it.').waitFor();
    const shown = picture.getByRole('img', { name: 'Picture of Ada Avatar' });
    expect(await shown.getAttribute('src')).toMatch(/^blob:/);
    expect(await topBarAvatar(page).count(), 'not saved yet').toBe(0);
    await checkPage(page, 'profile info, picture chosen');
    await screenshot(page, 'avatar-preview');

    await page.keyboard.press('Enter'); // the Save button has the focus now
    await expect
      .poll(() => topBarAvatar(page).getAttribute('src'), { timeout: 10_000 })
      .toMatch(/\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    await expectLoaded(topBarAvatar(page));
    expect(await shown.getAttribute('src')).toMatch(/\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const stored = await topBarAvatar(page).getAttribute('src');
    await screenshot(page, 'avatar-saved');

    await page.reload();
    await page.getByRole('group', { name: 'Picture' }).waitFor();
    await expect.poll(() => topBarAvatar(page).getAttribute('src')).toBe(stored);
    await expectLoaded(topBarAvatar(page));

    // A phone: nothing scrolls sideways, in light and dark.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoSidewaysScroll(page, 'profile info with a picture at 390 px');
    await screenshot(page, 'avatar-phone-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSidewaysScroll(page, 'profile info, dark, at 390 px');
    await screenshot(page, 'avatar-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Removing asks first; Cancel keeps the picture.
    const removeButton = page
      .getByRole('group', { name: 'Picture' })
      .getByRole('button', { name: 'Remove picture' });
    await removeButton.click();
    const dialog = page.getByRole('dialog', { name: 'Remove picture?' });
    await dialog
      .getByText('Your picture will be deleted. Your initials show in its place.')
      .waitFor();
    await checkPage(page, 'remove picture confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await topBarAvatar(page).getAttribute('src')).toBe(stored);

    await removeButton.click();
    await dialog.getByRole('button', { name: 'Remove picture' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => topBarAvatar(page).count()).toBe(0);
    const topBarButton = page.getByRole('button', { name: /^Hello, / });
    expect(await topBarButton.getByText('AA', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('group', { name: 'Picture' })
        .getByText('AA', { exact: true })
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'avatar-removed');
    // The file is gone from the server too.
    const gone = await page.request.get(stored as string);
    expect(gone.status()).toBe(404);
    await page.reload();
    await page.getByRole('group', { name: 'Picture' }).waitFor();
    expect(await topBarAvatar(page).count()).toBe(0);
  });

  it('the admin uploads a logo on /organisation and the top bar shows it', async () => {
    const page = await chromium.newAdminPage();
    await page.goto('/organisation');
    const brandLogo = page.locator('header a[href="/"] img');
    const before = await brandLogo.count();

    await chooseFile(page, () => page.getByRole('button', { name: 'Upload logo' }).click(), {
      name: 'burgee.png',
      mimeType: 'image/png',
      buffer: gradientPng(240, [250, 200, 40], 96),
    });
    const preview = page.getByRole('img', { name: 'Logo preview' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Save logo' }).click();
    await expect
      .poll(() => brandLogo.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/\/media\/logos\/[0-9a-f]{32}\.webp$/);
    await expectLoaded(brandLogo);
    expect(await preview.getAttribute('src')).toBe(await brandLogo.getAttribute('src'));
    await screenshot(page, 'logo-saved');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'logo-saved-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Elsewhere too, after a reload: the site answers the uploaded logo's address.
    await page.goto('/dashboard');
    await expectLoaded(brandLogo);

    // Put the demo club back as it was (other journeys share it): remove, confirmed.
    await page.goto('/organisation');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove logo?' });
    await dialog.getByRole('button', { name: 'Remove logo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => brandLogo.count()).toBe(before);
    await page.getByText('No logo', { exact: true }).waitFor();
  });
});

/** The image has loaded (the server answered a picture, not an error). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

/**
 * A `size` × `height` PNG: a diagonal blend from `tint` to white, made here with zlib (no
 * image library in the web app's tests). RGB, 8 bits, no filter.
 */
function gradientPng(size: number, tint: [number, number, number], height = size): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const t = (x / size + y / height) / 2;
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(tint[c] + (255 - tint[c]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
