import type { Generated, Insertable, Updateable } from 'kysely';

/** A paper (试卷). */
export interface TrainExamPaperTable {
  id: Generated<number>;
  paperCode: string;
  paperName: string;
  /** COMPOSE_TYPES: 1 手动选题, 2 规则抽题. */
  composeType: number;
  /** JSON array of the draw rules (`DrawRule` of the contract); '[]' for a hand-picked paper. */
  rules: string;
  topicCount: number;
  totalScore: number;
  passScore: number;
  /** Minutes. */
  duration: number;
  beginTime: string;
  endTime: string;
  /** 0 未开放, 1 已开放 (PAPER_OPEN_MACHINE). */
  openStatus: number;
  /** 0 不允许补考, 1 允许补考 (PAPER_RESIT_MACHINE). */
  resitStatus: number;
  /** 1–3 while resits are allowed, else 0. */
  resitTimes: number;
  creatorId: number | null;
  creatorName: string;
  updaterName: string;
  createTime: string;
  updateTime: string;
}

/** A question as a paper holds it: copied from the bank when the paper was saved. */
export interface TrainExamPaperTopicTable {
  id: Generated<number>;
  paperId: number;
  sort: number;
  topicCode: string;
  topicType: number;
  stem: string;
  options: string;
  answers: string;
  analysis: string;
  difficulty: number;
  score: number;
}

/** An attempt (答卷) the learner app submitted; the console only reads them. */
export interface TrainExamAttemptTable {
  id: Generated<number>;
  attemptCode: string;
  paperId: number;
  learnerCode: string;
  learnerName: string;
  /** 1 the first sitting, 2 and on the resits. */
  attemptNo: number;
  score: number;
  submitTime: string;
}

export type NewPaper = Insertable<TrainExamPaperTable>;
export type PaperChanges = Updateable<TrainExamPaperTable>;
export type NewPaperTopic = Insertable<TrainExamPaperTopicTable>;
export type NewAttempt = Insertable<TrainExamAttemptTable>;
