import type { Generated, Insertable, Selectable } from 'kysely';

/** A sign-in: 1 已签到, 2 迟到, 3 补签 (缺勤 is the absence of a row). */
export interface TrainSignInTable {
  id: Generated<number>;
  sessionId: number;
  studentId: number;
  result: number;
  signTime: string;
  distance: number | null;
  gcj02Lng: number | null;
  gcj02Lat: number | null;
  reason: Generated<string>;
  operatorId: number | null;
  operatorName: Generated<string>;
}

export type SignInRow = Selectable<TrainSignInTable>;
export type NewSignIn = Insertable<TrainSignInTable>;
