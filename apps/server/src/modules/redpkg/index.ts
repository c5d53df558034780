import type { DomainModule } from '../../platform/domain-module.js';
import * as m0053 from './migrations/0053-redpkg.js';
import { redPkgUserRoutes } from './red-pkg-user/red-pkg-user.routes.js';
import { redPkgPaymentSource } from './red-pkg-user/red-pkg-user.service.js';
import { seedRedPkgDemo } from './redpkg.demo.js';

/** 红包补贴用户: import, check, and the 支付申请 that pays them (README.md). */
export const redpkgModule: DomainModule = {
  domain: 'redpkg',
  routes: [...redPkgUserRoutes],
  migrations: { '0053-redpkg': m0053 },
  // After the card domain: paid red packets are credited to its ledger.
  seeds: [{ name: 'demo-redpkg', when: 'demo', run: (db, { now }) => seedRedPkgDemo(db, now) }],
  tasks: [],
  paymentSources: [redPkgPaymentSource],
};
