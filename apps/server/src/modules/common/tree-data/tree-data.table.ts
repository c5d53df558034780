import type { Generated, Insertable } from 'kysely';

export interface ComTreeDataTable {
  id: Generated<number>;
  treeType: string;
  code: string;
  name: string;
  /** '' for a root. */
  parentCode: string;
  sort: number;
}

export type NewTreeNode = Insertable<ComTreeDataTable>;
