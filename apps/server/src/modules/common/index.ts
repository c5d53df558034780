import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { addressRoutes } from './address/address.routes.js';
import { seedCommonReference } from './common.seed.js';
import { dictRoutes } from './dict/dict.routes.js';
import { syncDictionaries } from './dict/dict.service.js';
import { directoryRoutes } from './directory/directory.routes.js';
import { fileRoutes } from './file/file.routes.js';
import { fileTasks } from './file/file.tasks.js';
import { geocoderRoutes } from './geocoder/geocoder.routes.js';
import { labelRoutes } from './label/label.routes.js';
import { licenseRoutes } from './license/license.routes.js';
import { materialRoutes } from './material/material.routes.js';
import { materialKeysAmong } from './material/material.service.js';
import { materialTasks } from './material/material.tasks.js';
import * as m0010 from './migrations/0010-common-reference.js';
import * as m0011 from './migrations/0011-common-files.js';
import * as m0032 from './migrations/0032-dict-admin.js';
import { regionRoutes } from './region/region.routes.js';
import { treeDataRoutes } from './tree-data/tree-data.routes.js';

/** Shared services: files and materials, license OCR, regions, dictionaries, labels, directory, trees, geocoding. */
export const commonModule: DomainModule = {
  domain: 'common',
  routes: [
    ...fileRoutes,
    ...materialRoutes,
    ...licenseRoutes,
    ...regionRoutes,
    ...dictRoutes,
    ...labelRoutes,
    ...directoryRoutes,
    ...treeDataRoutes,
    ...geocoderRoutes,
    ...addressRoutes,
  ],
  migrations: { '0010-common-reference': m0010, '0011-common-files': m0011, '0032-dict-admin': m0032 },
  seeds: [
    { name: 'dictionaries', when: 'everyStart', run: (db, { now }) => syncDictionaries(db, now) },
    { name: 'common-reference', when: 'once', run: (db, { now }) => seedCommonReference(db, now) },
  ],
  tasks: [...materialTasks, ...fileTasks],
  fileHolders: [{ permission: perm.train.course.material.list, keysAmong: materialKeysAmong }],
};
