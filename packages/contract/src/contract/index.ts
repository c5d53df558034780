export * from './contract-model.js';
export * from './online-sign.js';
export * from './company-contract.js';

import { companyContractApi } from './company-contract.js';
import { contractModelApi, contractModelPdfApi } from './contract-model.js';
import { onlineSignApi } from './online-sign.js';

/** The `contract` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const contractAreas = [contractModelApi, contractModelPdfApi, onlineSignApi, companyContractApi] as const;
