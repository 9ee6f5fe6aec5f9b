// Every table of the product, one file per domain. drizzle-kit reads this file.

export * from './allocation';
export * from './api-keys';
export * from './calendar-feeds';
export * from './duties';
export * from './equipment';
export * from './events';
export * from './identity';
export * from './jobs';
export * from './kiosks';
export * from './locations';
export * from './messaging';
export * from './news';
export * from './offers';
export * from './organisations';
export * from './profile';
export * from './roles';
export * from './training';
