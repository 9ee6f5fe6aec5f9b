import type { CollectionDefinition } from './definition';

/**
 * The collections the engine serves, by name. The engine imports no definition: the app
 * builds one registry (modules/collection-registry.ts) and hands it to the routes, which
 * pass it down to every read and write (refs and `expand` name their target collection).
 */
export type CollectionRegistry = ReadonlyMap<string, CollectionDefinition>;

/**
 * A registry of `definitions`, checked once at startup: names are unique, every ref and
 * reverse link names a registered collection, and a joined search column joins text search
 * fields (a typo fails the build, not a request).
 */
export function createCollectionRegistry(definitions: CollectionDefinition[]): CollectionRegistry {
  const registry = new Map<string, CollectionDefinition>();
  for (const def of definitions) {
    if (registry.has(def.name)) throw new Error(`Collection '${def.name}' is registered twice.`);
    registry.set(def.name, def);
  }
  for (const def of definitions) {
    const targets = [
      ...Object.values(def.fields).flatMap((field) => (field.ref ? [field.ref.collection] : [])),
      ...Object.keys(def.reverseExpand ?? {}),
    ];
    for (const target of targets) {
      if (!registry.has(target)) {
        throw new Error(`Collection '${def.name}' points at '${target}', which is not registered.`);
      }
    }
    for (const name of def.searchTogether?.fields ?? []) {
      if (!def.search?.includes(name) || def.fields[name]?.kind !== 'text') {
        throw new Error(
          `Collection '${def.name}' joins '${name}' for search: not a text search field.`,
        );
      }
    }
  }
  return registry;
}
