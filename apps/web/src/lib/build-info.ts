import { PRODUCT_VERSION } from '@crewcall/contract/version';

/** The product version shown in the About dialog and sent with error reports. */
export const APP_VERSION: string = PRODUCT_VERSION;

/** Short commit id of this build ('dev' when built outside git without GIT_COMMIT). */
export const APP_COMMIT: string = typeof __APP_COMMIT__ === 'string' ? __APP_COMMIT__ : 'dev';

/** `production` in builds unless VITE_ENVIRONMENT says otherwise. */
export const APP_ENVIRONMENT: string = import.meta.env.VITE_ENVIRONMENT || import.meta.env.MODE;
