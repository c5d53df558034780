import { MATERIAL_GROUP_TYPES } from '@hrbd/contract';
import type { AppDeps } from '../../../platform/context.js';
import { badRequest, conflict } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { nowText } from '../../../platform/time.js';
import * as repo from './material.repository.js';

/**
 * Material groups (素材分组): folders of one material type per company. The
 * train domain's group screens and endpoints (getGroupList, addGroup) call
 * these; uploadMaterial checks a material's group here.
 */
export interface GroupInput {
  groupName: string;
  groupType: number;
  cmpyCode?: string;
  sort?: number;
}

export interface MaterialGroup {
  groupCode: string;
  groupName: string;
  groupType: number;
  cmpyCode: string;
  sort: number;
  createTime: string;
}

const GROUP_TYPES: readonly number[] = Object.values(MATERIAL_GROUP_TYPES);

export async function addGroup(deps: AppDeps, input: GroupInput): Promise<MaterialGroup> {
  if (!GROUP_TYPES.includes(input.groupType)) throw badRequest('分组类型取值应为 1、2 之一');
  const groupName = input.groupName.trim();
  if (!groupName) throw badRequest('分组名称不能为空');
  const now = nowText();
  const group = { groupCode: randomCode(), groupName, groupType: input.groupType, cmpyCode: input.cmpyCode ?? '', sort: input.sort ?? 0, createTime: now };
  const inserted = await repo.insertGroup(deps.db, { ...group, updateTime: now });
  if (!inserted) throw conflict(`分组“${groupName}”已存在`);
  return group;
}

export interface CountedGroup extends MaterialGroup {
  materialCount: number;
}

/** The groups (getGroupList), each with how many materials it holds, in their order. */
export async function listGroupsWithCounts(deps: AppDeps, filter: { groupType?: number; cmpyCode?: string }): Promise<CountedGroup[]> {
  const groups = await listGroups(deps, filter);
  const counts = await repo.countByGroups(deps.db, groups.map((g) => g.groupCode));
  return groups.map((g) => ({ ...g, materialCount: counts.get(g.groupCode) ?? 0 }));
}

export async function listGroups(deps: AppDeps, filter: { groupType?: number; cmpyCode?: string }): Promise<MaterialGroup[]> {
  const rows = await repo.listGroups(deps.db, filter);
  return rows.map(({ groupCode, groupName, groupType, cmpyCode, sort, createTime }) => ({ groupCode, groupName, groupType, cmpyCode, sort, createTime }));
}

/** The group a material is filed under: it must exist, hold the material's type and belong to its company. */
export async function requireGroupFor(deps: AppDeps, groupCode: string, materialType: number, cmpyCode: string): Promise<void> {
  const group = await repo.findGroup(deps.db, groupCode);
  if (!group || group.cmpyCode !== cmpyCode) throw badRequest('分组不存在，请重新选择');
  if (group.groupType !== materialType) throw badRequest('分组类型与素材类型不一致，请重新选择');
}
