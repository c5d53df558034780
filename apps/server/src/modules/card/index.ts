import { perm } from '@hrbd/contract';
import type { DomainModule } from '../../platform/domain-module.js';
import { seedCardDemo } from './card.demo.js';
import * as m0052 from './migrations/0052-card.js';
import { rechargeRoutes } from './recharge/recharge.routes.js';
import { receiptKeysAmong } from './recharge/recharge.service.js';
import { parseTime } from '../../platform/time.js';

/** 电子卡: the e-card ledger and companies' recharge applications (README.md). */
export const cardModule: DomainModule = {
  domain: 'card',
  routes: [...rechargeRoutes],
  migrations: { '0052-card': m0052 },
  seeds: [
    // After the recruit demo: the applications come from its passed companies.
    { name: 'demo-card', when: 'demo', run: (db, { now }) => seedCardDemo(db, { now: parseTime(now) }) },
  ],
  tasks: [],
  fileHolders: [{ permission: perm.oddjobMarket.card.list, keysAmong: receiptKeysAmong }],
};
