export * from './credit-code.js';
export * from './license.js';
export * from './upload.js';
export * from './file.js';
export * from './material.js';
export * from './region.js';
export * from './dict.js';
export * from './label.js';
export * from './directory.js';
export * from './tree-data.js';
export * from './geocoder.js';
export * from './address.js';
export * from './numbers.js';
export * from './id-card.js';
export * from './rich-text.js';
export * from './pay-step.js';

import { fileApi, thirdFileApi } from './file.js';
import { materialApi } from './material.js';
import { licenseApi } from './license.js';
import { regionApi } from './region.js';
import { dictApi } from './dict.js';
import { labelApi } from './label.js';
import { directoryApi } from './directory.js';
import { treeDataApi } from './tree-data.js';
import { geocoderApi } from './geocoder.js';
import { addressApi } from './address.js';

/** The `common` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const commonAreas = [fileApi, thirdFileApi, materialApi, licenseApi, regionApi, dictApi, labelApi, directoryApi, treeDataApi, geocoderApi, addressApi] as const;
