export * from './core/define-endpoint.js';
export * from './core/envelope.js';
export * from './core/result-code.js';
export * from './core/page.js';
export * from './core/fields.js';
export * from './core/validation.js';
export * from './core/text.js';
export * from './core/state-machine.js';
export * from './core/labels.js';
export * from './system/index.js';
export * from './common/index.js';
export * from './company/index.js';
export * from './recruit/index.js';
export * from './stats/index.js';
export * from './train/index.js';
export * from './policy/index.js';
export * from './station/index.js';
export * from './college/index.js';
export * from './rent/index.js';
export * from './advert/index.js';
export * from './card/index.js';
export * from './shop/index.js';
export * from './redpkg/index.js';
export * from './payment/index.js';
export * from './bigscreen/index.js';
export * from './contract/index.js';

import type { Endpoint } from './core/define-endpoint.js';
import { commonAreas } from './common/index.js';
import { companyAreas } from './company/index.js';
import { recruitAreas } from './recruit/index.js';
import { statsAreas } from './stats/index.js';
import { systemAreas } from './system/index.js';
import { trainAreas } from './train/index.js';
import { policyAreas } from './policy/index.js';
import { stationAreas } from './station/index.js';
import { collegeAreas } from './college/index.js';
import { rentAreas } from './rent/index.js';
import { advertAreas } from './advert/index.js';
import { cardAreas } from './card/index.js';
import { shopAreas } from './shop/index.js';
import { redpkgAreas } from './redpkg/index.js';
import { paymentAreas } from './payment/index.js';
import { bigscreenAreas } from './bigscreen/index.js';
import { contractAreas } from './contract/index.js';

/** Every endpoint the contract defines, across domains. */
export const allEndpoints: readonly Endpoint[] = [...systemAreas, ...commonAreas, ...companyAreas, ...recruitAreas, ...statsAreas, ...trainAreas, ...policyAreas, ...stationAreas, ...collegeAreas, ...rentAreas, ...advertAreas, ...cardAreas, ...shopAreas, ...redpkgAreas, ...paymentAreas, ...bigscreenAreas, ...contractAreas].flatMap(
  (area): Endpoint[] => Object.values(area),
);
