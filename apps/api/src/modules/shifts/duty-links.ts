import {
  type SignedLinkKey,
  signedLinkMarker,
  signedLinkToken,
  signedLinkTokenHash,
} from '@/modules/messaging';

/*
 * A duty's "Confirm" and "Can't make it" links (issue 25, item 3): one signed token per
 * shift, person and start, made as the email leaves (modules/messaging/signed-links.ts),
 * kept only as its SHA-256 in `duty_confirmations.token_hash`. The start is part of the
 * token, so a moved shift's old links stop working; the person is the email's recipient.
 */

export const CONFIRM_PATH = '/duty/confirm/';
export const CANT_MAKE_IT_PATH = '/duty/cant-make-it/';

export type Duty = { orgId: number; shiftId: number; personId: number; start: Date };

/** What a duty's token signs besides club and person: `duty-<shift>-<start in ms>`. */
const subjectOf = (duty: Pick<Duty, 'shiftId' | 'start'>) =>
  `duty-${duty.shiftId}-${duty.start.getTime()}`;

/** The markers a message carries for the duty's two links (replaced as it is sent). */
export function dutyLinkMarkers(duty: Pick<Duty, 'shiftId' | 'start'>) {
  const subject = subjectOf(duty);
  return {
    confirm: signedLinkMarker(CONFIRM_PATH, subject),
    cantMakeIt: signedLinkMarker(CANT_MAKE_IT_PATH, subject),
  };
}

/** The stored form of the duty's token (the same token whenever it is made). */
export function dutyTokenHash(key: SignedLinkKey, duty: Duty): string {
  return signedLinkTokenHash(
    signedLinkToken(key, { orgId: duty.orgId, personId: duty.personId, subject: subjectOf(duty) }),
  );
}

/** The duty's token itself, as its links carry it (tests open links without a mailbox). */
export function dutyToken(key: SignedLinkKey, duty: Duty): string {
  return signedLinkToken(key, {
    orgId: duty.orgId,
    personId: duty.personId,
    subject: subjectOf(duty),
  });
}
