import {
  ageOn,
  AREA_SCORES,
  areaLevelOf,
  educationBands,
  MATCH_WEIGHTS,
  skillGroupName,
  skillName,
  type MatchCriteria,
  type MatchRecord,
  type Page,
  type ResumeProfile,
  type ResumeSkill,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { pageWindow, type PageRequest } from '../../../platform/paging.js';
import { regionIndex } from '../../common/region/region.service.js';
import {
  disclosureFor,
  historiesOf,
  NO_HISTORIES,
  resumeById,
  resumesByIds,
  resumeViewer,
  todayText,
  type Disclosure,
  type ResumeRow,
} from '../resume/resume.service.js';
import * as repo from './industrial-army.repository.js';

/** `YYYY-MM-DD` minus whole years, as text (02-29 of a year without one still compares correctly). */
function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * The rings around the area asked for, innermost first, with their points
 * (AREA_SCORES). The region table names the city and province of a county,
 * so 省直辖县 (济源 419001 › 419000) and 东莞-like cities without counties
 * are judged by the codes people's addresses actually carry.
 */
async function areaRings(db: Db, areaCode: string): Promise<NonNullable<repo.MatchFilter['area']>> {
  const index = await regionIndex(db);
  const level = areaLevelOf(areaCode);
  const unknown = () => badRequest(`所在地区编码“${areaCode}”不存在`);
  if (level === 'province') {
    const province = index.node('province', `${areaCode}0000`);
    if (!province) throw unknown();
    return [{ column: 'provinceCode', code: province.code, score: AREA_SCORES.same }];
  }
  if (level === 'city') {
    const city = index.node('city', `${areaCode}00`);
    if (!city?.parent) throw unknown();
    return [
      { column: 'cityCode', code: city.code, score: AREA_SCORES.same },
      { column: 'provinceCode', code: city.parent.code, score: AREA_SCORES.sameProvinceOfCity },
    ];
  }
  const county = index.node('county', areaCode);
  const city = county?.parent;
  if (!county || !city?.parent) throw unknown();
  return [
    { column: 'countyCode', code: county.code, score: AREA_SCORES.same },
    { column: 'cityCode', code: city.code, score: AREA_SCORES.sameCity },
    { column: 'provinceCode', code: city.parent.code, score: AREA_SCORES.sameProvinceOfCounty },
  ];
}

/** The stored form of what a match asks for. */
export async function matchFilterOf(db: Db, criteria: MatchCriteria, today = todayText()): Promise<repo.MatchFilter> {
  const bands = criteria.education === undefined ? undefined : educationBands(criteria.education);
  return {
    skillCodes: [...new Set(criteria.skillCodes)],
    skillWeight: MATCH_WEIGHTS.skill,
    education: bands && { ...bands, fullScore: MATCH_WEIGHTS.education, halfScore: MATCH_WEIGHTS.education / 2 },
    educationWeight: MATCH_WEIGHTS.education,
    area: criteria.areaCode === undefined ? undefined : await areaRings(db, criteria.areaCode),
    areaWeight: MATCH_WEIGHTS.area,
    // At least startAge: born on or before today that many years ago; at most endAge: born after endAge + 1 years ago.
    bornUntil: criteria.startAge === undefined ? undefined : yearsBefore(today, criteria.startAge),
    bornAfter: criteria.endAge === undefined ? undefined : yearsBefore(today, criteria.endAge + 1),
    usrGender: criteria.usrGender,
    jobStatus: criteria.jobStatus,
  };
}

// ---------------------------------------------------------------------------
// Skills
// ---------------------------------------------------------------------------

const skillOf = (skillCode: string): ResumeSkill => ({ skillCode, skillName: skillName(skillCode), groupName: skillGroupName(skillCode) });

/** The skills of each resume (every id present, [] for none), in code order. */
export async function skillsOfResumes(db: DbOrTrx, resumeIds: readonly number[]): Promise<Map<number, ResumeSkill[]>> {
  const bySkill = new Map<number, ResumeSkill[]>(resumeIds.map((id) => [id, []]));
  for (const row of await repo.skillsOf(db, resumeIds)) bySkill.get(Number(row.resumeId))?.push(skillOf(row.skillCode));
  return bySkill;
}

// ---------------------------------------------------------------------------
// Resumes
// ---------------------------------------------------------------------------

/** A resume as its details show it (基本信息 as `disclosure` allows, histories, skills): outsourcing's queryResume shows the same. */
export async function resumeProfileOf(db: Db, disclosure: Disclosure, resume: ResumeRow): Promise<ResumeProfile> {
  const id = Number(resume.id);
  const [view, histories, skills] = await Promise.all([resumeViewer(db, disclosure), historiesOf(db, [id]), skillsOfResumes(db, [id])]);
  return { resumeCode: resume.resumeCode, resumeVO: view(resume), ...(histories.get(id) ?? NO_HISTORIES), skillList: skills.get(id) ?? [] };
}

/** getResumeInfoByCard: the number is already valid by GB 11643 (the contract checks it); unknown is 404. */
export async function resumeByIdCard(deps: AppDeps, actor: Actor, idCard: string): Promise<ResumeProfile> {
  const id = await repo.resumeIdByIdCard(deps.db, idCard);
  if (id === undefined) throw notFound('未找到该身份证号对应的简历');
  const [resume, disclosure] = await Promise.all([resumeById(deps.db, id), disclosureFor(deps, actor)]);
  return resumeProfileOf(deps.db, disclosure, resume);
}

// ---------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------

/** Ranked rows with their people, in ranking order; `firstRank` is the rank of the first. */
export async function matchRecordsOf(
  deps: AppDeps,
  disclosure: Disclosure,
  asked: readonly string[],
  rows: readonly repo.ScoredRow[],
  firstRank: number,
): Promise<MatchRecord[]> {
  const ids = rows.map((r) => r.id);
  const [resumes, skills, view] = await Promise.all([resumesByIds(deps.db, ids), skillsOfResumes(deps.db, ids), resumeViewer(deps.db, disclosure)]);
  const byId = new Map(resumes.map((r) => [Number(r.id), r]));
  const wanted = new Set(asked);
  const today = todayText();
  return rows.flatMap((row, i) => {
    const resume = byId.get(row.id);
    if (!resume) return [];
    const vo = view(resume);
    return [
      {
        rank: firstRank + i,
        resumeCode: vo.resumeCode,
        usrName: vo.usrName,
        usrGender: vo.usrGender,
        age: ageOn(vo.birthDate, today),
        idCard: vo.idCard,
        mobile: vo.mobile,
        education: vo.education,
        jobStatus: vo.jobStatus,
        provinceName: vo.provinceName,
        cityName: vo.cityName,
        countyName: vo.countyName,
        expectJob: vo.expectJob,
        workYears: vo.workYears,
        // The asked skills first, so the table shows what matched before the rest.
        skills: (skills.get(row.id) ?? [])
          .map((s) => ({ skillCode: s.skillCode, skillName: s.skillName, matched: wanted.has(s.skillCode) }))
          .sort((a, b) => Number(b.matched) - Number(a.matched)),
        score: row.score,
        skillScore: row.skillScore,
        educationScore: row.educationScore,
        areaScore: row.areaScore,
        updateTime: vo.updateTime,
      },
    ];
  });
}

/** usertagMatching: one page of the ranking and how many resumes it holds. */
export async function matchResumes(deps: AppDeps, actor: Actor, input: MatchCriteria & PageRequest): Promise<Page<MatchRecord>> {
  const filter = await matchFilterOf(deps.db, input);
  const window = pageWindow(input);
  const [rows, total, disclosure] = await Promise.all([
    repo.matchPage(deps.db, filter, window),
    repo.countCandidates(deps.db, filter),
    disclosureFor(deps, actor),
  ]);
  return { total, records: await matchRecordsOf(deps, disclosure, filter.skillCodes, rows, window.offset + 1) };
}
