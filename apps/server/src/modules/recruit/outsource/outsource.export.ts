import { DICT_TYPES, EMPLOY_TYPE_LABELS, OUTSOURCE_LABELS, OUTSOURCE_STATE_LABELS, type OutsourceFilterInput, type OutsourceRecord, type OutsourceState, type outsourceApi } from '@hrbd/contract';
import { keysetBatches } from '../../../platform/export/batches.js';
import type { ValuesOf } from '../../../platform/export/columns.js';
import { listExport } from '../../../platform/export/list-export.js';
import { dictLabels } from '../../../platform/export/xlsx.js';
import { disclosureFor, todayText } from '../resume/resume.service.js';
import * as repo from './outsource.repository.js';
import { outsourceFilterOf, outsourceRecordOf } from './outsource.service.js';

const educationLabel = dictLabels(DICT_TYPES.education);
const genderLabel = dictLabels(DICT_TYPES.gender);

/** Each labelled field as the sheet writes it: words for codes, as the list shows them. */
const VALUES: ValuesOf<typeof OUTSOURCE_LABELS, OutsourceRecord> = {
  usrName: (r) => r.usrName,
  state: (r) => OUTSOURCE_STATE_LABELS[r.state as OutsourceState] ?? String(r.state),
  cmpyName: (r) => r.cmpyName,
  dispatchCmpyName: (r) => r.dispatchCmpyName,
  postName: (r) => r.postName,
  employType: (r) => EMPLOY_TYPE_LABELS[r.employType] ?? String(r.employType),
  contract: (r) => `${r.contractStart} 至 ${r.contractEnd}`,
  salary: (r) => r.salary,
  createTime: (r) => r.createTime,
  usrGender: (r) => genderLabel(r.usrGender),
  age: (r) => r.age,
  education: (r) => educationLabel(r.education),
  idCard: (r) => r.idCard,
  mobile: (r) => r.mobile,
  leaveDate: (r) => r.leaveDate ?? '',
  leaveReason: (r) => r.leaveReason,
};

/** exportListHandler: the list as it is filtered, newest contract first, masked as the caller sees the list. */
export const exportPlacements = listExport<typeof outsourceApi.exportListHandler, typeof OUTSOURCE_LABELS, OutsourceRecord>(
  OUTSOURCE_LABELS,
  async ({ deps, actor, query }) => {
    const today = todayText();
    const filter = outsourceFilterOf(query satisfies OutsourceFilterInput, actor.scope, today);
    const disclosure = await disclosureFor(deps, actor);
    return {
      count: () => repo.countPlacements(deps.db, filter),
      values: VALUES,
      batches: async function* () {
        const rows = keysetBatches<repo.OutsourceRow, repo.OutsourceCursor>(
          deps.db,
          (after, limit) => repo.exportBatch(deps.db, filter, after, limit),
          (last) => ({ contractStart: last.contractStart, id: Number(last.id) }),
        );
        for await (const batch of rows) yield batch.map((row) => outsourceRecordOf(row, disclosure, today));
      },
    };
  },
);
