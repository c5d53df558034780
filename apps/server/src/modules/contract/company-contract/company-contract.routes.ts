import { companyContractApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { pageCompanyContracts } from './company-contract.service.js';

export const companyContractRoutes = [route(companyContractApi.page, ({ deps, actor, body }) => pageCompanyContracts(deps, actor, body))];
