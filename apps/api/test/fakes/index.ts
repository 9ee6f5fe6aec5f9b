// Providers faked at the network edge: the real SDK clients talk to these local servers.
export type { FakeProvider } from './http-fake';
export { FAKE_MAIL_FROM, type SesEmail, sesConfig, startFakeSes } from './ses';
export {
  FAKE_TWILIO_ACCOUNT,
  FAKE_TWILIO_FROM,
  INVALID_NUMBER,
  startFakeTwilio,
  type TwilioSms,
  twilioConfig,
} from './twilio';
