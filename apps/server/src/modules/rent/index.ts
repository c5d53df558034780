import type { DomainModule } from '../../platform/domain-module.js';
import { rentCompanyRoutes } from './company/rent-company.routes.js';
import { idleHouseRoutes } from './idle/idle-house.routes.js';
import { seedIdleHouseDemo } from './idle/idle-house.demo.js';
import { ledgerRoutes } from './ledger/ledger.routes.js';
import { ledgerTasks } from './ledger/ledger.tasks.js';
import * as m0048 from './migrations/0048-rent-ledger.js';
import * as m0049 from './migrations/0049-rent-idle-house.js';
import * as m0059 from './migrations/0059-rent-report.js';
import * as m0067 from './migrations/0067-rent-company-beds.js';
import * as m0070 from './migrations/0070-rent-counters.js';
import { seedRentReports } from './ledger/report.demo.js';
import { seedRentDemo } from './ledger/rent.demo.js';

/** 住房租赁: communities, units, rooms, the occupancy ledger, tenants, quits and rent companies. */
export const rentModule: DomainModule = {
  domain: 'rent',
  routes: [...ledgerRoutes, ...rentCompanyRoutes, ...idleHouseRoutes],
  migrations: { '0048-rent-ledger': m0048, '0049-rent-idle-house': m0049, '0059-rent-report': m0059, '0067-rent-company-beds': m0067, '0070-rent-counters': m0070 },
  seeds: [
    { name: 'demo-rent-idle', when: 'demo', run: (db, context) => seedIdleHouseDemo(db, context.now) },
    // After the recruit demo: rent companies are its passed companies.
    { name: 'demo-rent', when: 'demo', run: (db, context) => seedRentDemo(db, context.now) },
    // After the ledger's demo: 12 months of 房源上报 computed from it, through the report service.
    { name: 'demo-rent-reports', when: 'demo', run: (db, context) => seedRentReports(db, context.now) },
  ],
  tasks: ledgerTasks,
};
