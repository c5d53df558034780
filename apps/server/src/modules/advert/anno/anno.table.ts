import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DisplayColumns } from '../display.table.js';

/** 公告. */
export interface AdvertAnnoTable extends DisplayColumns {
  annoCode: string;
  title: string;
  /** Rich text as sanitizeRichText left it. */
  content: string;
  /** 1 置顶: pinned notices come first, ordered among themselves. */
  isTop: number;
}
export type AnnoRow = Selectable<AdvertAnnoTable>;
export type NewAnno = Insertable<AdvertAnnoTable>;
export type AnnoChanges = Updateable<AdvertAnnoTable>;
