import { systemEndpoints } from '@hrbd/contract';

const { listResourceTree, listResourcePage, queryResourceByCode, queryRole, userInfo } = systemEndpoints;

/**
 * What a change to the resource tree makes stale: both views of it, the role
 * grant tree, and the signed-in user's own menus (a renamed menu shows at once).
 */
export const RESOURCE_DEPENDENTS = [listResourceTree, listResourcePage, queryResourceByCode, queryRole, userInfo] as const;
