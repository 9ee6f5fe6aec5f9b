import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/db/client';
import { databaseUrl, dropDatabase, withAdminConnection } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Migrates a template database once; every test file copies it (fast, isolated, parallel). */
export default async function setup(project: TestProject) {
  const template = `crewcall_tpl_${process.pid}_${Date.now()}`;
  await withAdminConnection((sql) => sql.unsafe(`CREATE DATABASE "${template}"`));
  const database = await openDatabase({ url: databaseUrl(template), dataDir: '', max: 1 });
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await dropDatabase(template);
  };
}
