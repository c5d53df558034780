import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A college (院校) and the state of its latest 入驻申请. */
export interface CollegeInfoTable {
  id: Generated<number>;
  collegeCode: string;
  collegeName: string;
  /** 1 本科院校, 2 高职（专科）院校, 3 中等职业学校, 4 技工院校. */
  collegeType: number;
  /** 1 公办, 2 民办. */
  runNature: number;
  /** 学校标识码, ten digits. */
  schoolCode: string;
  authority: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  contactPerson: string;
  contactPhone: string;
  logoKey: string;
  licenseKey: string;
  introduction: string;
  /** 1 待审核, 2 已通过, 3 已驳回. */
  approveType: number;
  rejectDesc: string;
  checkerName: string;
  applyTime: string;
  checkTime: string | null;
  createTime: string;
  updateTime: string;
}

export interface CollegeSpecialtyTable {
  collegeCode: string;
  specialtyCode: string;
  sort: number;
}

/** 入驻申请: one per submission, the decision written onto it. */
export interface CollegeApplyTable {
  id: Generated<number>;
  applyCode: string;
  collegeCode: string;
  sequence: number;
  applyTime: string;
  /** The fields submitted, as JSON (CollegeSnapshot). */
  snapshot: string;
  /** 1 while it waits, then 2 or 3. */
  approveType: number;
  rejectDesc: string;
  checkerId: number | null;
  checkerName: string;
  checkTime: string | null;
}

export type CollegeRow = Selectable<CollegeInfoTable>;
export type NewCollege = Insertable<CollegeInfoTable>;
export type CollegeChanges = Updateable<CollegeInfoTable>;
export type CollegeApplyRow = Selectable<CollegeApplyTable>;
export type NewCollegeApply = Insertable<CollegeApplyTable>;
