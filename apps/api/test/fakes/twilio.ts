import { randomBytes } from 'node:crypto';
import type { Config } from '@/env';
import { type FakeProvider, startHttpFake } from './http-fake';

/** One SMS the fake Twilio accepted. */
export type TwilioSms = {
  sid: string;
  accountSid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
};

/** A number Twilio refuses as invalid (its own test number for error 21211). */
export const INVALID_NUMBER = '+15005550001';

/** The account the fake expects by default (twilioConfig gives the app the same). */
export const FAKE_TWILIO_ACCOUNT = {
  accountSid: `AC${'0'.repeat(31)}1`,
  authToken: 'fake-twilio-auth-token-5f1e2d3c4b5a',
};

export const FAKE_TWILIO_FROM = '+15005550006';

/** Config sending the app's SMS through `fake` (with the default account). */
export const twilioConfig = (fake: { url: string }): Partial<Config> => ({
  SMS_ADAPTER: 'twilio',
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_ACCOUNT.authToken,
  TWILIO_FROM: FAKE_TWILIO_FROM,
  TWILIO_API_BASE: fake.url,
});

const errorBody = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * Enough of Twilio's Messages API for the real `twilio` client pointed at it
 * (TWILIO_API_BASE): POST /2010-04-01/Accounts/{sid}/Messages.json with Basic auth (the
 * account's sid and token, checked) and a form body (To, From or MessagingServiceSid,
 * Body) answers 201 with the message's sid; errors come in Twilio's JSON shape.
 */
export function startFakeTwilio(
  account: { accountSid: string; authToken: string } = FAKE_TWILIO_ACCOUNT,
): Promise<FakeProvider<TwilioSms>> {
  return startHttpFake<TwilioSms>(async (req, body, failure) => {
    const match = req.url?.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    if (req.method !== 'POST' || !match) {
      return { answer: { status: 404, body: errorBody(404, 20404, 'Not found') } };
    }
    const expected = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== account.accountSid) {
      return { answer: { status: 401, body: errorBody(401, 20003, 'Authenticate') } };
    }
    if (failure) {
      const code = failure.error ? Number(failure.error) : failure.status === 429 ? 20429 : 20500;
      return {
        answer: { status: failure.status, body: errorBody(failure.status, code, 'Fake failure') },
      };
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (to === INVALID_NUMBER || !/^\+\d{6,15}$/.test(to)) {
      return {
        answer: {
          status: 400,
          body: errorBody(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
        },
      };
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const sms: TwilioSms = {
      sid,
      accountSid: match[1],
      to,
      body: form.get('Body') ?? '',
      ...(form.get('From') ? { from: form.get('From') as string } : {}),
      ...(form.get('MessagingServiceSid')
        ? { messagingServiceSid: form.get('MessagingServiceSid') as string }
        : {}),
    };
    return {
      answer: {
        status: 201,
        body: {
          sid,
          account_sid: sms.accountSid,
          to,
          from: sms.from ?? null,
          body: sms.body,
          status: 'queued',
        },
      },
      accepted: sms,
    };
  });
}
