import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  AuthUserSchema,
  EmailSchema,
  PasswordSchema,
  PhoneSchema,
  TokenPairSchema,
  UserSettingsSchema,
} from './auth';
import { IdSchema, IdTextSchema } from './collection-fields';
import { commonErrorResponses } from './common';
import { profileRowSchemas } from './profile';

const c = initContract();

/*
 * The member's own account (spec sections 2 Profile, 3 User settings, 5, 7 "Profile and
 * settings"): their settings and notification switches, the email and password of their
 * login, their phone with its SMS verification, and the club's profile fields.
 */

/** Date formats a person can choose (spec section 9). */
export const DATE_FORMATS = ['ddd D MMM YYYY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'D MMM YYYY'] as const;
/** Time formats a person can choose (spec section 9). */
export const TIME_FORMATS = ['h:mm a', 'HH:mm'] as const;
export const THEMES = ['Auto', 'Light', 'Dark'] as const;

/** Every date-and-time format: a date format, a space, a time format (the default's shape). */
export const DATE_TIME_FORMATS = DATE_FORMATS.flatMap((date) =>
  TIME_FORMATS.map((time) => `${date} ${time}`),
);

/**
 * The settings a member changes themselves: UserSettingsSchema's keys, the formats only
 * among the spec's choices, and no other key (a typo is refused, not stored). The server
 * keeps `dateTimeFormat` as the date format and the time format joined by a space.
 */
export const SelfSettingsSchema = UserSettingsSchema.extend({
  dateFormat: z.enum(DATE_FORMATS).optional(),
  timeFormat: z.enum(TIME_FORMATS).optional(),
  dateTimeFormat: z
    .string()
    .refine((v) => DATE_TIME_FORMATS.includes(v), 'Choose a date format and a time format.')
    .optional(),
  theme: z.enum(THEMES).optional(),
}).strict();
export type SelfSettings = z.infer<typeof SelfSettingsSchema>;

/** 400 on `sms_notifications`: SMS go only to a phone its owner has verified. */
export const SMS_NEEDS_VERIFIED_PHONE = 'Verify your phone number before turning on SMS.';

/**
 * `PUT /api/people/change_settings_self`: any of these (none is a no-op). `settings` is
 * merged into the stored settings. Email notifications is the master switch (spec): with
 * it off, reminders and newsletters are off too, and no email or SMS is sent at all.
 */
export const ChangeSettingsSelfSchema = z
  .object({
    settings: SelfSettingsSchema.optional(),
    email_notifications: z.boolean().optional(),
    email_reminders: z.boolean().optional(),
    email_newsletters: z.boolean().optional(),
    sms_notifications: z.boolean().optional(),
  })
  .strict();
export type ChangeSettingsSelf = z.infer<typeof ChangeSettingsSelfSchema>;

/** The current password, as the change dialogs ask for it (checked, never its rules). */
const CurrentPasswordSchema = z
  .string({ required_error: 'Required.' })
  .min(1, 'Required.')
  .max(200, 'Use at most 200 characters.');

/** 400 on `password`: the current password given is not the login's. */
export const WRONG_CURRENT_PASSWORD = 'This is not your current password.';
/** 400 on `email`: the login's email already. */
export const SAME_EMAIL = 'This is already your email.';
/** 400 on `email`: another Crewcall login has this email (on any club of the platform). */
export const EMAIL_HAS_OTHER_LOGIN = 'Another Crewcall login already uses this email.';
/** 400 on `email`: someone else at another club this login belongs to has it. */
export const EMAIL_TAKEN_AT_OTHER_CLUB = 'Someone at another of your clubs already has this email.';
/** 400 on `new_password`: the same as the current one. */
export const SAME_PASSWORD = 'Choose a password other than your current one.';

/** `PUT /api/people/change_email_self`: the new email of the login, and its password. */
export const ChangeEmailSelfSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});
export type ChangeEmailSelf = z.infer<typeof ChangeEmailSelfSchema>;

/** `PUT /api/people/set_password_self`: the current password and the new one (reset's rules). */
export const SetPasswordSelfSchema = z.object({
  password: CurrentPasswordSchema,
  new_password: PasswordSchema,
});
export type SetPasswordSelf = z.infer<typeof SetPasswordSelfSchema>;

/** How long a phone verification code works (spec section 9). */
export const PHONE_CODE_MINUTES = 5;
/** Digits in a phone verification code. */
export const PHONE_CODE_DIGITS = 6;
/** Wrong codes allowed against one code; then it is locked and a new one must be asked for. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes sent to one person: at most one per this many seconds … */
export const PHONE_CODE_RESEND_SECONDS = 30;
/** … and at most this many an hour. */
export const PHONE_CODES_PER_HOUR = 5;
/** The dialog's words under the code (spec section 9). */
export const PHONE_CODE_NOTE = 'You have 5 minutes to enter it below';

/** 400 on `verify_code`: wrong, or none sent for this number. */
export const PHONE_CODE_WRONG = 'This code is not correct.';
export const PHONE_CODE_EXPIRED = 'This code has expired. Ask for a new code.';
export const PHONE_CODE_LOCKED =
  'Too many wrong codes: this code no longer works. Ask for a new code.';
export const PHONE_CODE_NONE = 'No code has been sent to this number. Ask for a new code.';
/** 400 on `phone`: verifying a number that is not the person's (they changed it since). */
export const PHONE_NOT_YOURS = 'This is not the phone number saved on your profile.';

/** `PUT /api/people/phone_change_self`: the new number ('' removes it). */
export const PhoneChangeSelfSchema = z.object({
  phone: z.union([PhoneSchema, z.literal('')]),
});
export type PhoneChangeSelf = z.infer<typeof PhoneChangeSelfSchema>;

/**
 * Its answer: the person, and whether a code is on its way by SMS (the club sends SMS and
 * the number is not verified): then the dialog asks for it (`verify_check`).
 */
export const PhoneChangeResultSchema = z.object({
  verification_required: z.boolean(),
  user: AuthUserSchema,
});
export type PhoneChangeResult = z.infer<typeof PhoneChangeResultSchema>;

/** `PUT /api/people/verify_check`: the code sent to `phone`; `sms_notifications` as chosen. */
export const VerifyCheckSchema = z.object({
  phone: PhoneSchema,
  verify_code: z
    .string({ required_error: 'Required.' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'Required.').max(12, PHONE_CODE_WRONG)),
  sms_notifications: z.boolean().optional(),
});
export type VerifyCheck = z.input<typeof VerifyCheckSchema>;

/** One person's value of one profile field (spec section 3, Profile entry). */
export const ProfileEntrySchema = z.object({
  id: z.number().int(),
  entry_type: z.number().int(),
  person: z.number().int(),
  value: z.string(),
});
export type ProfileEntry = z.infer<typeof ProfileEntrySchema>;

export const ProfileFieldRowSchema = profileRowSchemas.profilefields;
export type ProfileFieldRow = z.infer<typeof ProfileFieldRowSchema>;

/**
 * A person's profile as the caller may see it: the fields (a member: only those marked
 * user_visible), `fields` their ids in display order, and the person's entries of those
 * fields, keyed by id as every collection answer is.
 */
export const ProfileEntriesSchema = z.object({
  person: z.number().int(),
  results: z.object({
    profileentries: z.record(z.string(), ProfileEntrySchema),
    profilefields: z.record(z.string(), ProfileFieldRowSchema),
  }),
  fields: z.array(z.number().int()),
  count: z.number().int(),
});
export type ProfileEntries = z.infer<typeof ProfileEntriesSchema>;

export const PROFILE_VALUE_MAX = 2000;

/**
 * One entry to save, by the spec's rule (section 4): an empty value on an existing entry
 * (`id`) deletes it; a value without `id` creates it; with `id` updates it. Values are
 * trimmed; a number, date (YYYY-MM-DD) or yes/no field checks its kind.
 */
export const ProfileEntryWriteSchema = z.object({
  id: IdSchema.optional(),
  entry_type: IdSchema,
  person: IdSchema,
  value: z
    .string({ required_error: 'Required.' })
    .trim()
    .max(PROFILE_VALUE_MAX, `Use at most ${PROFILE_VALUE_MAX} characters.`),
});
export type ProfileEntryWrite = z.input<typeof ProfileEntryWriteSchema>;

/** At most this many entries per call; they all name one person. */
export const MAX_PROFILE_ENTRIES_PER_CALL = 200;
const EntryListSchema = z
  .array(ProfileEntryWriteSchema)
  .min(1, 'Send at least one entry.')
  .max(MAX_PROFILE_ENTRIES_PER_CALL, `Send at most ${MAX_PROFILE_ENTRIES_PER_CALL} entries.`);

/** 403: a member reads and writes only their own profile. */
export const OWN_PROFILE_ONLY = 'You can only see and change your own profile.';
/** 400 on `N.entry_type`: no such field (for a member: none they may see). */
export const NO_SUCH_PROFILE_FIELD = 'No such profile field.';
/** 400 on `N.value`: the field is not one members change themselves. */
export const PROFILE_FIELD_NOT_EDITABLE = 'Only staff can change this field.';
/** 400 on `N.id`: no such entry of this person and field. */
export const NO_SUCH_PROFILE_ENTRY = 'No such entry.';
/** 400: a call's entries name more than one person. */
export const ONE_PERSON_PER_CALL = "Save one person's entries at a time.";

export const profileSelfContract = c.router(
  {
    changeSettingsSelf: {
      method: 'PUT',
      path: '/people/change_settings_self',
      body: ChangeSettingsSelfSchema,
      responses: { 200: AuthUserSchema, ...commonErrorResponses },
      summary: 'Your settings (merged) and notification switches; answers you',
    },
    changeEmailSelf: {
      method: 'PUT',
      path: '/people/change_email_self',
      body: ChangeEmailSelfSchema,
      responses: { 200: AuthUserSchema, ...commonErrorResponses },
      summary:
        'The email of your login (at every club it belongs to), with your password; the old address is told',
    },
    setPasswordSelf: {
      method: 'PUT',
      path: '/people/set_password_self',
      body: SetPasswordSelfSchema,
      responses: { 200: TokenPairSchema, ...commonErrorResponses },
      summary:
        'A new password; your other sessions end everywhere, this one goes on with the tokens answered',
    },
    phoneChangeSelf: {
      method: 'PUT',
      path: '/people/phone_change_self',
      body: PhoneChangeSelfSchema,
      responses: { 200: PhoneChangeResultSchema, ...commonErrorResponses },
      summary: 'Your phone; when the club sends SMS, a code to verify it is texted to it',
    },
    verifyCheck: {
      method: 'PUT',
      path: '/people/verify_check',
      body: VerifyCheckSchema,
      responses: { 200: AuthUserSchema, ...commonErrorResponses },
      summary: 'The code texted to your phone: verifies it',
    },
  },
  { strictStatusCodes: true },
);

/**
 * Profile entries (spec section 7: "GET profileentries with profile; POST, PUT and DELETE
 * profileentries"). A member reads their own entries of user_visible fields and writes
 * those of user_editable ones; an admin anyone's of the club. Every write answers the
 * person's profile as GET does.
 */
export const profileEntriesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/profileentries',
      query: z.object({ person: IdTextSchema.optional() }),
      responses: { 200: ProfileEntriesSchema, ...commonErrorResponses },
      summary: "A person's profile fields and entries (default: yours)",
    },
    save: {
      method: 'PUT',
      path: '/profileentries',
      body: EntryListSchema,
      responses: { 200: ProfileEntriesSchema, ...commonErrorResponses },
      summary:
        "Saves one person's entries by the entry rule: empty deletes, no id creates, an id updates",
    },
    create: {
      method: 'POST',
      path: '/profileentries',
      body: EntryListSchema,
      responses: { 201: ProfileEntriesSchema, ...commonErrorResponses },
      summary: "Creates one person's entries (a field they already have is updated)",
    },
    remove: {
      method: 'DELETE',
      path: '/profileentries/:id',
      pathParams: z.object({ id: IdTextSchema }),
      body: c.noBody(),
      responses: { 200: ProfileEntriesSchema, ...commonErrorResponses },
      summary: 'Deletes one entry; answers its person’s profile',
    },
  },
  { strictStatusCodes: true },
);
