import { courseApi, MATERIAL_TYPES, materialApi, UPLOAD_MESSAGES } from '@hrbd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ImageUpload } from '../../../components/image-uploader';
import { registerMaterial } from '../../../lib/material-upload';
import { md5OfFile } from '../../../lib/md5';

/**
 * Pictures become materials in one call: uploadMaterial with the md5 and the
 * file itself (materialType 1). A picture the server already has is not
 * stored again and says 文件已存在，上传成功. The list reloads either way.
 */
export function useMaterialImageUpload(groupCode?: string): ImageUpload {
  const queryClient = useQueryClient();
  return useCallback(
    async (file, onProgress) => {
      const md5 = await md5OfFile(file);
      const { material, exists, msg } = await registerMaterial({
        file,
        md5,
        materialType: MATERIAL_TYPES.IMAGE,
        groupCode,
        withFile: true,
        onProgress: (loaded, total) => onProgress(Math.floor((loaded / total) * 100)),
      });
      await queryClient.invalidateQueries({ queryKey: [materialApi.queryPageMaterial.key] });
      await queryClient.invalidateQueries({ queryKey: [courseApi.getGroupList.key] });
      if (!material.objectKey) throw new Error(UPLOAD_MESSAGES.failed);
      return { objectKey: material.objectKey, url: material.url, notice: exists ? msg : undefined };
    },
    [queryClient, groupCode],
  );
}
