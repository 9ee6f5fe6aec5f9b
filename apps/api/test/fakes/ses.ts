import { type ParsedMail, simpleParser } from 'mailparser';
import type { Config } from '@/env';
import { type FakeProvider, startHttpFake } from './http-fake';

/** One email the fake SES accepted: the request as sent and its raw MIME, parsed. */
export type SesEmail = {
  messageId: string;
  destination: string[];
  raw: string;
  mail: ParsedMail;
};

export const FAKE_MAIL_FROM = 'noreply@mail.crewcall.test';

/**
 * Config sending the app's mail through `fake`. The SES client takes its credentials from
 * the AWS SDK's standard chain, as in production: this puts test ones in the environment
 * (of this test worker) when there are none.
 */
export function sesConfig(fake: { url: string }): Partial<Config> {
  process.env.AWS_ACCESS_KEY_ID ||= 'AKIAFAKEFORTESTS0001';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'fake-secret-access-key-for-tests';
  return {
    MAIL_ADAPTER: 'ses',
    MAIL_FROM: FAKE_MAIL_FROM,
    SES_REGION: 'eu-west-1',
    SES_ENDPOINT: fake.url,
  };
}

/** SES's error code for a status, unless a test names one (MessageRejected, …). */
const defaultError = (status: number) =>
  status === 429
    ? 'TooManyRequestsException'
    : status >= 500
      ? 'InternalFailure'
      : 'MessageRejected';

/**
 * Enough of Amazon SES's API v2 for the real `@aws-sdk/client-sesv2` client pointed at it
 * (`SES_ENDPOINT`): POST /v2/email/outbound-emails with raw content answers a MessageId;
 * errors come as SES sends them (x-amzn-ErrorType and a JSON message). The request
 * signature is not checked (any credentials do).
 */
export function startFakeSes(): Promise<FakeProvider<SesEmail>> {
  let sent = 0;
  return startHttpFake<SesEmail>(async (req, body, failure) => {
    if (req.method !== 'POST' || req.url !== '/v2/email/outbound-emails') {
      return { answer: { status: 404, body: { message: `No route ${req.method} ${req.url}` } } };
    }
    if (failure) {
      const code = failure.error ?? defaultError(failure.status);
      return {
        answer: {
          status: failure.status,
          headers: { 'x-amzn-errortype': code },
          body: { message: `${code} (fake SES)` },
        },
      };
    }
    const request = JSON.parse(body);
    const data = request.Content?.Raw?.Data;
    if (typeof data !== 'string') {
      return {
        answer: {
          status: 400,
          headers: { 'x-amzn-errortype': 'BadRequestException' },
          body: { message: 'Only raw content is faked' },
        },
      };
    }
    const raw = Buffer.from(data, 'base64').toString('utf8');
    const messageId = `fake-ses-${++sent}-${Date.now()}`;
    return {
      answer: { status: 200, body: { MessageId: messageId } },
      accepted: {
        messageId,
        destination: request.Destination?.ToAddresses ?? [],
        raw,
        mail: await simpleParser(raw),
      },
    };
  });
}
