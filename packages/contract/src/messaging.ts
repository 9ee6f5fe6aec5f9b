import { z } from 'zod';
import { id, moment, name } from './collection-fields';

/** Message templates and the record of every message sent: what each accepts. */
export const messagingInputSchemas = {
  messagetemplates: z.object({
    name,
    subject: z.string().max(500).optional(),
    body: z.string().max(50_000).optional(),
    channel: z.enum(['email', 'sms']).optional(),
  }),
} as const;

/** ... and what each answers (message records are written by the server only). */
export const messagingRowSchemas = {
  messagetemplates: z.object({
    id,
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    channel: z.enum(['email', 'sms']),
  }),
  messagerecords: z.object({
    id,
    channel: z.enum(['email', 'sms']),
    to_person: id.nullable(),
    to_address: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(['queued', 'sending', 'sent', 'failed']),
    attempts: z.number(),
    last_error: z.string().nullable(),
    send_after: moment,
    sent_at: moment.nullable(),
    created_by: id.nullable(),
    created_at: moment,
  }),
} as const;
