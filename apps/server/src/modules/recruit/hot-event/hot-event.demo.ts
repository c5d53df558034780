import { HOT_EVENT_CHANNELS, HOT_EVENT_SUBMITTER_TYPES, HOT_EVENT_TYPES, HOT_EVENT_VALUE_STATES, type HotEventType } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, mobile, startOfDay, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime, SHANGHAI_OFFSET_MS } from '../../../platform/time.js';
import type { NewHotEventValue } from './hot-event.table.js';
import * as repo from './hot-event.repository.js';
import { demoStaff } from '../../system/user/user.service.js';

/**
 * Nine 郑州-area hot events of the kinds an employment bureau tracks — a
 * layoff in 新郑 and one in 中牟, plants opening in the 航空港区 and 巩义,
 * the graduation season, 春风行动, questions on 稳岗返还 — over the last four
 * months and the next three, with about 420 reports and registrations from
 * people and companies: older ones mostly handled, recent ones mostly
 * waiting. Companies, people and phones are invented; counties are the
 * region table's. Deterministic: a fixed seed, times counted back from
 * midnight of the seeding day.
 */
const SEED = 410_173;

export interface HotEventDemoOptions {
  /** The moment the history ends; tests pin it. Only its calendar day (Asia/Shanghai) matters. */
  now?: number;
}

interface EventPlan {
  title: (year: number) => string;
  type: HotEventType;
  regionCode: string;
  /** Days from the seeding day: negative is past. */
  begin: number;
  end: number;
  enabled: 0 | 1;
  values: number;
  /** Share of items sent by companies. */
  companyShare: number;
  overview: string;
  tasks: readonly string[];
}

const PLANS: readonly EventPlan[] = [
  {
    title: (y) => `${y}年春风行动暨就业援助月`,
    type: HOT_EVENT_TYPES.returnHome,
    regionCode: '410100',
    begin: -120,
    end: -60,
    enabled: 1,
    values: 70,
    companyShare: 0.12,
    overview: '春节前后返乡务工人员集中，组织线上线下招聘、送岗位进村入户，帮助返乡人员就近就业和外出务工人员有序返岗。',
    tasks: ['汇总各区县返乡人员求职登记，三个工作日内电话回访', '对有培训意愿的人员推荐职业技能培训', '对就业困难人员建立台账，实施“一人一策”援助'],
  },
  {
    title: () => '新郑市华豫食品有限公司规模性减员帮扶',
    type: HOT_EVENT_TYPES.layoff,
    regionCode: '410184',
    begin: -45,
    end: 45,
    enabled: 1,
    values: 55,
    companyShare: 0.1,
    overview: '企业因生产线搬迁拟分批减员约 260 人，涉及包装、装卸和设备维修岗位。启动规模性裁员应急预案，开展政策宣传、转岗对接和失业登记。',
    tasks: ['进厂设立服务点，登记被减员职工的求职意向', '组织周边企业专场招聘会，优先推荐本地职工', '指导企业依法支付经济补偿，按时办理失业登记'],
  },
  {
    title: () => '航空港区新能源汽车配套产业园集中开工招工',
    type: HOT_EVENT_TYPES.opening,
    regionCode: '410173',
    begin: -30,
    end: 60,
    enabled: 1,
    values: 80,
    companyShare: 0.35,
    overview: '园区十余家汽车零部件和电池材料企业集中投产，预计新增用工 3000 余人，以装配、质检、叉车和设备维护岗位为主。',
    tasks: ['收集企业用工需求并统一发布', '每周组织一次园区现场招聘会', '对接职业院校开展订单式培训'],
  },
  {
    title: (y) => `${y}届高校毕业生就业服务季（百日千万招聘专项行动）`,
    type: HOT_EVENT_TYPES.graduation,
    regionCode: '410100',
    begin: -20,
    end: 90,
    enabled: 1,
    values: 90,
    companyShare: 0.2,
    overview: '面向离校未就业高校毕业生开展实名登记、岗位推送、就业见习和创业指导，做到服务不断线。',
    tasks: ['对登记的毕业生一周内至少推送三个岗位', '募集就业见习岗位并认定见习基地', '开展求职能力实训和创业政策宣讲'],
  },
  {
    title: () => '失业保险稳岗返还政策咨询',
    type: HOT_EVENT_TYPES.policy,
    regionCode: '410100',
    begin: -75,
    end: 15,
    enabled: 1,
    values: 50,
    companyShare: 0.55,
    overview: '稳岗返还“免申即享”发放期间，企业和个人集中咨询返还条件、比例和到账时间，统一口径答复并跟踪办理。',
    tasks: ['按统一口径答复，无法当场答复的两个工作日内回电', '对未到账企业核实参保和裁员情况', '每周汇总咨询热点报送政策科'],
  },
  {
    title: () => '中牟县汽车零部件企业停产减员',
    type: HOT_EVENT_TYPES.layoff,
    regionCode: '410122',
    begin: -100,
    end: -40,
    enabled: 0,
    values: 35,
    companyShare: 0.15,
    overview: '一家汽车零部件企业停产整顿，约 120 名职工待岗。已完成失业登记和转岗推荐，事件结束后停用。',
    tasks: ['逐人核实就业状态并登记', '推荐至县内同行业企业', '跟踪三个月内再就业情况'],
  },
  {
    title: () => '巩义市铝加工产业集群复工招工',
    type: HOT_EVENT_TYPES.opening,
    regionCode: '410181',
    begin: -10,
    end: 50,
    enabled: 1,
    values: 30,
    companyShare: 0.4,
    overview: '铝加工企业订单回升集中复工，急需熔铸、挤压、数控和质检人员。',
    tasks: ['收集企业岗位并在服务热线和小程序同步发布', '组织乡镇劳务经纪人对接', '对重点企业派驻就业服务专员'],
  },
  {
    title: () => '登封市返乡创业担保贷款政策解读',
    type: HOT_EVENT_TYPES.policy,
    regionCode: '410185',
    begin: 7,
    end: 60,
    enabled: 1,
    values: 0,
    companyShare: 0.3,
    overview: '针对返乡创业人员开展创业担保贷款政策解读和申请辅导，活动开始后通过小程序和服务热线收集咨询。',
    tasks: ['准备政策问答口径', '协调经办银行派员参加', '活动结束后汇总贷款意向'],
  },
  {
    title: () => '荥阳市就业见习岗位募集',
    type: HOT_EVENT_TYPES.graduation,
    regionCode: '410182',
    begin: -5,
    end: 25,
    enabled: 0,
    values: 12,
    companyShare: 0.6,
    overview: '面向辖区企业事业单位募集就业见习岗位。因见习补贴标准调整暂停收集，待新标准公布后重新启用。',
    tasks: ['核实见习单位资质', '登记见习岗位数量和专业要求', '公布见习补贴标准后通知已登记单位'],
  },
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '郭', '马', '孙', '胡', '朱', '高', '宋', '郑', '谢', '韩', '冯', '董', '程', '曹', '牛', '崔', '常', '范', '贾', '魏', '田', '任'];
const GIVEN = ['伟', '磊', '军', '洋', '勇', '杰', '涛', '超', '芳', '娜', '敏', '静', '艳', '霞', '建国', '志强', '晓东', '浩然', '海燕', '雪梅', '欣怡', '佳琪', '红霞', '春燕', '俊杰', '鹏飞', '玉兰', '丹丹', '梦瑶', '子豪'];
const BRAND = ['华', '豫', '中', '鑫', '恒', '瑞', '宏', '达', '嘉', '盛', '泰', '联', '创', '润', '博', '通', '源', '丰', '信', '诚'];
const TRADES = ['机械制造', '汽车零部件', '电子科技', '食品', '物流', '新材料', '建筑工程', '商贸', '铝业', '电池材料', '人力资源服务', '餐饮管理'];
const MOBILE_PREFIXES = ['134', '135', '136', '137', '138', '139', '150', '151', '152', '157', '158', '159', '182', '183', '187', '188', '130', '131', '155', '156', '185', '186', '177', '180', '189', '199'];
const JOBS = ['普工', '装配工', '质检员', '叉车司机', '仓库管理员', '数控车工', '焊工', '电工', '设备维修工', '包装工', '文员', '会计', '客服专员', '电商运营', '厨师', '保安员'];
const MAJORS = ['机电一体化技术', '电子商务', '会计', '物流管理', '计算机应用技术', '软件技术', '市场营销', '护理', '电气自动化技术', '食品加工技术'];
const SCHOOLS = ['郑州大学', '河南工业大学', '郑州轻工业大学', '河南财经政法大学', '河南工业职业技术学院', '郑州铁路职业技术学院', '河南职业技术学院', '黄河水利职业技术学院'];

type Writer = (r: DemoRandom, place: string) => string;

/** What people and companies send, by kind of event. */
const CONTENT: Record<HotEventType, { person: readonly Writer[]; company: readonly Writer[] }> = {
  1: {
    person: [
      (r) => `本人在公司从事${r.pick(JOBS)}工作${r.int(2, 12)}年，近期被通知解除劳动合同，想了解失业保险金的申领条件和办理流程。`,
      (r) => `被减员后想参加${r.pick(['电工', '焊工', '叉车', '育婴员', '电商运营'])}技能培训，请问能否享受培训补贴。`,
      (r, place) => `希望推荐${place}附近的${r.pick(JOBS)}岗位，月薪期望${r.int(8, 14) * 500}元左右。`,
      () => '公司尚未支付最后一个月工资和经济补偿，请求协助协调。',
      () => '夫妻二人同在该企业，均被减员，家中有两个孩子上学，希望尽快安排就业。',
    ],
    company: [
      (r) => `我公司可吸纳被减员职工${r.int(5, 30)}名，需要${r.pick(JOBS)}，请协助对接。`,
      (r) => `我公司因订单下降拟减员${r.int(20, 80)}人，申请就业服务机构上门开展转岗对接。`,
    ],
  },
  2: {
    person: [
      (r) => `希望报名${r.pick(JOBS)}岗位，有${r.int(1, 8)}年相关经验，可以接受倒班。`,
      () => '想了解园区企业是否提供宿舍和上下班班车。',
      (r, place) => `家住${place}，想找园区里的长白班岗位，请推荐。`,
      () => '有叉车证，想了解园区企业叉车司机的待遇。',
    ],
    company: [
      (r) => `我公司新厂区投产，需招聘${r.pick(JOBS)}${r.int(10, 120)}名，请协助发布岗位并组织专场招聘。`,
      (r) => `申请参加现场招聘会，预计提供岗位${r.int(20, 200)}个。`,
      () => '新员工岗前培训能否申请以工代训补贴？',
    ],
  },
  3: {
    person: [
      (r) => `${r.pick(SCHOOLS)}应届${r.pick(MAJORS)}专业毕业生，求职意向${r.pick(JOBS)}，希望推荐岗位。`,
      () => '咨询高校毕业生求职创业补贴的申领条件和所需材料。',
      (r, place) => `想报名就业见习，意向${place}的单位，专业是${r.pick(MAJORS)}。`,
      () => '毕业两年仍未就业，能否参加就业见习？',
    ],
    company: [
      (r) => `我单位可提供就业见习岗位${r.int(3, 20)}个，申请认定为就业见习基地。`,
      (r) => `拟招聘应届毕业生${r.int(5, 40)}名，申请进校园专场招聘。`,
    ],
  },
  4: {
    person: [
      (r, place) => `春节后返乡，希望在${place}就近就业，意向${r.pick(JOBS)}。`,
      () => '在外务工多年，想回乡创业，咨询创业担保贷款政策。',
      () => '家里有老人需要照顾，希望找离家近的临时用工岗位。',
      (r) => `返岗途中需要包车服务，同村共有${r.int(8, 30)}人去外省务工。`,
    ],
    company: [(r) => `我公司春节后用工缺口${r.int(10, 60)}人，需要${r.pick(JOBS)}，请协助招聘。`],
  },
  5: {
    person: [
      () => '咨询灵活就业人员社会保险补贴的申领条件和所需材料。',
      () => '失业后能否领取失业补助金？需要到哪里办理？',
      () => '原单位已享受稳岗返还，个人能否申领技能提升补贴？',
    ],
    company: [
      (r) => `咨询失业保险稳岗返还申领流程，我公司上年度参保${r.int(20, 400)}人，未裁员。`,
      () => '稳岗返还资金何时到账？对公账户变更后如何处理？',
      () => '咨询吸纳就业困难人员社会保险补贴的申请条件。',
    ],
  },
  9: { person: [() => '咨询相关就业服务。'], company: [() => '咨询企业用工服务。'] },
};

const NOTES: readonly Writer[] = [
  (_r, place) => `已电话联系，告知办理流程，引导至${place}人社服务大厅办理。`,
  (r) => `已推荐${r.int(2, 5)}个匹配岗位，对方表示将参加面试。`,
  (_r, place) => `已转${place}就业服务中心跟进。`,
  () => '已按统一口径电话答复，对方表示清楚。',
  (r) => `已为企业发布岗位${r.int(3, 12)}个，列入本周专场招聘会。`,
  () => '已登记培训意向，纳入下期职业技能培训班。',
  () => '经核实已自行就业，回访确认后办结。',
];

/** The mini program brings most items; the portal, the hotline and the service halls the rest. */
const CHANNEL_WEIGHTS = [HOT_EVENT_CHANNELS.miniProgram, HOT_EVENT_CHANNELS.miniProgram, HOT_EVENT_CHANNELS.portal, HOT_EVENT_CHANNELS.hotline, HOT_EVENT_CHANNELS.onSite];

const personName = (r: DemoRandom) => r.pick(SURNAMES) + r.pick(GIVEN);

function description(plan: EventPlan): string {
  return `<p><strong>事件概况：</strong>${plan.overview}</p><p><strong>工作要求：</strong></p><ol>${plan.tasks.map((t) => `<li>${t}</li>`).join('')}</ol>`;
}

export async function seedHotEventDemo(db: DbOrTrx, options: HotEventDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const end = startOfDay(options.now ?? Date.now());

  const counties = await db.selectFrom('comRegion').select(['code', 'name']).where('level', '=', 3).where('parentCode', '=', '410100').orderBy('code').execute();
  if (counties.length === 0) throw new Error('行政区划中没有郑州市的区县，无法生成热点事件演示数据');
  const countyName = new Map(counties.map((c) => [c.code, c.name]));
  const staff = await demoStaff(db, '招聘管理员');
  const operator = staff[0] ?? { id: null, realName: '系统管理员' };

  for (const plan of PLANS) {
    const begin = end + plan.begin * DAY_MS + 9 * HOUR_MS;
    const finish = end + plan.end * DAY_MS + DAY_MS - 1000;
    // Entered a few days ahead of its start, but never after the seeding day began: an upcoming event was entered already.
    const ahead = begin - random.int(2, 6) * DAY_MS;
    const created = ahead < end ? ahead : end - random.int(1, 3) * DAY_MS + 10 * HOUR_MS;
    const eventId = await repo.insertEvent(db, {
      eventCode: random.hex(32),
      eventTitle: plan.title(new Date(begin + SHANGHAI_OFFSET_MS).getUTCFullYear()),
      eventType: plan.type,
      regionCode: plan.regionCode,
      description: description(plan),
      beginTime: formatTime(begin),
      endTime: formatTime(finish),
      enabled: plan.enabled,
      creatorId: operator.id === null ? null : Number(operator.id),
      creatorName: operator.realName,
      updaterName: operator.realName,
      createTime: formatTime(created),
      updateTime: formatTime(created),
    });

    // Items came in while the event ran, up to the seeding day; an event that has not begun has none.
    const until = Math.min(finish, end);
    const rows: NewHotEventValue[] = [];
    // The event's own county when it names one, else anywhere in 郑州.
    const home = countyName.has(plan.regionCode) ? plan.regionCode : undefined;
    for (let i = 0; i < plan.values && until > begin; i++) {
      // A day of the period, at an hour people write or call (08:00–21:00).
      const firstDay = startOfDay(begin);
      const day = firstDay + random.int(0, Math.max(0, Math.floor((until - firstDay) / DAY_MS) - 1)) * DAY_MS;
      const submitted = Math.min(Math.max(day + random.int(8 * 60, 21 * 60) * 60_000 + random.int(0, 59) * 1000, begin + 60_000), until - 1000);
      const company = random.chance(plan.companyShare);
      const countyCode = home && random.chance(0.75) ? home : random.pick(counties).code;
      const place = countyName.get(countyCode) ?? '郑州市';
      const writers = CONTENT[plan.type][company ? 'company' : 'person'];
      const ageDays = (end - submitted) / DAY_MS;
      // Older items are mostly worked off; those of the last few days mostly wait.
      // Handled in office hours (08:30–18:00) within three days, never after the seeding day began.
      let handledAt = startOfDay(submitted) + random.int(0, 3) * DAY_MS + random.int(8 * 60 + 30, 18 * 60) * 60_000 + random.int(0, 59) * 1000;
      if (handledAt <= submitted) handledAt += DAY_MS;
      const handled = random.chance(ageDays > 14 ? 0.92 : ageDays > 3 ? 0.6 : 0.2) && handledAt < end;
      const handler = random.pick(staff.length > 0 ? staff : [operator]);
      const [first, second] = random.shuffle(BRAND);
      const submitTime = formatTime(submitted);
      rows.push({
        valueCode: random.hex(32),
        eventId,
        submitterType: company ? HOT_EVENT_SUBMITTER_TYPES.company : HOT_EVENT_SUBMITTER_TYPES.person,
        submitterName: company ? `郑州${first}${second}${random.pick(TRADES)}有限公司` : personName(random),
        phone: company && random.chance(0.5) ? `0371-${random.int(55_000_000, 69_999_999)}` : mobile(random, MOBILE_PREFIXES),
        countyCode,
        channel: random.pick(CHANNEL_WEIGHTS),
        content: random.pick(writers)(random, place),
        submitTime,
        handleState: handled ? HOT_EVENT_VALUE_STATES.handled : HOT_EVENT_VALUE_STATES.pending,
        handlerId: handled && handler.id !== null ? Number(handler.id) : null,
        handlerName: handled ? handler.realName : '',
        handleTime: handled ? formatTime(handledAt) : null,
        handleNote: handled ? random.pick(NOTES)(random, place) : '',
        updateTime: handled ? formatTime(handledAt) : submitTime,
      });
    }
    await repo.insertValues(db, rows);
  }
}
