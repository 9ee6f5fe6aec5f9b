import { initContract } from '@ts-rest/core';
import { authContract } from './auth';
import { organisationsContract } from './organisations';
import { platformContract } from './platform';
import { systemContract } from './system';

export * from './auth';
export * from './common';
export * from './organisations';
export * from './platform';
export * from './system';

const c = initContract();

/** Every call of the product, under `/api`. Each domain adds its router here. */
export const contract = c.router(
  {
    system: systemContract,
    auth: authContract,
    organisations: organisationsContract,
    platform: platformContract,
  },
  { pathPrefix: '/api' },
);
export type Contract = typeof contract;
