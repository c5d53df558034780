/**
 * 专业 and their 专业大类, the catalogue colleges teach from and students are
 * filed under. A specialty's code starts with its category's two digits, so
 * a category is a range of codes (`'46'` → 460000–469999), as a region is.
 * Modelled on the shape of the 职业教育专业目录's 大类/专业 codes; the list is
 * the platform's own reference data, shared by the server and the console.
 */
export interface SpecialtyCategory {
  code: string;
  name: string;
  specialties: ReadonlyArray<readonly [code: string, name: string]>;
}

export const SPECIALTY_CATEGORIES: readonly SpecialtyCategory[] = [
  {
    code: '46',
    name: '装备制造大类',
    specialties: [
      ['460104', '机械制造及自动化'],
      ['460103', '数控技术'],
      ['460301', '机电一体化技术'],
      ['460305', '工业机器人技术'],
      ['460702', '新能源汽车技术'],
    ],
  },
  {
    code: '51',
    name: '电子与信息大类',
    specialties: [
      ['510201', '计算机应用技术'],
      ['510202', '计算机网络技术'],
      ['510203', '软件技术'],
      ['510205', '大数据技术'],
      ['510209', '人工智能技术应用'],
    ],
  },
  {
    code: '53',
    name: '财经商贸大类',
    specialties: [
      ['530302', '大数据与会计'],
      ['530605', '市场营销'],
      ['530701', '电子商务'],
      ['530802', '现代物流管理'],
    ],
  },
  {
    code: '52',
    name: '医药卫生大类',
    specialties: [
      ['520201', '护理'],
      ['520301', '药学'],
      ['520502', '医学检验技术'],
    ],
  },
  {
    code: '44',
    name: '土木建筑大类',
    specialties: [
      ['440301', '建筑工程技术'],
      ['440501', '工程造价'],
    ],
  },
  {
    code: '50',
    name: '交通运输大类',
    specialties: [
      ['500601', '城市轨道交通运营管理'],
      ['500405', '航空物流管理'],
    ],
  },
  {
    code: '57',
    name: '教育与体育大类',
    specialties: [
      ['570102', '学前教育'],
      ['570112', '小学英语教育'],
    ],
  },
  {
    code: '54',
    name: '旅游大类',
    specialties: [
      ['540101', '旅游管理'],
      ['540106', '酒店管理与数字化运营'],
    ],
  },
  {
    code: '49',
    name: '食品药品与粮食大类',
    specialties: [
      ['490101', '食品智能加工技术'],
      ['490104', '食品检验检测技术'],
    ],
  },
  {
    code: '41',
    name: '农林牧渔大类',
    specialties: [
      ['410101', '现代农业技术'],
      ['410303', '畜牧兽医'],
    ],
  },
  {
    code: '55',
    name: '文化艺术大类',
    specialties: [
      ['550101', '艺术设计'],
      ['550103', '视觉传达设计'],
    ],
  },
  {
    code: '43',
    name: '能源动力与材料大类',
    specialties: [
      ['430101', '电力系统自动化技术'],
      ['430106', '光伏工程技术'],
    ],
  },
];

export interface SpecialtyInfo {
  specialtyCode: string;
  specialtyName: string;
  categoryCode: string;
  categoryName: string;
}

/** Every specialty by its code, with its category. */
export const SPECIALTIES: ReadonlyMap<string, SpecialtyInfo> = new Map(
  SPECIALTY_CATEGORIES.flatMap((category) =>
    category.specialties.map(([specialtyCode, specialtyName]) => [
      specialtyCode,
      { specialtyCode, specialtyName, categoryCode: category.code, categoryName: category.name },
    ]),
  ),
);

export const SPECIALTY_CATEGORY_NAMES: ReadonlyMap<string, string> = new Map(SPECIALTY_CATEGORIES.map((c) => [c.code, c.name]));

/** A specialty as records show it; an unknown code keeps its code as its name. */
export function specialtyOf(code: string): SpecialtyInfo {
  return SPECIALTIES.get(code) ?? { specialtyCode: code, specialtyName: code, categoryCode: code.slice(0, 2), categoryName: SPECIALTY_CATEGORY_NAMES.get(code.slice(0, 2)) ?? '' };
}
