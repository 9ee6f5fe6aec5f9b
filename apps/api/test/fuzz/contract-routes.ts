import { contract } from '@crewcall/contract';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';

/**
 * Every route of the contract, found by walking the ts-rest router object: a route added
 * to the contract is fuzzed and isolation-tested the day it is added, without anyone
 * listing it here. `name` is its dotted place in the router ('collections.list').
 */
export type ContractRoute = { name: string; route: AppRoute };

function walk(router: AppRouter, prefix: string[]): ContractRoute[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ name: [...prefix, key].join('.'), route: value }]
      : walk(value as AppRouter, [...prefix, key]),
  );
}

export const contractRoutes: ContractRoute[] = walk(contract, []);

/** `:name` parameters of a path, in order. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);

/** The path with each `:name` replaced (values are URL-encoded here). */
export function fillPath(
  path: string,
  values: Record<string, string>,
  encode: (value: string) => string = encodeURIComponent,
) {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encode(values[name]));
}

/** Whether a route takes a request body at all (GET and c.noBody() do not). */
export const takesBody = (route: AppRoute) =>
  route.method !== 'GET' &&
  'body' in route &&
  typeof route.body === 'object' &&
  route.body !== null;
