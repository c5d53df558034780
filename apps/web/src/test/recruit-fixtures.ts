import type { CompanyDetail, CompanyRecord, Endpoint, JobDetail, JobRecord } from '@hrbd/contract';

/**
 * An endpoint with its path parameters filled in, for mocking one call of a
 * path like queryJobInfoDetail/{jobCode}: the mock matches requests by path.
 */
export function atPath<E extends Endpoint>(endpoint: E, params: Record<string, string>): E {
  return { ...endpoint, path: endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '') };
}

const PLACE = {
  provinceCode: '410000',
  provinceName: '河南省',
  cityCode: '410100',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  address: '龙湖镇双湖大道 88 号',
  gcj02Lng: 113.74,
  gcj02Lat: 34.4,
};

export function companyRecord(overrides: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    cmpyCode: 'c1',
    cmpyName: '郑州恒达机械制造有限公司',
    creditCode: '91410100MA44XXXX1X',
    legalPerson: '王建国',
    industryCode: '34',
    industryName: '通用设备制造业',
    cmpyScale: 2,
    ...PLACE,
    contactPerson: '李娜',
    contactPhone: '13812345678',
    approveType: 0,
    rejectDesc: '',
    source: '2',
    submitterName: '系统管理员',
    approverName: '',
    submitTime: '2025-03-01 09:30:00',
    approveTime: null,
    ...overrides,
  };
}

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...companyRecord(overrides),
    licenseKey: '',
    licenseUrl: null,
    createTime: '2025-03-01 09:30:00',
    updateTime: '2025-03-01 09:30:00',
    ...overrides,
  };
}

export function jobRecord(overrides: Partial<JobRecord> = {}): JobRecord {
  return {
    jobCode: 'j1',
    jobName: '数控车工',
    jobCategoryCode: '6-18',
    jobCategoryName: '机械制造基础加工人员',
    cmpyCode: 'c1',
    cmpyName: '郑州恒达机械制造有限公司',
    salaryMin: 5000,
    salaryMax: 8000,
    education: 7,
    headcount: 5,
    countyCode: '410184',
    countyName: '新郑市',
    labels: [{ labelCode: 'l1', labelName: '五险一金', labelHot: 1 }],
    source: '2',
    approveType: 0,
    onlineType: 0,
    beginTime: '2025-03-01 00:00:00',
    endTime: '2099-04-30 23:59:59',
    refreshTime: '2025-03-01 09:30:00',
    createTime: '2025-03-01 09:30:00',
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobRecord(overrides),
    jobCategoryParentCode: '6',
    jobCategoryParentName: '生产制造及有关人员',
    ...PLACE,
    description: '<p>负责数控车床操作</p>',
    rejectDesc: '',
    forcedDesc: '',
    creatorName: '系统管理员',
    reviewerName: '',
    reviewTime: null,
    onlineTime: null,
    updateTime: '2025-03-01 09:30:00',
    ...overrides,
  };
}
