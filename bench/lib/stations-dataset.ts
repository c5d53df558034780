import { APPLY_STATES, perm } from '@hrbd/contract';
import { createDatabase, dialectOf, type DatabaseTarget } from '@hrbd/server/dist/db/dialect/index.js';
import { code32, DAY_MS, demoRandom } from '@hrbd/server/dist/platform/demo-random.js';
import { formatTime } from '@hrbd/server/dist/platform/time.js';
import { sql } from 'kysely';
import { buildApplicationsDataset, load, SCOPED_COUNTY, SCOPED_USER_PASSWORD, ZHENGZHOU_COUNTIES, type ApplicationsDataset, type Cell } from './applications-dataset.js';
import { addScopedUser } from './endpoint-bench.js';

export interface StationsDataset {
  applications: ApplicationsDataset;
  stations: number;
  /** Stations per approveState (0 待审核, 1 运营中, 3 已驳回). */
  stationStates: Record<number, number>;
  /** Jobs on boards (recruit_station_job). */
  boardJobs: number;
  activities: number;
  /** Activities per status (0–6). */
  activityStates: Record<number, number>;
  /** A running station with about the median number of activities. */
  typicalStation: { stationNo: string; activities: number };
  /** The activity whose jobs hold `applications` applications in its window (type 1 is asked of it), in 新郑市. */
  hotActivity: { activityCode: string; jobs: number; applications: number; hires: number };
  /** The activity `exportRecruitInfos` is asked of: `applications` rows. */
  exportActivity: { activityCode: string; jobs: number; applications: number };
  /** 数据权限 新郑市, holding the station list's and the activity list's permissions. */
  scopedUser: { userName: string; password: string; county: string; stations: number; activities: number };
  seconds: number;
}

const STATION_COLUMNS = [
  ['station_no', 'text'], ['station_name', 'text'], ['station_type', 'integer'], ['operator_name', 'text'], ['credit_code', 'text'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['leader_name', 'text'], ['leader_phone', 'text'], ['service_phone', 'text'], ['open_hours', 'text'], ['service_items', 'text'], ['floor_area', 'integer'],
  ['photo_keys', 'text'], ['introduction', 'text'], ['approve_state', 'integer'], ['reject_desc', 'text'], ['submitter_name', 'text'], ['submit_time', 'text'],
  ['reviewer_name', 'text'], ['review_time', 'text'], ['deleted', 'integer'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const ACTIVITY_COLUMNS = [
  ['activity_code', 'text'], ['station_id', 'integer'], ['activity_name', 'text'], ['activity_type', 'integer'], ['begin_time', 'text'], ['end_time', 'text'],
  ['province_code', 'text'], ['city_code', 'text'], ['county_code', 'text'], ['address', 'text'], ['gcj02_lng', 'double precision'], ['gcj02_lat', 'double precision'],
  ['poster_key', 'text'], ['description', 'text'], ['contact_person', 'text'], ['contact_phone', 'text'], ['plan_recruit', 'integer'], ['plan_train', 'integer'],
  ['budget', 'integer'], ['hire_price', 'integer'], ['train_price', 'integer'], ['settled_amount', 'integer'], ['status', 'integer'], ['reject_desc', 'text'],
  ['stop_reason', 'text'], ['creator_name', 'text'], ['create_time', 'text'], ['update_time', 'text'],
] as const;
const ITEM_COLUMNS = [['activity_id', 'integer'], ['cmpy_code', 'text'], ['kind', 'integer'], ['item_code', 'text'], ['sort', 'integer']] as const;
const SETTLE_COLUMNS = [
  ['settle_code', 'text'], ['activity_id', 'integer'], ['hires', 'integer'], ['trainees', 'integer'], ['hire_amount', 'integer'], ['train_amount', 'integer'],
  ['payable', 'integer'], ['capped', 'integer'], ['agree_state', 'integer'], ['submitter_name', 'text'], ['submit_time', 'text'], ['agree_name', 'text'],
  ['agree_time', 'text'], ['channel', 'text'], ['voucher_no', 'text'], ['pay_date', 'text'], ['payee_account', 'text'], ['paid_amount', 'integer'], ['settle_time', 'text'],
] as const;

/** An activity's status drawn as a few years of a busy programme leave them: most ended, some in every other state. */
function statusFor(r: number): number {
  return r < 0.55 ? 6 : r < 0.65 ? 4 : r < 0.7 ? 5 : r < 0.75 ? 3 : r < 0.85 ? 0 : r < 0.93 ? 1 : 2;
}

/**
 * The applications dataset (`lib/applications-dataset.ts`: jobs, job seekers,
 * `applications` applications) and beside it `stations` stations in 郑州's
 * counties (新郑市 a quarter of them; 80 % 运营中, 10 % 待审核, 10 % 已驳回),
 * every job on a running station's board, and `activities` activities on the
 * running stations, each with a company and one job as participants, their
 * times agreeing with their status as of now (so the scheduler's clock moves
 * nothing while the benchmark runs: 待开始/审核中/已驳回 ahead, 进行中 around
 * now, the rest ended), 结算单 for 结算审核中 and 已结束. Two activities more:
 *
 * - the "hot" one (待结算, on a 新郑市 station): its jobs are the busiest, taken
 *   until they hold `hotApplications` applications, and its window spans the
 *   dataset's two years (wider than the form's 31 days) so every one of them
 *   is in it: type 1 counts them all;
 * - the export's (已结束): the busiest jobs until they hold `exportRows`.
 *
 * Plus a 新郑市-scoped user holding the two lists' permissions. PostgreSQL is
 * `vacuum analyze`d afterwards.
 */
export async function buildStationsDataset(
  target: DatabaseTarget,
  sizes: { jobs: number; seekers: number; applications: number; stations: number; activities: number; hotApplications: number; exportRows: number },
  log: (line: string) => void,
): Promise<StationsDataset> {
  const started = performance.now();
  const applications = await buildApplicationsDataset(target, sizes, log);
  const db = createDatabase(target);
  const dialect = dialectOf(db);
  const random = demoRandom(20_251_127);
  const now = Date.now();
  const at = (ms: number) => formatTime(ms);
  try {
    // Stations ----------------------------------------------------------------
    const stationStates: Record<number, number> = {};
    const stationRows: Cell[][] = [];
    for (let i = 0; i < sizes.stations; i++) {
      const county = i % 4 === 0 ? SCOPED_COUNTY : ZHENGZHOU_COUNTIES[i % ZHENGZHOU_COUNTIES.length];
      const state = i % 10 === 7 ? 0 : i % 10 === 8 ? 3 : 1;
      stationStates[state] = (stationStates[state] ?? 0) + 1;
      const submitted = at(now - random.int(30, 900) * DAY_MS);
      const reviewed = state === 0 ? '' : submitted;
      stationRows.push([
        `ZDB${String(i).padStart(7, '0')}`, `压测驿站${i}`, 1 + (i % 4), `压测运营单位${i}`, `91410100MA${String(i).padStart(8, '0')}`,
        '410000', '410100', county, `压测路${i}号`, 113.7 + random.int(-500, 500) / 10_000, 34.7 + random.int(-500, 500) / 10_000,
        '压测负责人', `139${String(i).padStart(8, '0')}`, '0371-66666666', '周一至周五 9:00-17:30', '1,2,4', random.int(40, 400),
        '', '压测驿站简介', state, state === 3 ? '材料不全' : '', '压测提交人', submitted,
        state === 0 ? '' : '压测审核人', reviewed, 0, submitted, reviewed || submitted,
      ]);
    }
    await load(db, dialect, 'recruit_station', STATION_COLUMNS, stationRows);
    const stations = await db.selectFrom('recruitStation').select(['id', 'stationNo', 'countyCode', 'approveState', 'address']).orderBy('id').execute();
    const running = stations.filter((s) => s.approveState === 1);
    log(`  ${stations.length.toLocaleString('en')} stations`);

    // Every job on a running station's board.
    const jobs = await db.selectFrom('recruitJobInfo').select(['id', 'jobCode', 'cmpyCode']).orderBy('id').execute();
    await load(
      db,
      dialect,
      'recruit_station_job',
      [['station_id', 'integer'], ['job_id', 'integer'], ['join_time', 'text']],
      jobs.map((j, i) => [Number(running[i % running.length].id), Number(j.id), '2024-01-01 09:00:00']),
    );
    log(`  ${jobs.length.toLocaleString('en')} jobs on boards`);

    // Activities -----------------------------------------------------------------
    const activityStates: Record<number, number> = {};
    const perStation = new Map<number, number>();
    const activityRows: Cell[][] = [];
    const activityJob: string[] = [];
    for (let i = 0; i < sizes.activities; i++) {
      const stationIndex = random.int(0, running.length - 1);
      const station = running[stationIndex];
      const status = statusFor(random.next());
      activityStates[status] = (activityStates[status] ?? 0) + 1;
      perStation.set(stationIndex, (perStation.get(stationIndex) ?? 0) + 1);
      // Ahead for 待开始, 审核中 and 已驳回; around now for 进行中; ended (up to two years ago) for the rest.
      const begin =
        status === 0 || status === 1 || status === 2
          ? now + random.int(2, 60) * DAY_MS
          : status === 3
            ? now - random.int(1, 5) * DAY_MS
            : now - random.int(25, 730) * DAY_MS;
      // 进行中 ends ahead of now, the ended ones behind it.
      const end = status === 3 ? now + random.int(1, 20) * DAY_MS : begin + random.int(1, 20) * DAY_MS;
      const budget = random.int(20, 500) * 10_000;
      const job = jobs[(stationIndex + running.length * random.int(0, 40)) % jobs.length];
      activityJob.push(`${job.cmpyCode}|${job.jobCode}`);
      activityRows.push([
        code32(random), Number(station.id), `压测招聘活动${i}`, 1 + (i % 3), at(begin), at(end),
        '410000', '410100', station.countyCode, station.address, 113.7, 34.7,
        '', '<p>压测活动</p>', '压测联系人', '13900000000', random.int(10, 100), random.int(0, 50),
        budget, 20_000, 10_000, status === 6 ? random.int(0, budget) : 0, status, status === 2 ? '材料不全' : '',
        '', '压测创建人', at(begin - 7 * DAY_MS), at(begin - 7 * DAY_MS),
      ]);
    }
    await load(db, dialect, 'recruit_station_activity', ACTIVITY_COLUMNS, activityRows);
    const activities = await db.selectFrom('recruitStationActivity').select(['id', 'status', 'beginTime', 'endTime']).orderBy('id').execute();
    log(`  ${activities.length.toLocaleString('en')} activities`);

    // Participants (a company and one of its jobs on the board) and 结算单 of 结算审核中 and 已结束.
    const itemRows: Cell[][] = [];
    const settleRows: Cell[][] = [];
    activities.forEach((a, i) => {
      const [cmpyCode, jobCode] = activityJob[i].split('|');
      itemRows.push([Number(a.id), cmpyCode, 0, '', 0], [Number(a.id), cmpyCode, 1, jobCode, 1]);
      if (a.status === 5 || a.status === 6) {
        const agreed = a.status === 6 || random.chance(0.5);
        const paid = a.status === 6;
        settleRows.push([
          `JSB${String(i).padStart(12, '0')}`, Number(a.id), 3, 0, 60_000, 0, 60_000, 0, agreed ? 1 : 0, '压测提交人', a.endTime, agreed ? '压测审核人' : '',
          agreed ? a.endTime : '', paid ? 'offline' : '', paid ? `PZ${i}` : '', paid ? a.endTime.slice(0, 10) : '', paid ? '6222020000000000000' : '', paid ? 60_000 : 0, paid ? a.endTime : '',
        ]);
      }
    });
    await load(db, dialect, 'recruit_station_activity_item', ITEM_COLUMNS, itemRows);
    await load(db, dialect, 'recruit_station_settle', SETTLE_COLUMNS, settleRows);
    log(`  ${itemRows.length.toLocaleString('en')} participants, ${settleRows.length.toLocaleString('en')} 结算单`);

    // The hot activity and the export's: the busiest jobs, until they hold enough applications.
    const busiest = await db
      .selectFrom('recruitJobApply as a')
      .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
      .select(['j.jobCode', 'j.cmpyCode', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['j.jobCode', 'j.cmpyCode'])
      .orderBy('n', 'desc')
      .orderBy('j.jobCode')
      .limit(5_000)
      .execute();
    const takeUntil = (wanted: number) => {
      const taken: typeof busiest = [];
      let sum = 0;
      for (const job of busiest) {
        if (sum >= wanted) break;
        taken.push(job);
        sum += Number(job.n);
      }
      return { jobs: taken, applications: sum };
    };
    const hot = takeUntil(sizes.hotApplications);
    const forExport = takeUntil(sizes.exportRows);
    const scopedStation = running.find((s) => s.countyCode === SCOPED_COUNTY) ?? running[0];
    const windowBegin = '2023-06-01 00:00:00';
    const windowEnd = '2025-06-30 23:59:59';
    const special = [
      { code: code32(random), name: '压测热门招聘活动', status: 4, picked: hot },
      { code: code32(random), name: '压测导出招聘活动', status: 6, picked: forExport },
    ];
    await load(
      db,
      dialect,
      'recruit_station_activity',
      ACTIVITY_COLUMNS,
      special.map((x) => [
        x.code, Number(scopedStation.id), x.name, 1, windowBegin, windowEnd,
        '410000', '410100', scopedStation.countyCode, scopedStation.address, 113.7, 34.7,
        '', '<p>压测活动</p>', '压测联系人', '13900000000', 100, 0,
        500_000_000, 20_000, 0, 0, x.status, '', '', '压测创建人', windowBegin, windowBegin,
      ]),
    );
    for (const x of special) {
      const row = await db.selectFrom('recruitStationActivity').select('id').where('activityCode', '=', x.code).executeTakeFirstOrThrow();
      const companies = [...new Set(x.picked.jobs.map((j) => j.cmpyCode))];
      await load(db, dialect, 'recruit_station_activity_item', ITEM_COLUMNS, [
        ...companies.map((c, i): Cell[] => [Number(row.id), c, 0, '', i]),
        ...x.picked.jobs.map((j, i): Cell[] => [Number(row.id), j.cmpyCode, 1, j.jobCode, companies.length + i]),
      ]);
    }
    const hires = await db
      .selectFrom('recruitJobApply as a')
      .innerJoin('recruitJobInfo as j', 'j.id', 'a.jobId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('j.jobCode', 'in', hot.jobs.map((j) => j.jobCode))
      .where('a.state', '=', APPLY_STATES.hired)
      .executeTakeFirstOrThrow();
    log(`  hot activity: ${hot.jobs.length} jobs, ${hot.applications.toLocaleString('en')} applications; export activity: ${forExport.jobs.length} jobs, ${forExport.applications.toLocaleString('en')}`);

    await addScopedUser(db, {
      roleCode: 'bench_station_scoped', roleName: '压测驿站区县角色', userCode: 'bench_station_scoped_user', userName: 'benchstationxz', realName: '新郑驿站压测',
      password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY, permission: [perm.recruit.station.manage.list, perm.recruit.station.activity.list], now: at(now),
    });
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);

    const ranked = [...perStation.entries()].sort((a, b) => a[1] - b[1]);
    const [typicalIndex, typicalCount] = ranked[Math.floor(ranked.length / 2)];
    const scopedActivities = [...perStation.entries()].filter(([i]) => running[i].countyCode === SCOPED_COUNTY).reduce((sum, [, n]) => sum + n, 0) + special.length;
    return {
      applications,
      stations: stations.length,
      stationStates,
      boardJobs: jobs.length,
      activities: activities.length + special.length,
      activityStates,
      typicalStation: { stationNo: running[typicalIndex].stationNo, activities: typicalCount },
      hotActivity: { activityCode: special[0].code, jobs: hot.jobs.length, applications: hot.applications, hires: Number(hires.n) },
      exportActivity: { activityCode: special[1].code, jobs: forExport.jobs.length, applications: forExport.applications },
      scopedUser: {
        userName: 'benchstationxz', password: SCOPED_USER_PASSWORD, county: SCOPED_COUNTY,
        stations: stations.filter((s) => s.countyCode === SCOPED_COUNTY).length, activities: scopedActivities,
      },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
