/**
 * `/api/{name}/` or `/api/{name}/{id}/` where {name} is no route of ours reads as a
 * collection call to a collection that does not exist: a 400 naming it is more useful
 * than a bare 404. Names that start real routes (`/api/health`, `/api/auth/…`) are left to
 * the plain 404 (e.g. a wrong method), as are deeper paths.
 */
const COLLECTION_CALL = /^\/api\/([a-z][a-z0-9_-]*)\/?(?:\d+\/?)?(?:\?.*)?$/i;

export function unknownCollectionName(
  url: string,
  knownFirstSegments: ReadonlySet<string>,
  collections: { has(name: string): boolean },
): string | null {
  const name = COLLECTION_CALL.exec(url)?.[1];
  if (!name) return null;
  const lower = name.toLowerCase();
  // A real collection here means a method it does not take: that is a plain 404.
  return knownFirstSegments.has(lower) || collections.has(lower) ? null : name;
}

/** The first path segment after /api of a route, e.g. 'auth' for /api/auth/login. */
export function firstApiSegment(routeUrl: string): string | null {
  const match = /^\/api\/([^/:(]+)/.exec(routeUrl);
  return match ? match[1].toLowerCase() : null;
}
