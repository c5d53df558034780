import type { Generated, Insertable, Updateable } from 'kysely';

/** A company's picture or video, registered before (or with) its file. */
export interface ComMaterialTable {
  id: Generated<number>;
  materialCode: string;
  cmpyCode: string;
  /** 1 image, 2 video. */
  materialType: number;
  materialName: string;
  fileName: string;
  /** Size the client declared; the stored file must have it. */
  fileSize: number;
  /** Lower-case hex md5 of the file: one material per file and company (秒传). */
  md5: string;
  groupCode: string;
  /** MATERIAL_STATE: 0 上传成功, 1 上传失败, 2 上传中. */
  state: number;
  objectKey: string | null;
  /** The tus upload carrying the file, so a reloaded page can resume it. */
  uploadId: string | null;
  failReason: string;
  uploaderId: number | null;
  createTime: string;
  updateTime: string;
}

/** A folder of materials of one type (groupType 1 images, 2 videos). */
export interface ComMaterialGroupTable {
  id: Generated<number>;
  groupCode: string;
  groupName: string;
  groupType: number;
  cmpyCode: string;
  sort: number;
  createTime: string;
  updateTime: string;
}

export type NewMaterial = Insertable<ComMaterialTable>;
/** A material's code and creation time never change. */
export type MaterialChanges = Omit<Updateable<ComMaterialTable>, 'materialCode' | 'createTime'>;
export type NewMaterialGroup = Insertable<ComMaterialGroupTable>;
