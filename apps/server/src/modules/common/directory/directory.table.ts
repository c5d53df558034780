import type { Generated, Insertable } from 'kysely';

export interface ComDirectoryTable {
  id: Generated<number>;
  directoryCode: string;
  directoryName: string;
  parentCode: string;
  level: number;
  serviceObject: string;
  remark: string;
  sort: number;
}

export type NewDirectoryEntry = Insertable<ComDirectoryTable>;
