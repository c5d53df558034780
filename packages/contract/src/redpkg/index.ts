export * from './red-pkg-user.js';

import { redPkgUserApi } from './red-pkg-user.js';

/** The `redpkg` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const redpkgAreas = [redPkgUserApi] as const;
