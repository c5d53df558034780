import { CREDIT_CODE_CHARSET, creditCodeCheckChar } from '@hrbd/contract';
import { describe, expect, it } from 'vitest';
import { extractLicenseFields, normalizeLicenseDate, readCreditCode, type OcrTextLine } from './license-fields.js';

/** Made-up codes with a correct check character. */
const code = (first17: string) => first17 + creditCodeCheckChar(first17);
const CODE = code('91410184MA0X1K0P1');
const WRONG = CODE.slice(0, 17) + CREDIT_CODE_CHARSET[(CREDIT_CODE_CHARSET.indexOf(CODE[17]) + 5) % 31];

/** A row with its box, as the OCR thread reports it. */
const at = (text: string, left: number, top: number, right: number, bottom = top + 26): OcrTextLine => ({ text, left, top, right, bottom });

describe('license field extraction from OCR rows', () => {
  /** Rows OCR returned for a rendered two-column license (2019 edition), both columns joined per row. */
  const twoColumns: OcrTextLine[] = [
    at('统一社会信用代码', 99, 99, 275),
    at(`${CODE} 营业执照`, 100, 130, 879, 190),
    at('(副  本)', 653, 221, 756),
    at('名称 新郑市云帆示例软件有限公司 注册资本 壹佰万元整', 86, 286, 1002),
    at('类型 有限责任公司(自然人投资或控股) 成立日期 2019年03月15日', 86, 341, 1135),
    at('法定代表人张示明 营业期限 2019年03月15日至长期', 90, 398, 1133),
    at('经营范围 一般项目：软件开发；信息技术咨询服务；技 住 所 河南省郑州市新郑市示范路88号示例', 87, 451, 1304),
    at('术服务、技术开发、技术咨询 大厦5层501室', 233, 497, 1046),
    at('（除依法须经批准的项目外，凭营业执照依法自主开', 245, 542, 669),
    at('展经营活动)', 233, 585, 400),
    at('登记机关', 1104, 774, 1206),
    at('新郑市市场监督管理局', 1030, 821, 1278),
    at('2020年03月15日', 1064, 864, 1242),
  ];
  const expected = {
    cmpyName: '新郑市云帆示例软件有限公司',
    cmpyType: '有限责任公司（自然人投资或控股）',
    legalPerson: '张示明',
    legalPersonLabel: '法定代表人',
    registeredCapital: '壹佰万元整',
    establishDate: '2019-03-15',
    address: '河南省郑州市新郑市示范路88号示例大厦5层501室',
    addressLabel: '住所',
    businessScope: '一般项目：软件开发；信息技术咨询服务；技术服务、技术开发、技术咨询（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）',
  };

  it('separates the two columns of each row by position', () => {
    const result = extractLicenseFields(twoColumns);
    expect(result.creditCode).toEqual({ status: 'valid', code: CODE });
    expect(result.fields).toEqual(expected);
    expect(result.sawLabels).toBe(true);
  });

  it('separates them by the gap between boxes when no positions are given', () => {
    expect(extractLicenseFields(twoColumns.map((l) => l.text)).fields).toEqual(expected);
  });

  it('keeps a long 经营范围 going below the end of a two-line 住所', () => {
    const rows = [
      at('经营范围 日用百货销售；办公用品销售；电子产 住所 河南省郑州市新郑市样板大道12号', 87, 451, 1304),
      at('品销售；五金产品零售 示例大厦3层', 232, 498, 1019),
      at('建筑材料销售（除依法须经批准的项目外，凭营业', 232, 542, 670),
      at('执照依法自主开展经营活动）', 232, 586, 514),
    ];
    const { fields } = extractLicenseFields(rows);
    expect(fields.address).toBe('河南省郑州市新郑市样板大道12号示例大厦3层');
    expect(fields.businessScope).toBe('日用百货销售；办公用品销售；电子产品销售；五金产品零售建筑材料销售（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）');
  });

  it('reads the single-column layout with labels and values on separate rows and full-width colons', () => {
    const rows = [
      '营业执照',
      '统一社会信用代码',
      CODE,
      '名称：',
      '新郑市青岚示例商贸有限公司',
      '类型：有限责任公司（自然人独资）',
      '住所：河南省郑州市新郑市',
      '测绘街66号',
      '法定代表人：',
      '李样华',
      '注册资本：伍佰万元整',
      '成立日期：2015年7月1日',
      '营业期限：2015年07月01日至2035年06月30日',
      '经营范围：日用百货销售；',
      '办公用品销售；五金产品零售。',
      '登记机关',
      '新郑市市场监督管理局',
    ];
    const result = extractLicenseFields(rows);
    expect(result.creditCode).toEqual({ status: 'valid', code: CODE });
    expect(result.fields).toEqual({
      cmpyName: '新郑市青岚示例商贸有限公司',
      cmpyType: '有限责任公司（自然人独资）',
      legalPerson: '李样华',
      legalPersonLabel: '法定代表人',
      registeredCapital: '伍佰万元整',
      establishDate: '2015-07-01',
      address: '河南省郑州市新郑市测绘街66号',
      addressLabel: '住所',
      businessScope: '日用百货销售；办公用品销售；五金产品零售。',
    });
  });

  it('reads labels spread out with spaces and half-width colons', () => {
    const { fields } = extractLicenseFields([
      `统 一 社 会 信 用 代 码 ${CODE}`,
      '名   称: 新郑市 启明 示例科技 有限公司',
      '类   型: 其他有限责任公司',
      '住   所: 河南省郑州市新郑市模拟路1号',
    ]);
    expect(fields.cmpyName).toBe('新郑市启明示例科技有限公司');
    expect(fields.cmpyType).toBe('其他有限责任公司');
    expect(fields.address).toBe('河南省郑州市新郑市模拟路1号');
  });

  it('understands the labels of branches, sole traders and partnerships', () => {
    const branch = extractLicenseFields([CODE, '名称 新郑市远川示例餐饮管理有限公司示例分公司', '负责人 王测平', '经营场所 河南省郑州市新郑市演示大街9号']);
    expect(branch.fields).toMatchObject({ legalPerson: '王测平', legalPersonLabel: '负责人', address: '河南省郑州市新郑市演示大街9号', addressLabel: '经营场所' });

    const soleTrader = extractLicenseFields([code('92410184MA0000001'), '名称 新郑市拾光示例小吃店', '类型 个体工商户', '经营者 赵例安', '组成形式 个人经营', '注册日期 2021年12月31日']);
    expect(soleTrader.fields).toMatchObject({ cmpyType: '个体工商户', legalPerson: '赵例安', legalPersonLabel: '经营者', establishDate: '2021-12-31' });

    const partnership = extractLicenseFields([CODE, '执行事务合伙人 陈范宁', '出资额 叁佰万元', '主要经营场所 河南省郑州市新郑市范例路7号']);
    expect(partnership.fields).toMatchObject({ legalPerson: '陈范宁', legalPersonLabel: '执行事务合伙人', registeredCapital: '叁佰万元', addressLabel: '主要经营场所' });
  });

  it('leaves words that look like labels inside a value alone', () => {
    const { fields } = extractLicenseFields([
      '法定代表人 刘演秋',
      '经营范围 为经营者提供管理咨询；',
      '经营者培训（凭营业执照依法自主开展经营活动）',
    ]);
    expect(fields.legalPerson).toBe('刘演秋');
    expect(fields.businessScope).toBe('为经营者提供管理咨询；经营者培训（凭营业执照依法自主开展经营活动）');
  });

  it('takes the start of 营业期限 when 成立日期 could not be read', () => {
    const { fields } = extractLicenseFields([CODE, '营业期限 2018年11月09日至长期']);
    expect(fields.establishDate).toBe('2018-11-09');
  });

  it('returns null for what the image does not show', () => {
    const result = extractLicenseFields([CODE]);
    expect(result.creditCode.status).toBe('valid');
    expect(Object.values(result.fields).every((v) => v === null)).toBe(true);
    expect(result.sawLabels).toBe(false);
  });
});

describe('reading the credit code', () => {
  it('repairs O and I read for 0 and 1 when the check character then validates', () => {
    const misread = CODE.replace(/0/g, 'O').replace(/1/g, 'I');
    expect(readCreditCode(misread, [])).toEqual({ status: 'valid', code: CODE });
    expect(extractLicenseFields(['统一社会信用代码', misread]).creditCode).toEqual({ status: 'valid', code: CODE });
  });

  it('finds a code split by spaces or glued to the next word', () => {
    expect(readCreditCode(null, [`${CODE.slice(0, 8)} ${CODE.slice(8)}`])).toEqual({ status: 'valid', code: CODE });
    expect(readCreditCode(null, [`${CODE}2020年`])).toEqual({ status: 'valid', code: CODE });
    expect(readCreditCode(null, [`代码：${CODE}`])).toEqual({ status: 'valid', code: CODE });
  });

  it('reports a code whose check character fails, and no code at all', () => {
    expect(readCreditCode(null, ['统一社会信用代码', WRONG])).toEqual({ status: 'invalid', read: WRONG });
    // O/I repair cannot rescue a wrong check character.
    expect(readCreditCode(WRONG.replace(/0/g, 'O'), []).status).toBe('invalid');
    expect(readCreditCode(null, ['名称 新郑市示例有限公司', '注册号 410184000012345'])).toEqual({ status: 'missing' });
    expect(extractLicenseFields([]).creditCode).toEqual({ status: 'missing' });
  });

  it('prefers the labelled value over other 18-character runs', () => {
    const other = code('91410100MA1111111');
    expect(readCreditCode(CODE, [other])).toEqual({ status: 'valid', code: CODE });
  });
});

describe('license dates', () => {
  it('normalises the ways a date is printed to YYYY-MM-DD', () => {
    expect(normalizeLicenseDate('2019年3月5日')).toBe('2019-03-05');
    expect(normalizeLicenseDate('2019 年 03 月 05 日')).toBe('2019-03-05');
    expect(normalizeLicenseDate('２０１９年１２月３１日')).toBe('2019-12-31');
    expect(normalizeLicenseDate('2019.03.05')).toBe('2019-03-05');
    expect(normalizeLicenseDate('2019-3-5')).toBe('2019-03-05');
  });

  it('refuses dates that do not exist', () => {
    expect(normalizeLicenseDate('2019年02月30日')).toBeNull();
    expect(normalizeLicenseDate('2019年13月01日')).toBeNull();
    expect(normalizeLicenseDate('长期')).toBeNull();
  });
});
