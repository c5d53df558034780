import {
  APPLICANT_LABELS,
  DICT_TYPES,
  MATCH_EXPORT_MAX,
  MATCH_WEIGHTS,
  skillName,
  type MatchCriteria,
  type MatchRecord,
  type RegionArea,
} from '@hrbd/contract';
import type { FastifyReply } from 'fastify';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { sliceBatches } from '../../../platform/export/batches.js';
import { pickColumns } from '../../../platform/export/columns.js';
import { dictLabels, fileStamp, sendXlsx, sheet, type XlsxColumn } from '../../../platform/export/xlsx.js';
import { nowText } from '../../../platform/time.js';
import { areaByCode } from '../../common/region/region.service.js';
import { disclosureFor } from '../resume/resume.service.js';
import * as repo from './industrial-army.repository.js';
import { matchFilterOf, matchRecordsOf } from './industrial-army.service.js';

const educationLabel = dictLabels(DICT_TYPES.education);
const genderLabel = dictLabels(DICT_TYPES.gender);
const jobStatusLabel = dictLabels(DICT_TYPES.jobStatus);

const COLUMNS: ReadonlyArray<XlsxColumn<MatchRecord>> = [
  { header: '排名', width: 6, value: (r) => r.rank },
  { header: '匹配得分', width: 10, value: (r) => r.score },
  { header: `技能得分（满分${MATCH_WEIGHTS.skill}）`, width: 18, value: (r) => r.skillScore },
  { header: `学历得分（满分${MATCH_WEIGHTS.education}）`, width: 18, value: (r) => r.educationScore },
  { header: `地区得分（满分${MATCH_WEIGHTS.area}）`, width: 18, value: (r) => r.areaScore },
  { header: '简历编号', width: 34, value: (r) => r.resumeCode },
  ...pickColumns<typeof APPLICANT_LABELS, MatchRecord, keyof typeof APPLICANT_LABELS>(APPLICANT_LABELS, ['usrName', 'usrGender', 'age', 'idCard', 'mobile', 'education'], {
    usrName: (r) => r.usrName,
    usrGender: (r) => genderLabel(r.usrGender),
    age: (r) => r.age,
    idCard: (r) => r.idCard,
    mobile: (r) => r.mobile,
    education: (r) => educationLabel(r.education),
  }),
  { header: '就业状态', width: 10, value: (r) => jobStatusLabel(r.jobStatus) },
  { header: '现居住地', width: 26, value: (r) => `${r.provinceName}${r.cityName === r.provinceName ? '' : r.cityName}${r.countyName}` },
  { header: '匹配技能', width: 28, value: (r) => r.skills.filter((s) => s.matched).map((s) => s.skillName).join('、') },
  { header: '其他技能', width: 28, value: (r) => r.skills.filter((s) => !s.matched).map((s) => s.skillName).join('、') },
  { header: '期望岗位', width: 14, value: (r) => r.expectJob },
  { header: '工作年限', width: 8, value: (r) => r.workYears },
  { header: '简历更新时间', width: 20, value: (r) => r.updateTime },
];

/** 河南省 / 河南省郑州市 / 河南省郑州市新郑市, to the depth the code was given (a municipality's city is not repeated). */
function areaNameOf(area: RegionArea, depth: number): string {
  const city = depth >= 4 && area.cityName !== area.proName ? (area.cityName ?? '') : '';
  return `${area.proName}${city}${depth === 6 ? (area.countryName ?? '') : ''}`;
}

/** The criteria as a reader of the file needs them, beside the ranking they produced. */
async function criteriaRows(deps: AppDeps, criteria: MatchCriteria, total: number, exportedAt: string): Promise<Array<[string, string]>> {
  const areaName = criteria.areaCode ? areaNameOf(await areaByCode(deps.db, criteria.areaCode), criteria.areaCode.length) : '不限';
  const ages =
    criteria.startAge === undefined && criteria.endAge === undefined
      ? '不限'
      : `${criteria.startAge ?? '不限'} 至 ${criteria.endAge ?? '不限'} 岁`;
  return [
    ['技能', criteria.skillCodes.length > 0 ? criteria.skillCodes.map(skillName).join('、') : '不限'],
    ['最低学历', criteria.education === undefined ? '不限' : educationLabel(criteria.education)],
    ['所在地区', areaName],
    ['年龄', ages],
    ['性别', criteria.usrGender === undefined ? '不限' : genderLabel(criteria.usrGender)],
    ['就业状态', criteria.jobStatus === undefined ? '不限' : jobStatusLabel(criteria.jobStatus)],
    [
      '评分规则',
      `技能${MATCH_WEIGHTS.skill}分（按具备所选技能的比例）、学历${MATCH_WEIGHTS.education}分（达到最低学历得满分，低一档得一半）、地区${MATCH_WEIGHTS.area}分（所在地区内得满分，同市或同省递减）；未设置的条件按满分计`,
    ],
    ['匹配人数', String(total)],
    ['导出时间', exportedAt],
  ];
}

/** exportIndustrial: the whole ranking under the criteria, best first, then the criteria on a sheet of their own. */
export async function exportMatches(deps: AppDeps, actor: Actor, reply: FastifyReply, criteria: MatchCriteria): Promise<void> {
  const filter = await matchFilterOf(deps.db, criteria);
  const total = await repo.countCandidates(deps.db, filter);
  if (total > MATCH_EXPORT_MAX) throw badRequest(`符合条件的简历有 ${total} 条，超过单次导出上限 ${MATCH_EXPORT_MAX} 条，请增加匹配条件`);
  const disclosure = await disclosureFor(deps, actor);
  const now = nowText();
  const about = await criteriaRows(deps, criteria, total, now);

  // Ranked once; the people behind it are read a batch at a time while the file is written.
  const ranking = await repo.rankAll(deps.db, filter);
  const batches = () => sliceBatches(ranking, (slice, first) => matchRecordsOf(deps, disclosure, filter.skillCodes, slice, first + 1));

  await sendXlsx(reply, `人才匹配结果_${fileStamp(now)}.xlsx`, `talent-matching-${fileStamp(now)}.xlsx`, [
    sheet({ name: '匹配结果', columns: COLUMNS, batches }),
    sheet<[string, string]>({
      name: '匹配条件',
      columns: [
        { header: '条件', width: 12, value: (r) => r[0] },
        { header: '内容', width: 80, value: (r) => r[1] },
      ],
      // One batch, already at hand.
      batches: async function* () {
        yield about;
      },
    }),
  ]);
}
