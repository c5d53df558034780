import type { Generated, Insertable } from 'kysely';

export interface ComDictTypeTable {
  dictType: string;
  dictName: string;
  createTime: string;
}

export interface ComDictItemTable {
  id: Generated<number>;
  dictType: string;
  dataKey: string;
  dataValue: string;
  sort: number;
  /** 1 启用, 0 禁用 (migration 0032); moved by DICT_ITEM_MACHINE. */
  enabled: Generated<number>;
  createTime: string;
  updateTime: string;
}

export type NewDictItem = Insertable<ComDictItemTable>;
