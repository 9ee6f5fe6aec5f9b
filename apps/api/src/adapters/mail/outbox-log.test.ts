import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';
import { createOrg, type TestOrg } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOutboxLogMailAdapter } from './outbox-log';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.db);
  other = await createOrg(t.db);
});
afterAll(() => t?.close());

describe('outbox-log mail adapter', () => {
  it('stores the message as sent for its club and logs it whole on one line', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger;
    const mail = createOutboxLogMailAdapter(t.db, log);
    const link = 'http://club.test/password/reset/abc_DEF-123';

    const { messageId } = await mail.sendMail({
      organisationId: org.id,
      to: 'sailor@example.test',
      subject: 'Reset your password',
      text: `Open this:\n\n${link}\n`,
    });

    const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({
      organisationId: org.id,
      channel: 'email',
      status: 'sent',
      toAddress: 'sailor@example.test',
      subject: 'Reset your password',
      body: `Open this:\n\n${link}\n`,
    });
    expect(row.sentAt).not.toBeNull();
    const rowsOfOther = await t.db
      .select()
      .from(messages)
      .where(eq(messages.organisationId, other.id));
    expect(rowsOfOther).toHaveLength(0);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry.level).toBe(30); // info
    expect(entry.msg).toContain('mail to sailor@example.test: Reset your password');
    expect(lines[0]).toContain('/password/reset/abc_DEF-123');
  });

  it('is what the app uses as app.mail by default', () => {
    expect(t.app.mail.name).toBe('outbox-log');
  });
});
