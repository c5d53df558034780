import { resourceApi, roleApi, userApi } from '@hrbd/contract';
/**
 * What a change to the resource tree makes stale: both views of it, the role
 * grant tree, and the signed-in user's own menus (a renamed menu shows at once).
 */
export const RESOURCE_DEPENDENTS = [resourceApi.list, resourceApi.listPage, resourceApi.queryResourcesByCode, roleApi.queryRole, userApi.info] as const;
