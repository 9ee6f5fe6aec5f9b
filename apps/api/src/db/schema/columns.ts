import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Numeric identity primary key, shared by every table. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A moment in time, always stored with its zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => moment('created_at').notNull().defaultNow();
