import type { FormFieldInput } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import { DAY_MS, HOUR_MS, type DemoRandom } from '../../../platform/demo-random.js';
import { formatTime } from '../../../platform/time.js';
import { insertDemoForm } from './train-form.service.js';

const f = (key: string, label: string, type: FormFieldInput['type'], required = true, options: string[] = []): FormFieldInput => ({ key, label, type, required, options });
const BASE = [f('name', '姓名', 'text'), f('gender', '性别', 'radio', true, ['男', '女']), f('idCard', '身份证号', 'idCard'), f('phone', '手机号', 'phone'), f('region', '户籍所在地', 'region')];
const EDUCATION = f('education', '文化程度', 'select', true, ['初中及以下', '高中/中专', '大专', '本科及以上']);

export const FORM_DEMO: ReadonlyArray<{ formName: string; description: string; fields: FormFieldInput[] }> = [
  { formName: '电工培训报名表', description: '低压电工作业培训报名，结业后参加特种作业操作证考试。', fields: [...BASE, EDUCATION, f('certified', '是否已持有电工证', 'radio', true, ['是', '否']), f('workYears', '从事电工工作年限', 'number', false)] },
  { formName: '焊工培训报名表', description: '熔化焊接与热切割作业培训报名。', fields: [...BASE, EDUCATION, f('weldType', '意向焊接方式', 'checkbox', true, ['手工电弧焊', '气体保护焊', '氩弧焊', '气割'])] },
  { formName: '育婴员培训报名表', description: '育婴员（五级/四级）职业技能培训报名。', fields: [...BASE, EDUCATION, f('level', '报考等级', 'select', true, ['五级/初级工', '四级/中级工']), f('experience', '育儿或家政经历', 'textarea', false)] },
  { formName: '养老护理员培训报名表', description: '养老护理员技能培训报名，面向养老机构从业人员及有意从业人员。', fields: [...BASE, f('employer', '现工作单位', 'text', false), f('startDate', '可参训日期', 'date')] },
  { formName: '中式烹调师培训报名表', description: '中式烹调师等级认定培训报名。', fields: [...BASE, EDUCATION, f('cuisine', '擅长菜系', 'select', false, ['豫菜', '川菜', '鲁菜', '粤菜', '其他'])] },
  { formName: '叉车司机培训报名表', description: '叉车司机特种设备作业培训报名。', fields: [...BASE, f('license', '是否持有机动车驾驶证', 'radio', true, ['是', '否'])] },
  { formName: '电子商务培训报名表', description: '电子商务与直播销售培训报名，面向返乡创业青年和合作社成员。', fields: [...BASE, EDUCATION, f('platform', '经营平台', 'checkbox', false, ['淘宝', '京东', '拼多多', '抖音', '快手']), f('product', '主营产品', 'text', false)] },
  { formName: '创业培训报名表', description: 'SYB创业培训报名。', fields: [...BASE, EDUCATION, f('project', '创业项目简介', 'textarea'), f('funds', '计划投入资金（万元）', 'number', false)] },
];

/** The eight enrolment forms, made 160–170 days back in working hours, oldest first. */
export async function seedFormDemo(db: DbOrTrx, random: DemoRandom, staff: ReadonlyArray<{ id: number; realName: string }>, dayStart: number): Promise<void> {
  for (const [i, form] of FORM_DEMO.entries()) {
    const creator = staff[i % staff.length];
    const time = dayStart - (170 - i) * DAY_MS + Math.round(((9 + random.next() * 8) * HOUR_MS) / 1000) * 1000;
    await insertDemoForm(db, { formCode: random.hex(32), ...form, creatorId: creator.id, creatorName: creator.realName, time: formatTime(time) });
  }
}
