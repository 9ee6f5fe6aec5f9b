/**
 * The product version, alone in its file and free of zod: the web's first page reads it
 * without loading any schema (`@crewcall/contract/version`).
 */
export const PRODUCT_VERSION = '1.4.14';
