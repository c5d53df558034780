import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { registerFileDownloads } from '../../platform/storage/files-route.js';
import { registerTus, type TusHooks } from '../../platform/uploads/tus.js';
import * as material from './material/material.service.js';
import { recordFile } from './file/file.service.js';

/**
 * Beside the file and material areas rather than in either: it hands each
 * upload to one of them, and the material area already builds on the file area.
 *
 * A resumable upload with `materialCode` in its metadata carries a
 * registered material's file; one without is a plain file, catalogued like
 * fileManage/uploadFile's.
 */
const tusHooks: TusHooks = {
  async create(deps, actor, meta, size, uploadId) {
    return meta.materialCode ? material.beginUpload(deps, actor, meta, size, uploadId) : {};
  },
  async finish(deps, actor, meta, file) {
    if (meta.materialCode) await material.finishUpload(deps, actor, meta, file);
    else await recordFile(deps, actor, file, { source: 'tus', cmpyCode: meta.cmpyCode });
  },
  async fail(deps, meta, reason) {
    if (meta.materialCode) await material.failUpload(deps, meta, reason);
  },
};

/** The upload protocol outside the catalogue: signed downloads at /files/… and tus at /backend-common/tus. */
export async function fileProtocol(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  registerFileDownloads(app, options.deps);
  await registerTus(app, options.deps, tusHooks);
}
