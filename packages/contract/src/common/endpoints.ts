/**
 * The 21 catalogue rows of the `common` domain: regions, dictionaries,
 * labels, directory and tree data; files, materials and uploads; licence OCR;
 * geocoding and company history addresses. Each area file exports its map.
 */
import { addressEndpoints } from './address.js';
import { dictEndpoints } from './dict.js';
import { directoryEndpoints } from './directory.js';
import { fileEndpoints } from './file.js';
import { geocoderEndpoints } from './geocoder.js';
import { labelEndpoints } from './label.js';
import { licenseEndpoints } from './license.js';
import { materialEndpoints } from './material.js';
import { regionEndpoints } from './region.js';
import { treeDataEndpoints } from './tree-data.js';

export const commonEndpoints = {
  ...fileEndpoints,
  ...materialEndpoints,
  ...regionEndpoints,
  ...dictEndpoints,
  ...labelEndpoints,
  ...directoryEndpoints,
  ...treeDataEndpoints,
  ...geocoderEndpoints,
  ...addressEndpoints,
  ...licenseEndpoints,
} as const;
