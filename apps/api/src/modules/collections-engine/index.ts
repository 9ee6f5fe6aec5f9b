/**
 * The collections engine's public face: what a domain needs to declare a collection
 * (`modules/<domain>/<name>.collection.ts`), the registry type, and the routes the app
 * registers with its registry. Everything else in this folder is the engine's own.
 */
export { collectionsRoutes } from './collections.routes';
export {
  booleanField,
  type CollectionDefinition,
  choiceField,
  clubToday,
  dateField,
  derivedField,
  type FieldDef,
  idField,
  listField,
  momentField,
  numberField,
  type Reader,
  readValue,
  refField,
  type TenantTable,
  textField,
} from './definition';
export { type CollectionRegistry, createCollectionRegistry } from './registry';
export { firstApiSegment, unknownCollectionName } from './unknown-collection';
export { clubZoneValues } from './zone';
