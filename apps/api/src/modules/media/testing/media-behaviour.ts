import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { imageUploadMessages, MAX_IMAGE_UPLOAD_BYTES } from '@crewcall/contract';
import type { ClubOf } from '@test/clubs';
import { useTwoClubs } from '@test/kits/two-clubs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, people } from '@/db/schema';
import type { Config } from '@/env';
import { type S3Server, startS3Server } from './s3-server';

/**
 * What the media calls must do, run once per storage (media-local.test.ts on the local
 * folder, media-s3.test.ts on a real S3-compatible server with the real S3 client). Every
 * check of a stored object reads the storage directly (the folder, or the bucket through
 * an S3 client of the test's own), not through the app.
 */
export function mediaBehaviour(storage: 'local' | 's3') {
  const config: Partial<Config> = {};
  let s3: S3Server | undefined;
  // Before the kit's app starts (hooks run in order): the app's config names the server.
  beforeAll(async () => {
    if (storage === 's3') {
      s3 = await startS3Server();
      Object.assign(config, s3.config);
    }
  });
  afterAll(async () => {
    await s3?.stop();
  });
  const kit = useTwoClubs({ pending: true, config });
  const stored = storedObjects(storage, () => ({ mediaDir: kit.t.config.MEDIA_DIR, s3 }));

  /** A multipart upload to `/api/<path>` on `club`'s host as `token` (none: logged out). */
  const upload = (
    club: ClubOf,
    token: string | undefined,
    apiPath: string,
    file: { bytes: Buffer; name: string; type: string },
  ) => {
    const request = withCaller(kit.t.http().post(`/api/${apiPath}`), club, token);
    return request.attach('file', file.bytes, { filename: file.name, contentType: file.type });
  };
  const call = (
    method: 'get' | 'post' | 'put' | 'delete',
    club: ClubOf,
    token: string | undefined,
    url: string,
  ) => withCaller(kit.t.http()[method](url), club, token);
  const avatarOf = async (personId: number) =>
    (
      await kit.db().select({ avatar: people.avatar }).from(people).where(eq(people.id, personId))
    )[0]?.avatar;
  const logoOf = async (orgId: number) =>
    (
      await kit
        .db()
        .select({ logo: organisations.logo })
        .from(organisations)
        .where(eq(organisations.id, orgId))
    )[0]?.logo;

  it(`readiness finds the ${storage} store reachable (/api/ready)`, async () => {
    const res = await kit.t.http().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks.storage).toBe('ok');
  });

  describe(`avatars (${storage} storage)`, () => {
    it('a photo is judged, turned upright, shrunk to 512 px, stored as WebP with no EXIF or GPS, and served', async () => {
      const { a } = kit.clubs;
      const photo = await photoWithExif(); // 1600 × 1200, EXIF orientation 6 (turned right)
      const before = await sharp(photo).metadata();
      expect(before.exif?.toString('latin1')).toContain('Crewcall Test Camera');
      expect(before.exif?.includes(GPS_IFD_POINTER)).toBe(true);

      const res = await upload(a, a.user.token, 'people/upload_image_self', {
        bytes: photo,
        name: 'holiday.jpg',
        type: 'image/jpeg',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id: a.user.id, email: a.user.email, role: 'user' });
      expect(res.body.avatar).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
      expect(await avatarOf(a.user.id)).toBe(res.body.avatar);

      const bytes = await stored.read(`org-${a.org.id}/${res.body.avatar}`);
      expect(bytes, 'stored under the club prefix').not.toBeNull();
      const after = await sharp(bytes as Buffer).metadata();
      expect(after.format).toBe('webp');
      // Upright (portrait, as orientation 6 says) and within 512 × 512.
      expect([after.width, after.height]).toEqual([384, 512]);
      expect(after.exif, 'no EXIF (camera, GPS) kept').toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();

      const served = await kit.t.app.inject({
        url: `/media/${res.body.avatar}`,
        headers: { host: a.org.host },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.rawPayload, bytes as Buffer)).toBe(0);

      const me = await call('get', a, a.user.token, '/api/auth/user');
      expect(me.body.avatar).toBe(res.body.avatar);
    });

    it('a file over the limit is a 413 on the file field, and nothing is stored or changed', async () => {
      const { a } = kit.clubs;
      const was = await avatarOf(a.admin.id);
      const keys = await stored.keys();
      // A real PNG's header, then padding: judged by size before its content.
      const big = Buffer.concat([await tinyPng(), Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1)]);
      const res = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: big,
        name: 'huge.png',
        type: 'image/png',
      });
      expect(res.status, res.text).toBe(413);
      expect(res.body).toEqual({ file: [imageUploadMessages.tooLarge] });
      // Announced as far larger: refused before a byte of it is read.
      const announced = await call('post', a, a.admin.token, '/api/people/upload_image_self')
        .set('content-type', 'multipart/form-data; boundary=x')
        .set('content-length', String(MAX_IMAGE_UPLOAD_BYTES * 3))
        .send('--x\r\n');
      expect(announced.status).toBe(413);
      expect(await avatarOf(a.admin.id)).toBe(was);
      expect(await stored.keys()).toEqual(keys);
    });

    it('a text file named .jpg is a 415, as is a request that is not an upload; a form without the file is a 400', async () => {
      const { a } = kit.clubs;
      const was = await avatarOf(a.admin.id);
      const keys = await stored.keys();
      const renamed = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: Buffer.from('Dear crew,\nthis is not a picture at all.\n'.repeat(20)),
        name: 'portrait.jpg',
        type: 'image/jpeg',
      });
      expect(renamed.status).toBe(415);
      expect(renamed.body).toEqual({ file: [imageUploadMessages.notAnImage] });

      const svg = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        name: 'face.png',
        type: 'image/png',
      });
      expect(svg.status).toBe(415);

      // JPEG's magic bytes, nothing of a picture after them.
      const broken = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
        name: 'broken.jpg',
        type: 'image/jpeg',
      });
      expect(broken.status).toBe(415);
      expect(broken.body).toEqual({ file: [imageUploadMessages.unreadable] });

      const json = await call('post', a, a.admin.token, '/api/people/upload_image_self').send({
        file: 'data:image/png;base64,AAAA',
      });
      expect(json.status).toBe(415);
      expect(json.body).toEqual({ file: [imageUploadMessages.notMultipart] });

      const otherField = await withCaller(
        kit.t.http().post('/api/people/upload_image_self'),
        a,
        a.admin.token,
      ).attach('picture', await tinyPng(), { filename: 'x.png', contentType: 'image/png' });
      expect(otherField.status).toBe(400);
      expect(otherField.body).toEqual({ file: [imageUploadMessages.missing] });

      expect(await avatarOf(a.admin.id)).toBe(was);
      expect(await stored.keys()).toEqual(keys);
    });

    it('a form cut short, without a boundary or with too many parts is a 400 on the file field', async () => {
      const { a } = kit.clubs;
      const was = await avatarOf(a.admin.id);
      const keys = await stored.keys();
      const png = await tinyPng();
      const filePart = Buffer.concat([
        Buffer.from(
          '--B\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from('\r\n'),
      ]);
      const fields = Array.from({ length: 20 }, (_, i) =>
        Buffer.from(`--B\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`),
      );
      for (const [label, contentType, payload] of [
        ['cut short', 'multipart/form-data; boundary=B', filePart.subarray(0, 100)],
        ['no boundary', 'multipart/form-data', Buffer.concat([filePart, Buffer.from('--B--\r\n')])],
        [
          'too many parts',
          'multipart/form-data; boundary=B',
          Buffer.concat([...fields, filePart, Buffer.from('--B--\r\n')]),
        ],
      ] as const) {
        const res = await kit.t.app.inject({
          method: 'POST',
          url: '/api/people/upload_image_self',
          headers: {
            host: a.org.host,
            authorization: `Bearer ${a.admin.token}`,
            'content-type': contentType,
          },
          payload,
        });
        expect(res.statusCode, label).toBe(400);
        expect(Object.keys(res.json()), label).toEqual(['file']);
      }
      expect(await avatarOf(a.admin.id)).toBe(was);
      expect(await stored.keys()).toEqual(keys);
    });

    it('a new picture replaces the old one, whose file is deleted; removing deletes the file and the path', async () => {
      const { a } = kit.clubs;
      const first = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: await tinyPng(),
        name: 'first.png',
        type: 'image/png',
      });
      expect(first.status, first.text).toBe(200);
      const firstKey = `org-${a.org.id}/${first.body.avatar}`;
      expect(await stored.read(firstKey)).not.toBeNull();

      const second = await upload(a, a.admin.token, 'people/upload_image_self', {
        bytes: await photoWithExif(),
        name: 'second.jpg',
        type: 'image/jpeg',
      });
      expect(second.status, second.text).toBe(200);
      expect(second.body.avatar).not.toBe(first.body.avatar);
      expect(await stored.read(firstKey), 'the replaced file is deleted').toBeNull();
      const secondKey = `org-${a.org.id}/${second.body.avatar}`;
      expect(await stored.read(secondKey)).not.toBeNull();
      expect((await call('get', a, undefined, `/media/${first.body.avatar}`)).status).toBe(404);

      const removed = await call('delete', a, a.admin.token, '/api/people/remove_image_self');
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body).toMatchObject({ id: a.admin.id, avatar: null });
      expect(await avatarOf(a.admin.id)).toBeNull();
      expect(await stored.read(secondKey), 'the removed file is deleted').toBeNull();
      expect((await call('get', a, undefined, `/media/${second.body.avatar}`)).status).toBe(404);

      // Removing again: nothing to remove, still the person.
      const again = await call('delete', a, a.admin.token, '/api/people/remove_image_self');
      expect(again.status).toBe(200);
      expect(again.body.avatar).toBeNull();
    });

    it('an old avatar that is a web address, or a path that is not ours, is dropped without touching any file', async () => {
      const { a, b } = kit.clubs;
      const theirs = await upload(b, b.user.token, 'people/upload_image_self', {
        bytes: await tinyPng(),
        name: 'b.png',
        type: 'image/png',
      });
      expect(theirs.status).toBe(200);
      const theirKey = `org-${b.org.id}/${theirs.body.avatar}`;
      for (const legacy of [
        'https://images.example.org/old-face.jpg',
        `../org-${b.org.id}/${theirs.body.avatar}`,
        `/org-${b.org.id}/${theirs.body.avatar}`,
      ]) {
        await kit.db().update(people).set({ avatar: legacy }).where(eq(people.id, a.user.id));
        const me = await call('get', a, a.user.token, '/api/auth/user');
        expect(me.body.avatar).toBe(legacy);
        const removed = await call('delete', a, a.user.token, '/api/people/remove_image_self');
        expect(removed.status).toBe(200);
        expect(removed.body.avatar).toBeNull();
      }
      expect(await stored.read(theirKey), "club B's file is untouched").not.toBeNull();
    });

    it('a pending person, a logged-out caller and a token of another club are refused, and nothing is stored', async () => {
      const { a, b } = kit.clubs;
      const keys = await stored.keys();
      const png = { bytes: await tinyPng(), name: 'x.png', type: 'image/png' };
      for (const token of [a.pending?.token, undefined, b.user.token]) {
        expect((await upload(a, token, 'people/upload_image_self', png)).status).toBe(401);
        expect((await call('delete', a, token, '/api/people/remove_image_self')).status).toBe(401);
      }
      expect(await stored.keys()).toEqual(keys);
    });
  });

  describe(`serving (${storage} storage)`, () => {
    it("club A's pictures are served on A's host only, and its uploads never land under B's prefix", async () => {
      const { a, b } = kit.clubs;
      const bKeys = async () =>
        (await stored.keys()).filter((k) => k.startsWith(`org-${b.org.id}/`));
      const bBefore = await bKeys();
      const res = await upload(a, a.user.token, 'people/upload_image_self', {
        bytes: await tinyPng(),
        name: 'a.png',
        type: 'image/png',
      });
      expect(res.status).toBe(200);
      const mine = await stored.keys();
      expect(mine).toContain(`org-${a.org.id}/${res.body.avatar}`);
      expect(await bKeys(), "nothing written under club B's prefix").toEqual(bBefore);

      expect((await call('get', a, undefined, `/media/${res.body.avatar}`)).status).toBe(200);
      const onB = await call('get', b, undefined, `/media/${res.body.avatar}`);
      expect(onB.status).toBe(404);
      expect(onB.body).toEqual({ detail: 'Not found.' });
      // Naming A's prefix from B's host reaches nothing either.
      for (const url of [
        `/media/org-${a.org.id}/${res.body.avatar}`,
        `/media/../org-${a.org.id}/${res.body.avatar}`,
        `/media/%2e%2e/org-${a.org.id}/${res.body.avatar}`,
        `/media/..%2forg-${a.org.id}%2f${res.body.avatar}`,
      ]) {
        expect((await call('get', b, undefined, url)).status, url).toBe(404);
      }
    });

    it('paths that climb, start at the root, or are not pictures are 404s; so is an unknown host', async () => {
      const { a } = kit.clubs;
      const res = await upload(a, a.user.token, 'people/upload_image_self', {
        bytes: await tinyPng(),
        name: 'a.png',
        type: 'image/png',
      });
      const name = res.body.avatar.split('/')[1];
      for (const url of [
        '/media/',
        '/media/avatars',
        '/media/avatars/',
        `/media/avatars/../avatars/${name}`,
        `/media/avatars/%2e%2e/avatars/${name}`,
        `/media//avatars/${name}`,
        '/media/%2fetc%2fpasswd',
        '/media/etc/passwd',
        `/media/avatars/${name.replace('.webp', '.txt')}`,
        `/media/avatars/.${name}`,
        '/media/avatars/0123456789abcdef0123456789abcdef.webp',
      ]) {
        const answer = await call('get', a, undefined, url);
        expect(answer.status, url).toBe(404);
        expect(answer.headers['content-type'], url).toContain('application/json');
      }
      const unknown = await kit.t
        .http()
        .get(`/media/${res.body.avatar}`)
        .set('Host', 'nobody.test');
      expect(unknown.status).toBe(404);
    });
  });

  describe(`the club logo (${storage} storage)`, () => {
    it('an admin uploads a transparent PNG: stored as WebP with its transparency, answered as an address that works', async () => {
      const { a } = kit.clubs;
      const logo = await sharp({
        create: {
          width: 1200,
          height: 400,
          channels: 4,
          background: { r: 0, g: 80, b: 160, alpha: 0.25 },
        },
      })
        .png()
        .toBuffer();
      const res = await upload(a, a.admin.token, 'organisations/current/logo', {
        bytes: logo,
        name: 'burgee.png',
        type: 'image/png',
      });
      expect(res.status, res.text).toBe(200);
      const mediaRoot = `http://${a.org.host}/media/`;
      expect(res.body.mediaRoot).toBe(mediaRoot);
      expect(res.body.logo).toMatch(
        new RegExp(`^${escapeRegExp(mediaRoot)}logos/[0-9a-f]{32}\\.webp$`),
      );
      const logoPath = res.body.logo.slice(mediaRoot.length);
      expect(await logoOf(a.org.id)).toBe(logoPath);

      const bytes = await stored.read(`org-${a.org.id}/${logoPath}`);
      const meta = await sharp(bytes as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([512, 171]);
      expect(meta.hasAlpha, 'still transparent').toBe(true);
      const alpha = (await sharp(bytes as Buffer).stats()).channels[3];
      expect(alpha?.mean).toBeGreaterThan(40);
      expect(alpha?.mean).toBeLessThan(90);

      const site = await call('get', a, undefined, '/api/organisations/current/');
      expect(site.body.logo).toBe(res.body.logo);
      expect((await call('get', a, undefined, `/media/${logoPath}`)).status).toBe(200);
    });

    it('members may not change the logo; a second upload deletes the first; removing deletes the file', async () => {
      const { a } = kit.clubs;
      const png = { bytes: await tinyPng(), name: 'logo.png', type: 'image/png' };
      expect((await upload(a, a.user.token, 'organisations/current/logo', png)).status).toBe(403);
      expect(
        (await call('delete', a, a.user.token, '/api/organisations/current/logo')).status,
      ).toBe(403);
      expect((await upload(a, undefined, 'organisations/current/logo', png)).status).toBe(401);

      const first = await upload(a, a.admin.token, 'organisations/current/logo', png);
      const firstPath = (await logoOf(a.org.id)) as string;
      expect(first.status).toBe(200);
      const second = await upload(a, a.admin.token, 'organisations/current/logo', png);
      expect(second.status).toBe(200);
      const secondPath = (await logoOf(a.org.id)) as string;
      expect(secondPath).not.toBe(firstPath);
      expect(await stored.read(`org-${a.org.id}/${firstPath}`)).toBeNull();

      const removed = await call('delete', a, a.admin.token, '/api/organisations/current/logo');
      expect(removed.status).toBe(200);
      expect(removed.body.logo).toBeNull();
      expect(await logoOf(a.org.id)).toBeNull();
      expect(await stored.read(`org-${a.org.id}/${secondPath}`)).toBeNull();
      expect((await call('get', a, undefined, '/api/organisations/current/')).body.logo).toBeNull();
    });

    it('settings saves keep working: an address as before, the uploaded logo kept when its address comes back', async () => {
      const { a } = kit.clubs;
      // Old data: a logo address typed before uploads existed is answered as it was.
      await kit
        .db()
        .update(organisations)
        .set({ logo: 'https://example.org/burgee.png' })
        .where(eq(organisations.id, a.org.id));
      kit.t.app.organisationCache.forget(a.org.id); // written behind the app's back
      expect((await call('get', a, undefined, '/api/organisations/current/')).body.logo).toBe(
        'https://example.org/burgee.png',
      );

      const up = await upload(a, a.admin.token, 'organisations/current/logo', {
        bytes: await tinyPng(),
        name: 'logo.png',
        type: 'image/png',
      });
      expect(up.status).toBe(200);
      const path = (await logoOf(a.org.id)) as string;
      // A client saving the whole form sends the answered address back: the upload stays.
      const resaved = await call('put', a, a.admin.token, '/api/organisations/current/').send({
        name: up.body.name,
        logo: up.body.logo,
      });
      expect(resaved.status, resaved.text).toBe(200);
      expect(resaved.body.logo).toBe(up.body.logo);
      expect(await logoOf(a.org.id)).toBe(path);
      expect(await stored.read(`org-${a.org.id}/${path}`)).not.toBeNull();

      // An address of its own replaces the upload, whose file goes.
      const typed = await call('put', a, a.admin.token, '/api/organisations/current/').send({
        logo: 'https://example.org/new-burgee.png',
      });
      expect(typed.status).toBe(200);
      expect(typed.body.logo).toBe('https://example.org/new-burgee.png');
      expect(await stored.read(`org-${a.org.id}/${path}`)).toBeNull();

      // Not an address: refused as before, nothing changed.
      const bad = await call('put', a, a.admin.token, '/api/organisations/current/').send({
        logo: 'logos/../../etc/passwd',
      });
      expect(bad.status).toBe(400);
      expect(await logoOf(a.org.id)).toBe('https://example.org/new-burgee.png');
    });

    it("club B's admin uploading on B's host writes under B's prefix only", async () => {
      const { a, b } = kit.clubs;
      const aBefore = (await stored.keys()).filter((k) => k.startsWith(`org-${a.org.id}/`));
      const res = await upload(b, b.admin.token, 'organisations/current/logo', {
        bytes: await tinyPng(),
        name: 'b.png',
        type: 'image/png',
      });
      expect(res.status).toBe(200);
      const path = (await logoOf(b.org.id)) as string;
      expect(await stored.read(`org-${b.org.id}/${path}`)).not.toBeNull();
      expect((await stored.keys()).filter((k) => k.startsWith(`org-${a.org.id}/`))).toEqual(
        aBefore,
      );
      expect((await call('get', a, undefined, `/media/${path}`)).status).toBe(404);
    });
  });
}

/** The GPS IFD pointer tag (0x8825, little-endian) in an EXIF block. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]);

/** A 1600 × 1200 JPEG taken by "Crewcall Test Camera" at a GPS position, orientation 6. */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7d5c' } })
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Crewcall Test Camera', Copyright: 'Bosun Betty' },
        // IFD3 is the GPS block in libvips' naming.
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 49/1 0/1' },
      } as Record<string, Record<string, string>>,
    })
    .toBuffer();
}

const tinyPng = () =>
  sharp({ create: { width: 40, height: 40, channels: 4, background: '#01579bff' } })
    .png()
    .toBuffer();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function withCaller<T extends supertest.Test>(
  request: T,
  club: ClubOf,
  token: string | undefined,
): T {
  request.set('Host', club.org.host);
  if (token) request.set('Authorization', `Bearer ${token}`);
  return request;
}

/** The storage's objects as the test sees them: by full key, read without the app. */
type StoredObjects = {
  keys: () => Promise<string[]>;
  read: (key: string) => Promise<Buffer | null>;
};

function storedObjects(
  storage: 'local' | 's3',
  where: () => { mediaDir?: string; s3?: S3Server },
): StoredObjects {
  if (storage === 'local') {
    const dir = () => where().mediaDir as string;
    return {
      keys: async () => {
        const files = (
          await readdir(dir(), { recursive: true, withFileTypes: true }).catch(() => [])
        )
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(dir(), path.join(entry.parentPath, entry.name)));
        return files.map((file) => file.split(path.sep).join('/')).sort();
      },
      read: (key) => readFile(path.join(dir(), ...key.split('/'))).catch(() => null),
    };
  }
  let client: S3Client | undefined;
  const s3 = () => {
    const server = where().s3 as S3Server;
    client ??= new S3Client({
      region: 'us-east-1',
      endpoint: server.config.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return { client, bucket: server.bucket };
  };
  return {
    keys: async () => {
      const { client, bucket } = s3();
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    },
    read: async (key) => {
      const { client, bucket } = s3();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(
          await (
            answer.Body as { transformToByteArray: () => Promise<Uint8Array> }
          ).transformToByteArray(),
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
