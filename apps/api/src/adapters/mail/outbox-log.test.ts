import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createOrg, type TestOrg } from '@test/factories';
import { createTestApp, type TestApp } from '@test/test-app';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/db/schema';
import { listMailbox, mailboxDir } from './mailbox';
import { createOutboxLogMailAdapter } from './outbox-log';
import { redactSecrets } from './redact-secrets';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.db);
  other = await createOrg(t.db);
});
afterAll(() => t?.close());

function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) as unknown as FastifyBaseLogger };
}

describe('outbox-log mail adapter', () => {
  it('records club mail whole for its club, logs it, delivers it to the mailbox', async () => {
    const { lines, log } = capturedLog();
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-'));
    const mail = createOutboxLogMailAdapter(t.db, log, { mailboxDir: dir });

    const { messageId } = await mail.sendMail({
      organisationId: org.id,
      to: 'sailor@example.test',
      subject: 'Regatta on Sunday',
      text: 'See you at 9.\nhttp://club.test/events/12\n',
    });

    const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({
      organisationId: org.id,
      channel: 'email',
      kind: 'club',
      status: 'sent',
      toAddress: 'sailor@example.test',
      subject: 'Regatta on Sunday',
      body: 'See you at 9.\nhttp://club.test/events/12\n',
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
    expect(entry.msg).toContain('mail to sailor@example.test: Regatta on Sunday');
    expect(entry.msg).toContain('http://club.test/events/12');

    const [delivered] = await listMailbox(dir, { to: 'SAILOR@example.test' });
    expect(delivered).toMatchObject({
      organisation_id: org.id,
      to: 'sailor@example.test',
      subject: 'Regatta on Sunday',
      text: 'See you at 9.\nhttp://club.test/events/12\n',
    });
  });

  it('security mail: delivered whole, but neither the record nor the log holds its link', async () => {
    const { lines, log } = capturedLog();
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcall-mailbox-'));
    const mail = createOutboxLogMailAdapter(t.db, log, { mailboxDir: dir });
    const token = 'abc_DEF-123xyz';
    const text = `Open this:\n\nhttp://club.test/password/reset/${token}\n`;

    const { messageId } = await mail.sendMail({
      kind: 'security',
      organisationId: org.id,
      to: 'sailor@example.test',
      subject: 'Reset your password',
      text,
      auditText: 'Password reset link sent (link not stored).',
    });

    const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
    expect(row).toMatchObject({
      kind: 'security',
      body: 'Password reset link sent (link not stored).',
      html: null,
    });
    expect(lines.join('\n')).not.toContain(token);
    expect(lines[0]).toContain('/password/reset/[redacted]');
    expect((await listMailbox(dir))[0].text).toBe(text);
  });

  it('redacts every secret link in a text', () => {
    expect(
      redactSecrets(
        'a http://x.test/password/reset/T0k-en_1 b "https://y.test:3000/forgot/reset/zz?x=1" /password/reset/',
      ),
    ).toBe(
      'a http://x.test/password/reset/[redacted] b "https://y.test:3000/forgot/reset/[redacted]?x=1" /password/reset/',
    );
  });

  it('is what the app uses as app.mail by default; no mailbox in tests or production unless set', () => {
    expect(t.app.mail.name).toBe('outbox-log');
    const base = { DATA_DIR: '/srv/crewcall', MAIL_DIR: undefined };
    expect(mailboxDir({ ...base, NODE_ENV: 'development' })).toBe('/srv/crewcall/mailbox');
    expect(mailboxDir({ ...base, NODE_ENV: 'production' })).toBeNull();
    expect(mailboxDir({ ...base, NODE_ENV: 'test' })).toBeNull();
    expect(mailboxDir({ ...base, NODE_ENV: 'production', MAIL_DIR: '/tmp/box' })).toBe('/tmp/box');
  });
});
