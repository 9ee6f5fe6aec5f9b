// What other modules (and plugins/kiosk-auth.ts) may import from kiosks (see modules/README.md, Fences).
export { kioskOfSecret } from './kiosk-auth.service';
export type { KioskCaller } from './kiosk-confirm.service';
export { kiosksRoutes } from './kiosks.routes';
