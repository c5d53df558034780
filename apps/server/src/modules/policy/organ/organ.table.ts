import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A skill assessment organisation (技能机构). */
export interface PolicySkillOrganTable {
  id: Generated<number>;
  businessCode: string;
  organName: string;
  creditCode: string;
  /** ORGAN_TYPE_LABELS: 1 用人单位, 2 社会培训评价组织, 3 技工院校. */
  organType: number;
  legalPerson: string;
  contactPerson: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  /** JSON [{ occupation, levels }]. */
  occupations: string;
  filingNo: string;
  validStart: string;
  validEnd: string;
  /** JSON array of object keys. */
  attachments: string;
  /** ORGAN_MACHINE: 0 草稿, 1 已提交, 2 已撤销. */
  state: number;
  submitTime: string | null;
  creatorId: number | null;
  creatorName: string;
  createTime: string;
  updateTime: string;
}

export type OrganRow = Selectable<PolicySkillOrganTable>;
export type NewOrgan = Insertable<PolicySkillOrganTable>;
export type OrganChanges = Updateable<PolicySkillOrganTable>;
