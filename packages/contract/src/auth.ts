import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrorResponses } from './common';
import { EMAIL_MAX_LENGTH, PHONE_PATTERN } from './formats';

const c = initContract();

export const EmailSchema = z
  .string({ required_error: 'Required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Required.')
  .max(EMAIL_MAX_LENGTH)
  .email('Invalid email.');

/** See PHONE_PATTERN (spec section 5). */
export const PhoneSchema = z
  .string({ required_error: 'Required.' })
  .regex(PHONE_PATTERN, 'Phone number must include the country code and not contain spaces.');

export const PasswordSchema = z
  .string({ required_error: 'Required.' })
  .min(8, 'Use at least 8 characters.')
  .max(200, 'Use at most 200 characters.');

export const RegisterStatusSchema = z.enum([
  'login-required',
  'details-required',
  'account-required',
]);
export type RegisterStatus = z.infer<typeof RegisterStatusSchema>;

/**
 * `register/check`'s answer. `next: 'set-password'`: the club already has this person but
 * they have no login here yet (added or imported by an admin): registering would be
 * refused, so the hello screen offers to email them a link to set their password instead.
 */
export const RegisterCheckResultSchema = z.object({
  status: RegisterStatusSchema,
  next: z.literal('set-password').optional(),
});
export type RegisterCheckResult = z.infer<typeof RegisterCheckResultSchema>;

/** What a "choose a password" link is for, as `password_reset/check` answers. */
export const PasswordLinkInfoSchema = z.object({
  email: z.string(),
  /** 'invite': an admin's invitation ("Choose your password"); 'reset': asked for. */
  purpose: z.enum(['reset', 'invite']).optional(),
  /**
   * An invitation to an email that already has a Crewcall login (at another club): the
   * person joins with that login's current password, which the link does not change.
   */
  use_existing_password: z.boolean().optional(),
  /** The person has no login yet: using the link creates it ("Set your password"). */
  new_login: z.boolean().optional(),
});
export type PasswordLinkInfo = z.infer<typeof PasswordLinkInfoSchema>;

export const RoleSchema = z.enum(['new', 'user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const UserSettingsSchema = z.object({
  dateFormat: z.string().max(40).optional(),
  timeFormat: z.string().max(40).optional(),
  dateTimeFormat: z.string().max(80).optional(),
  theme: z.enum(['Auto', 'Light', 'Dark']).optional(),
  hidden_external_calendars: z.string().max(2000).optional(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** A person of the club (spec section 3), as admins see them. */
export const PersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  role: RoleSchema,
  is_active: z.boolean(),
  sms_verified: z.boolean(),
  email_notifications: z.boolean(),
  email_reminders: z.boolean(),
  email_newsletters: z.boolean(),
  sms_notifications: z.boolean(),
  /** Admins only: when the last invitation was sent (ISO 8601), null if never. */
  invited_at: z.string().nullable().optional(),
  /** Admins only: whether the person has a Crewcall login (an account) yet. */
  has_login: z.boolean().optional(),
});
export type Person = z.infer<typeof PersonSchema>;

/** The logged-in person, as `GET /api/auth/user` answers: a person with their settings. */
export const AuthUserSchema = PersonSchema.extend({ settings: UserSettingsSchema });
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const authContract = c.router(
  {
    registerCheck: {
      method: 'POST',
      path: '/register/check',
      body: z.object({ email: EmailSchema }),
      responses: { 200: RegisterCheckResultSchema, ...commonErrorResponses },
      summary: 'Whether this email logs in, joins with an existing account, or registers',
    },
    register: {
      method: 'POST',
      path: '/register',
      body: z.object({
        email: EmailSchema,
        name: z.string({ required_error: 'Required.' }).trim().min(1, 'Required.').max(200),
        /** Optional (spec section 5): the phone rule applies only when one is given. */
        phone: z.union([PhoneSchema, z.literal('')]).optional(),
        password: z.string({ required_error: 'Required.' }).min(1, 'Required.').max(200),
      }),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Join this club; the membership waits for an administrator',
    },
    login: {
      method: 'POST',
      path: '/auth/login',
      body: z.object({
        email: EmailSchema,
        password: z.string({ required_error: 'Required.' }).min(1, 'Required.').max(200),
      }),
      responses: { 200: TokenPairSchema, ...commonErrorResponses },
    },
    refresh: {
      method: 'POST',
      path: '/auth/refresh',
      body: z.object({
        refresh: z.string({ required_error: 'Required.' }).min(1, 'Required.').max(500),
      }),
      responses: { 200: TokenPairSchema, ...commonErrorResponses },
      summary: 'A new access token; the refresh token rotates',
    },
    logout: {
      method: 'POST',
      path: '/auth/logout',
      body: z.object({ refresh: z.string().max(500).optional() }),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Revoke the refresh token',
    },
    logoutAll: {
      method: 'POST',
      path: '/auth/logout_all',
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrorResponses },
      summary: 'Log out everywhere: every session of the account, in every club',
    },
    user: {
      method: 'GET',
      path: '/auth/user',
      responses: { 200: AuthUserSchema, ...commonErrorResponses },
    },
    passwordResetRequest: {
      method: 'PUT',
      path: '/password_reset/request',
      body: z.object({ email: EmailSchema }),
      responses: { 200: z.object({ detail: z.string() }), ...commonErrorResponses },
      summary: 'Always the same answer, whether or not the email is known',
    },
    passwordResetCheck: {
      method: 'PUT',
      path: '/password_reset/check',
      body: z.object({
        token: z.string({ required_error: 'Required.' }).min(1, 'Required.').max(200),
      }),
      responses: { 200: PasswordLinkInfoSchema, ...commonErrorResponses },
    },
    passwordResetToken: {
      method: 'PUT',
      path: '/password_reset/token',
      body: z.object({
        token: z.string({ required_error: 'Required.' }).min(1, 'Required.').max(200),
        password: PasswordSchema,
      }),
      responses: { 200: TokenPairSchema, ...commonErrorResponses },
      summary:
        'Set the new password; answers tokens so the client lands on the dashboard logged in',
    },
  },
  { strictStatusCodes: true },
);
