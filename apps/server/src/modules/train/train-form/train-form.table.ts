import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A 培训表单. */
export interface TrainFormTable {
  id: Generated<number>;
  formCode: string;
  formName: string;
  description: string;
  /** JSON array of FormField (contract), in order. */
  fields: string;
  fieldCount: number;
  creatorId: number | null;
  creatorName: string;
  updaterName: string;
  createTime: string;
  updateTime: string;
}

/** One answer to one field of a form (written by the enrolment that filled it in). */
export interface TrainFormAnswerTable {
  id: Generated<number>;
  formCode: string;
  fieldKey: string;
  answerCode: string;
  value: string;
  createTime: string;
}

export type FormRow = Selectable<TrainFormTable>;
export type NewForm = Insertable<TrainFormTable>;
export type FormChanges = Updateable<TrainFormTable>;
export type NewFormAnswer = Insertable<TrainFormAnswerTable>;
