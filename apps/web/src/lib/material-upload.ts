import { MATERIAL_EXISTS_CODE, materialApi, UPLOAD_MESSAGES, type DataOf } from '@hrbd/contract';
import { dataOrThrow, postForm } from './form-request';

export type MaterialRegistration = DataOf<typeof materialApi.uploadMaterial>;

export interface RegisterMaterialInput {
  file: File;
  md5: string;
  /** 1 image, 2 video (MATERIAL_TYPES). */
  materialType: number;
  cmpyCode?: string;
  groupCode?: string;
  /** Send the file in the same form (pictures); videos follow over tus instead. */
  withFile?: boolean;
  onProgress?: (loaded: number, total: number) => void;
}

export interface RegisteredMaterial {
  material: MaterialRegistration;
  /** The company already has this very file (秒传): nothing more is sent. */
  exists: boolean;
  /** The server's words: 文件已存在，上传成功 for an existing file. */
  msg: string;
}

/** The material's name as the list shows it: the file name without its extension, at most 100 characters. */
export function materialNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 100);
}

/**
 * uploadMaterial: registers a material by its md5. Code 0 is not a failure
 * here but the instant upload (秒传) the contract defines; every other code
 * other than 200 is an error with the server's message.
 */
export async function registerMaterial(input: RegisterMaterialInput): Promise<RegisteredMaterial> {
  const { file, md5, materialType, cmpyCode, groupCode, withFile, onProgress } = input;
  const envelope = await postForm(
    materialApi.uploadMaterial,
    { cmpyCode, materialType, materialName: materialNameOf(file.name), fileName: file.name, fileSize: file.size, md5, groupCode },
    withFile ? file : null,
    { onProgress },
  );
  if (envelope.code === MATERIAL_EXISTS_CODE) return { material: envelope.data, exists: true, msg: envelope.msg || UPLOAD_MESSAGES.exists };
  return { material: dataOrThrow(envelope), exists: false, msg: envelope.msg };
}
