import type { DomainModule } from '../../platform/domain-module.js';
import { companyContractRoutes } from './company-contract/company-contract.routes.js';
import { contractModelRoutes } from './contract-model/contract-model.routes.js';
import * as m0055 from './migrations/0055-contract.js';
import { onlineSignRoutes } from './online-sign/online-sign.routes.js';
import { onlineSignTasks } from './online-sign/online-sign.tasks.js';
import { seedContractDemo } from './contract.demo.js';
import { parseTime } from '../../platform/time.js';

/** 合同管理: contract models, online signings and their signed PDFs, per-company figures (README.md). */
export const contractModule: DomainModule = {
  domain: 'contract',
  routes: [...contractModelRoutes, ...onlineSignRoutes, ...companyContractRoutes],
  migrations: { '0055-contract': m0055 },
  seeds: [
    // After the company demo: models belong to its passed companies.
    {
      name: 'demo-contract',
      when: 'demo',
      run: (db, context) => {
        if (!context.storage) throw new Error('demo-contract: 合同演示数据需要文件存储（SeedContext.storage）');
        return seedContractDemo(db, context.storage, { now: parseTime(context.now) });
      },
    },
  ],
  tasks: [...onlineSignTasks],
};
