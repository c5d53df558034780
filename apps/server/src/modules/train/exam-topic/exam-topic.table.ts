import type { Generated, Insertable, Updateable } from 'kysely';

/** A question of the bank (试题). */
export interface TrainExamTopicTable {
  id: Generated<number>;
  topicCode: string;
  /** TOPIC_TYPES of the contract: 1 单选题, 2 多选题, 3 判断题. */
  topicType: number;
  stem: string;
  /** JSON array of the options' texts, A first. */
  options: string;
  /** JSON array of the right options' letters. */
  answers: string;
  analysis: string;
  /** TOPIC_DIFFICULTIES: 1 容易, 2 中等, 3 困难. */
  difficulty: number;
  /** 1 已启用, 0 已停用 (TOPIC_MACHINE). */
  status: number;
  creatorId: number | null;
  creatorName: string;
  updaterName: string;
  createTime: string;
  updateTime: string;
}

/** A question's skill labels (com_label of type 3, by code). */
export interface TrainExamTopicLabelTable {
  topicId: number;
  labelCode: string;
}

export type NewTopic = Insertable<TrainExamTopicTable>;
export type TopicChanges = Updateable<TrainExamTopicTable>;
export type NewTopicLabel = Insertable<TrainExamTopicLabelTable>;
