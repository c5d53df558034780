import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A class (班级); status 未开班/开班中/已结束 is read from firstBegin/lastEnd against the clock. */
export interface TrainClassTable {
  id: Generated<number>;
  classCode: string;
  className: string;
  courseCode: string;
  courseName: string;
  cmpyCode: string;
  cmpyName: string;
  /** JSON array of names. */
  teachers: string;
  capacity: number;
  beginDate: string;
  endDate: string;
  firstBegin: string;
  lastEnd: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  gcj02Lng: number;
  gcj02Lat: number;
  signRadius: number;
  paperCode: Generated<string>;
  passRate: number;
  finishState: Generated<number>;
  finishTime: Generated<string>;
  creatorId: number | null;
  creatorName: Generated<string>;
  createTime: string;
  updateTime: string;
}

export interface TrainClassSessionTable {
  id: Generated<number>;
  classId: number;
  sessionNo: number;
  beginTime: string;
  endTime: string;
}

export interface TrainStudentTable {
  id: Generated<number>;
  studentCode: string;
  classId: number;
  usrName: string;
  idCard: string;
  mobile: string;
  education: Generated<string>;
  employState: Generated<string>;
  finishState: Generated<number>;
  finishReason: Generated<string>;
  createTime: string;
  updateTime: string;
}

export type ClassRow = Selectable<TrainClassTable>;
export type NewClass = Insertable<TrainClassTable>;
export type ClassChanges = Updateable<TrainClassTable>;
export type SessionRow = Selectable<TrainClassSessionTable>;
export type NewSession = Insertable<TrainClassSessionTable>;
export type StudentRow = Selectable<TrainStudentTable>;
export type NewStudent = Insertable<TrainStudentTable>;

/** 学员导入's rejected rows, kept 24 hours for the importer. */
export interface TrainImportErrorTable {
  id: Generated<number>;
  errorCode: string;
  importerId: number;
  rows: string;
  createTime: string;
}
