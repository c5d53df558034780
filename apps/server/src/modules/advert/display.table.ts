import type { Generated } from 'kysely';

/** The columns every advertising item has (migration 0056); its status is derived from them when read. */
export interface DisplayColumns {
  id: Generated<number>;
  /** 1… within the item's group (position, or 置顶 for notices); rewritten whole by a drag. */
  sort: number;
  startTime: string;
  endTime: string;
  /** 1 启用, 0 停用. */
  enabled: number;
  creatorId: number | null;
  creatorName: Generated<string>;
  createTime: string;
  updateTime: string;
}
