import type { Generated, Insertable } from 'kysely';

/** A stored upload: its server-made object key and what the client said about it. */
export interface ComFileTable {
  id: Generated<number>;
  objectKey: string;
  /** 'image' or 'video', from the content. */
  fileKind: string;
  contentType: string;
  fileSize: number;
  md5: string;
  /** The client's file name, for display only. */
  fileName: string;
  /** How it arrived: 'fileManage', 'third', 'material' or 'tus'. */
  source: string;
  cmpyCode: string;
  materialType: number | null;
  materialName: string;
  uploaderId: number | null;
  createTime: string;
}

export type NewFile = Insertable<ComFileTable>;
