import {
  BROADCAST_EMAIL_BODY_MAX,
  BROADCAST_SMS_BODY_MAX,
  MESSAGE_PLACEHOLDERS,
  type MessageChannel,
  type PreviewQuery,
  type SendBroadcast,
} from '@crewcall/contract';
import {
  type AudienceDraft,
  EMPTY_AUDIENCE,
  toAudience,
} from '@/features/messaging/audience-draft';
import { fromClubInput } from '@/lib/time-zone';

/** What the composer holds. `sendAt` is a date-and-time input's value on the club's clock. */
export interface ComposeDraft {
  template: number | null;
  newsletter: boolean;
  subject: string;
  body: string;
  audience: AudienceDraft;
  when: 'now' | 'later';
  sendAt: string;
}

export const EMPTY_DRAFT: ComposeDraft = {
  template: null,
  newsletter: false,
  subject: '',
  body: '',
  audience: EMPTY_AUDIENCE,
  when: 'now',
  sendAt: '',
};

export const bodyLimit = (channel: MessageChannel) =>
  channel === 'sms' ? BROADCAST_SMS_BODY_MAX : BROADCAST_EMAIL_BODY_MAX;

/** Placeholders written in braces that the server would refuse, as `{word}`. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const [, word] of text.matchAll(/\{([a-z_]+)\}/g))
    if (!Object.hasOwn(MESSAGE_PLACEHOLDERS, word)) found.add(`{${word}}`);
  return [...found];
}

/** What is still wrong before it can be sent, by field (the server checks again). */
export function draftProblems(channel: MessageChannel, d: ComposeDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (channel === 'email' && !d.subject.trim()) problems.subject = 'Required.';
  if (!d.body.trim()) problems.body = 'Required.';
  else if (d.body.length > bodyLimit(channel))
    problems.body = `At most ${bodyLimit(channel).toLocaleString()} characters.`;
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(d[field]);
    if (unknown.length) problems[field] = `Unknown placeholders: ${unknown.join(', ')}.`;
  }
  if (!toAudience(d.audience)) problems.audience = 'Choose who it goes to.';
  if (d.when === 'later') {
    const at = fromClubInput(d.sendAt);
    if (!at) problems.sendAt = 'Choose a date and time.';
    else if (Date.parse(at) <= Date.now()) problems.sendAt = 'Choose a time in the future.';
  }
  return problems;
}

/** The preview call for the draft, or null while it has no audience or no text. */
export function previewQuery(channel: MessageChannel, d: ComposeDraft): PreviewQuery | null {
  const audience = toAudience(d.audience);
  if (!audience || !d.body.trim()) return null;
  return {
    channel,
    newsletter: channel === 'email' && d.newsletter,
    subject: channel === 'email' ? d.subject : '',
    body: d.body,
    audience,
    template: d.template,
  };
}

/** The send call for a draft without problems. */
export function sendBody(channel: MessageChannel, d: ComposeDraft): SendBroadcast {
  const audience = toAudience(d.audience);
  if (!audience) throw new Error('No audience.');
  const sendAt = d.when === 'later' ? fromClubInput(d.sendAt) : null;
  return {
    channel,
    newsletter: channel === 'email' && d.newsletter,
    subject: channel === 'email' ? d.subject : '',
    body: d.body,
    audience,
    template: d.template,
    ...(sendAt ? { send_at: sendAt } : {}),
  };
}
