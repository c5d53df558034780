import type { Generated, Insertable } from 'kysely';

export interface ComLabelTable {
  id: Generated<number>;
  labelCode: string;
  labelName: string;
  /** LABEL_TYPES of the contract: 1 online course, 2 offline course, 3 skill. */
  labelType: number;
  /** 1 hot. */
  labelHot: number;
  sort: number;
  createTime: string;
  updateTime: string;
}

export type NewLabel = Insertable<ComLabelTable>;
