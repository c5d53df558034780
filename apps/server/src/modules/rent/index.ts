import type { DomainModule } from '../../platform/domain-module.js';
import { rentCompanyRoutes } from './company/rent-company.routes.js';
import { ledgerRoutes } from './ledger/ledger.routes.js';
import { ledgerTasks } from './ledger/ledger.tasks.js';
import * as m0048 from './migrations/0048-rent-ledger.js';
import { seedRentDemo } from './ledger/rent.demo.js';

/** 住房租赁: communities, units, rooms, the occupancy ledger, tenants, quits and rent companies. */
export const rentModule: DomainModule = {
  domain: 'rent',
  routes: [...ledgerRoutes, ...rentCompanyRoutes],
  migrations: { '0048-rent-ledger': m0048 },
  seeds: [
    // After the recruit demo: rent companies are its passed companies.
    { name: 'demo-rent', when: 'demo', run: (db, context) => seedRentDemo(db, context.now) },
  ],
  tasks: ledgerTasks,
};
