export interface DirectorySeed {
  code: string;
  name: string;
  /** 个人, 单位, or 个人、单位. */
  serviceObject: string;
  remark?: string;
  children?: readonly DirectorySeed[];
}

const PERSON = '个人';
const EMPLOYER = '单位';
const BOTH = '个人、单位';
const item = (code: string, name: string, serviceObject: string, remark = ''): DirectorySeed => ({ code, name, serviceObject, remark });

/**
 * 公共就业服务目录: what the platform's public employment service offers,
 * grouped as local human-resources bureaus publish their service lists.
 */
export const DIRECTORY_SEEDS: readonly DirectorySeed[] = [
  {
    code: '01',
    name: '就业服务',
    serviceObject: BOTH,
    children: [
      item('0101', '职业介绍', BOTH, '为求职者推荐岗位，为用人单位推荐人员'),
      item('0102', '职业指导', PERSON, '求职方法、职业规划与就业政策咨询'),
      item('0103', '就业登记', BOTH, '用人单位招用人员后办理就业登记'),
      item('0104', '失业登记', PERSON, '法定劳动年龄内有劳动能力和就业要求的失业人员办理登记'),
      item('0105', '就业困难人员认定', PERSON, '经认定的就业困难人员可享受援助政策'),
      item('0106', '《就业创业证》申领', PERSON),
      item('0107', '招聘信息发布', EMPLOYER, '发布岗位信息，参加线上线下招聘会'),
    ],
  },
  {
    code: '02',
    name: '创业服务',
    serviceObject: BOTH,
    children: [
      item('0201', '创业培训', PERSON, '创业意识、创办企业与网络创业培训'),
      item('0202', '创业担保贷款申请', BOTH, '符合条件的个人和小微企业申请贴息贷款'),
      item('0203', '一次性创业补贴申领', PERSON),
      item('0204', '创业孵化基地入驻', BOTH),
    ],
  },
  {
    code: '03',
    name: '职业培训',
    serviceObject: BOTH,
    children: [
      item('0301', '职业技能培训报名', PERSON, '就业技能培训、岗位技能提升培训'),
      item('0302', '职业培训补贴申领', PERSON, '取得证书后按规定申领培训补贴'),
      item('0303', '职业技能等级认定', PERSON, '由备案的认定机构开展等级认定'),
      item('0304', '企业新型学徒制培训补贴申领', EMPLOYER),
    ],
  },
  {
    code: '04',
    name: '就业补贴',
    serviceObject: BOTH,
    children: [
      item('0401', '社会保险补贴申领', EMPLOYER, '招用就业困难人员、高校毕业生的单位申领'),
      item('0402', '公益性岗位补贴申领', EMPLOYER),
      item('0403', '一次性吸纳就业补贴申领', EMPLOYER),
      item('0404', '求职创业补贴申领', PERSON, '面向困难家庭毕业年度高校毕业生'),
      item('0405', '灵活就业人员社会保险补贴申领', PERSON),
    ],
  },
  {
    code: '05',
    name: '高校毕业生就业服务',
    serviceObject: BOTH,
    children: [
      item('0501', '就业见习', BOTH, '离校未就业高校毕业生和16-24岁失业青年参加见习'),
      item('0502', '就业见习补贴申领', EMPLOYER),
      item('0503', '毕业生档案接收与转递', PERSON),
      item('0504', '毕业生就业报到', PERSON),
    ],
  },
  {
    code: '06',
    name: '人力资源市场服务',
    serviceObject: BOTH,
    children: [
      item('0601', '人力资源服务许可', EMPLOYER),
      item('0602', '劳务派遣经营许可', EMPLOYER),
      item('0603', '流动人员人事档案管理', PERSON),
      item('0604', '劳务协作与输出', BOTH, '组织跨地区有序劳务输出'),
    ],
  },
  {
    code: '07',
    name: '劳动关系与权益维护',
    serviceObject: BOTH,
    children: [
      item('0701', '劳动用工备案', EMPLOYER),
      item('0702', '劳动人事争议调解仲裁', BOTH),
      item('0703', '劳动保障监察投诉举报', PERSON, '拖欠工资等违法行为的投诉举报'),
    ],
  },
];
