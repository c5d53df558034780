import type { Generated, Insertable, Updateable } from 'kysely';

export interface SysResourceTable {
  id: Generated<number>;
  /** 0 for a root node. */
  parentId: number;
  code: string;
  name: string;
  type: 'menu' | 'button';
  path: string;
  icon: string;
  sort: number;
  hidden: number;
  remark: string;
  createTime: string;
  updateTime: string;
}

export type NewResource = Insertable<SysResourceTable>;
export type ResourceChanges = Updateable<SysResourceTable>;
