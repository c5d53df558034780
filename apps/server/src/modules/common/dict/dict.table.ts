import type { Generated } from 'kysely';

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
  createTime: string;
}
