import { initContract } from '@ts-rest/core';
import { authContract } from './auth';
import { collectionsContract } from './collections';
import { memberImportContract } from './member-import';
import { organisationsContract } from './organisations';
import { peopleContract } from './people';
import { platformContract } from './platform';
import { systemContract } from './system';

export * from './auth';
export * from './collections';
export * from './common';
export * from './formats';
export * from './member-import';
export * from './organisations';
export * from './people';
export * from './platform';
export * from './system';

const c = initContract();

/** Every call of the product, under `/api`. Each domain adds its router here. */
export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    organisations: organisationsContract,
    people: peopleContract,
    memberImport: memberImportContract,
    platform: platformContract,
    collections: collectionsContract,
  },
  { pathPrefix: '/api' },
);
export type Contract = typeof contract;
