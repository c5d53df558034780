import type { ResumeProfile } from '@hrbd/contract';

/** Dictionary answers the resume views read (queryDictByType), keyed by type. */
const DICTS: Record<string, string[]> = {
  education: ['其他', '小学', '初中', '普通高中', '技工学校', '职业高中', '中专', '大专', '本科', '硕士', '博士'],
  gender: ['男', '女'],
  ethnic: ['汉族', '蒙古族', '回族'],
  job_status: ['未就业', '已就业'],
};

/** A mocked queryDictByType: job status counts from 0, the others from 1, as the contract numbers them. */
export const dictAnswer = ({ query }: { query: Record<string, string> }) =>
  (DICTS[query.type] ?? []).map((dataValue, i) => ({ dataKey: String(query.type === 'job_status' ? i : i + 1), dataValue, enabled: 1 }));

export function resumeProfile(overrides: Partial<ResumeProfile['resumeVO']> = {}, skills: ResumeProfile['skillList'] = []): ResumeProfile {
  return {
    resumeCode: overrides.resumeCode ?? 'r1',
    resumeVO: {
      resumeCode: 'r1',
      usrCode: 'u1',
      usrName: '张伟',
      usrGender: 1,
      birthDate: '1990-05-01',
      age: 35,
      idCard: '410184********0011',
      mobile: '138****0001',
      email: '',
      education: 7,
      ethnic: 1,
      jobStatus: 1,
      provinceCode: '410000',
      provinceName: '河南省',
      cityCode: '410100',
      cityName: '郑州市',
      countyCode: '410184',
      countyName: '新郑市',
      address: '龙湖镇祥和路6号',
      expectJob: '普工',
      expectSalaryMin: 4000,
      expectSalaryMax: 6000,
      workYears: 4,
      selfIntro: '服从安排，能倒班',
      updateTime: '2025-01-01 09:00:00',
      ...overrides,
    },
    workList: [{ cmpyName: '富士康科技集团郑州科技园', jobName: '操作工', beginDate: '2016-03-01', endDate: '2020-12-01', content: '手机组装' }],
    educationList: [{ schoolName: '新郑市职业中等专业学校', major: '机电技术应用', education: 7, beginDate: '2012-09-01', endDate: '2015-07-01' }],
    trainList: [],
    skillList: skills,
  };
}
