import * as audit from './audit.js';
import * as auth from './auth.js';
import * as eventTracking from './event-tracking.js';
import * as message from './message.js';
import * as resource from './resource.js';
import * as role from './role.js';
import * as session from './session.js';
import * as user from './user.js';

/** The 36 catalogue rows of the `system` domain. */
export const systemEndpoints = {
  login: auth.login,
  logout: auth.logout,
  slideChallenge: auth.slideChallenge,
  slideVerify: auth.slideVerify,
  addUser: user.addUser,
  editUser: user.editUser,
  listUsers: user.listUsers,
  removeUsers: user.removeUsers,
  enableUser: user.enableUser,
  changePassword: user.changePassword,
  resetPassword: user.resetPassword,
  userInfo: user.userInfo,
  bindAccountQrcode: user.bindAccountQrcode,
  queryBindStatus: user.queryBindStatus,
  unbindWechat: user.unbindWechat,
  wechatCallback: user.wechatCallback,
  addRole: role.addRole,
  editRole: role.editRole,
  listRoles: role.listRoles,
  queryRole: role.queryRole,
  removeRole: role.removeRole,
  saveRoleResources: role.saveRoleResources,
  addResource: resource.addResource,
  editResource: resource.editResource,
  listResourceTree: resource.listResourceTree,
  listResourcePage: resource.listResourcePage,
  queryResourceByCode: resource.queryResourceByCode,
  removeResource: resource.removeResource,
  queryMessage: message.queryMessage,
  queryMessagePage: message.queryMessagePage,
  trackEvent: eventTracking.trackEvent,
  listEvents: eventTracking.listEvents,
  operationLogPage: audit.operationLogPage,
  loginLogPage: audit.loginLogPage,
  onlineSessions: session.onlineSessions,
  forceLogout: session.forceLogout,
} as const;
