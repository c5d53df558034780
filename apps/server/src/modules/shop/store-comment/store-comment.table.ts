import type { Generated, Insertable, Selectable } from 'kysely';

/** A consumer's rating of a store (1–5 stars). */
export interface ShopCommentTable {
  id: Generated<number>;
  commentCode: string;
  storeId: number;
  star: number;
  content: string;
  /** Comma-separated object keys. */
  photoKeys: string;
  userName: string;
  phone: string;
  createTime: string;
}

export type CommentRow = Selectable<ShopCommentTable>;
export type NewComment = Insertable<ShopCommentTable>;
