import { SKILL_GROUPS } from '@hrbd/contract';
import type { Kysely } from 'kysely';
import type { DbOrTrx } from '../../../db/database.js';
import { bulkInsert, dialectOf } from '../../../db/dialect/index.js';
import { demoRandom } from '../../../platform/demo-random.js';
import { formatTime } from '../../../platform/time.js';

/**
 * Skills for the demo resumes, read from what each resume already says —
 * the job it wants, the jobs it held, its training courses and certificates,
 * its majors — plus, now and then, a neighbouring skill of the same group,
 * as people list them. A resume that names nothing recognisable gets one of
 * the general skills any factory or service post asks for. Deterministic: a
 * fixed seed over the resumes in id order.
 */
const SEED = 260_026;

/** Words in a resume's texts and the skill they show. */
const HINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/数控|车床|车工/, '1001'],
  [/铣/, '1003'],
  [/钳工/, '1004'],
  [/焊/, '1005'],
  [/冲压/, '1006'],
  [/模具/, '1007'],
  [/CAD|制图|建筑工程/, '1008'],
  [/普工|操作工/, '2001'],
  [/装配/, '2002'],
  [/电子装配|贴片/, '2003'],
  [/汽车装配|焊装/, '2004'],
  [/注塑/, '2005'],
  [/食品/, '2006'],
  [/包装/, '2007'],
  [/质检|检验|检测员/, '2008'],
  [/缝纫|制衣/, '2009'],
  [/电工|电气/, '3001'],
  [/PLC|自动化/, '3003'],
  [/机电|设备维修/, '3004'],
  [/机器人/, '3005'],
  [/汽车检测|汽车维修/, '3006'],
  [/家电/, '3007'],
  [/叉车/, '4001'],
  [/仓库|仓储|物流/, '4002'],
  [/快递|分拣|配送/, '4003'],
  [/货车/, '4004'],
  [/挖掘机/, '4005'],
  [/起重/, '4006'],
  [/钢筋/, '5001'],
  [/木工/, '5002'],
  [/瓦工|砌筑/, '5003'],
  [/水电/, '5004'],
  [/架子工/, '5005'],
  [/文员|计算机|工商管理|行政/, '6001'],
  [/电子商务|电商/, '6002'],
  [/软件/, '6003'],
  [/网络/, '6004'],
  [/数据标注/, '6005'],
  [/会计|出纳|财务/, '6006'],
  [/营业员|销售|营销|导购/, '7001'],
  [/收银/, '7002'],
  [/客服/, '7003'],
  [/烹调|厨师/, '7004'],
  [/面点/, '7005'],
  [/服务员/, '7006'],
  [/酒店|客房/, '7007'],
  [/保安/, '7008'],
  [/保洁/, '7009'],
  [/育婴|学前教育/, '8001'],
  [/养老/, '8002'],
  [/家政/, '8003'],
  [/^护理$|护士/, '8004'],
  [/按摩/, '8005'],
];

/** What any post on a line or in a service asks for: given to a resume that names nothing else. */
const GENERAL = ['2001', '2007', '4003', '7006', '7008', '7009'];
/** At most this many skills per resume: a resume lists what the person does best. */
const MOST = 6;
const LOAD_CHUNK = 20_000;

const groupOf = new Map(SKILL_GROUPS.flatMap((g) => g.skills.map((s) => [s.code, g] as const)));

/** Reads every resume's texts and writes its skills. */
export async function seedResumeSkillsDemo(db: DbOrTrx, options: { now?: number } = {}): Promise<void> {
  const random = demoRandom(SEED);
  const createTime = formatTime(options.now ?? Date.now());
  const resumes = await db
    .selectFrom('recruitResume as r')
    .innerJoin('recruitJobSeeker as s', 's.id', 'r.seekerId')
    .select(['r.id', 'r.expectJob', 's.education'])
    // Resumes that already list skills (from the job seekers' app) keep their own.
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('recruitResumeSkill as k').select('k.resumeId').whereRef('k.resumeId', '=', 'r.id'))))
    .orderBy('r.id')
    .execute();
  if (resumes.length === 0) return;
  const texts = new Map<number, string[]>(resumes.map((r) => [Number(r.id), [r.expectJob]]));
  const add = (resumeId: number | string, ...values: string[]) => texts.get(Number(resumeId))?.push(...values);
  for (const w of await db.selectFrom('recruitResumeWork').select(['resumeId', 'jobName']).orderBy('id').execute()) add(w.resumeId, w.jobName);
  for (const t of await db.selectFrom('recruitResumeTrain').select(['resumeId', 'trainCourse', 'certificate']).orderBy('id').execute()) add(t.resumeId, t.trainCourse, t.certificate);
  for (const e of await db.selectFrom('recruitResumeEducation').select(['resumeId', 'major']).orderBy('id').execute()) add(e.resumeId, e.major);

  const rows: Array<[number, string, string]> = [];
  for (const resume of resumes) {
    const id = Number(resume.id);
    const skills = new Set<string>();
    for (const text of texts.get(id) ?? []) for (const [pattern, code] of HINTS) if (pattern.test(text)) skills.add(code);
    if (skills.size === 0) skills.add(random.pick(GENERAL));
    // A neighbouring skill of the same trade, as people list them.
    if (random.chance(0.45)) {
      const group = groupOf.get(random.pick([...skills]));
      if (group) skills.add(random.pick(group.skills).code);
    }
    if (resume.education >= 8 && random.chance(0.4)) skills.add('6001');
    for (const code of [...skills].slice(0, MOST)) rows.push([id, code, createTime]);
  }
  const dialect = dialectOf(db);
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    await bulkInsert(
      db as unknown as Kysely<unknown>,
      dialect,
      'recruit_resume_skill',
      [
        ['resume_id', 'integer'],
        ['skill_code', 'text'],
        ['create_time', 'text'],
      ],
      rows.slice(i, i + LOAD_CHUNK),
    );
  }
}
