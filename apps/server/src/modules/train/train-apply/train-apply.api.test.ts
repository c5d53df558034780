import { centsToYuan, courseApi, perm, scheduleApi, trainApplyApi, trainFormApi, trainOrderApi, type FormAnswers } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { idCardFor } from '../../../test/apply-fixtures.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { dayFromNow, uploadLicense, userWithCodes, XINZHENG, ZHONGMOU } from '../../../test/recruit-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';
import { orderOnline, payOnline, writeApplications, type ApplicationInput } from './train-apply.service.js';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => formatTime(Date.now() - hours * HOUR_MS);

describe.each(DIALECTS)('applications (报名管理) and orders (订单列表) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let receipt: string;
  let formCode: string;
  /** 电工 in 新郑市 (with the form, 1,280.00 元), 焊工 in 中牟县 (no form, 500.00 元). */
  let xinzheng: string;
  let zhongmou: string;
  let seq = 0;

  const ANSWERS: FormAnswers = { name: '张伟', gender: '男', skills: ['低压电工'] };
  const person = (courseCode: string, over: Partial<ApplicationInput> = {}): ApplicationInput => {
    seq += 1;
    return {
      courseCode,
      usrName: `学员${seq}`,
      usrPhe: `1380371${String(seq).padStart(4, '0')}`,
      idCard: idCardFor('410184', '1990-03-15', seq),
      applyTime: hoursAgo(48 + seq),
      answers: courseCode === xinzheng ? ANSWERS : undefined,
      ...over,
    };
  };
  const write = (inputs: ApplicationInput[]) => writeApplications(server.deps.db, inputs);

  async function list(query: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(trainApplyApi.getApplyBDList, { token, query: { pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }
  async function counts(query: Record<string, unknown> = {}, token = admin) {
    const res = await server.call(trainApplyApi.countByApplyState, { token, query });
    expect(res.status, res.json.msg).toBe(200);
    return Object.fromEntries(res.json.data.map((c) => [c.label, c.count]));
  }
  async function info(applyCode: string, token = admin) {
    const res = await server.call(trainApplyApi.getApplyInfo, { token, query: { applyCode } });
    expect(res.status, res.json.msg).toBe(200);
    return res.json.data;
  }
  const edit = (body: Record<string, unknown>, token = admin) => server.call(trainApplyApi.editApplyInfo, { token, body });
  const payment = (over: Record<string, unknown> = {}) => ({ voucherNo: 'ZZ20261120-0018', amount: 128_000, payTime: hoursAgo(2), receiptKey: receipt, ...over });

  async function addCourse(courseName: string, place: typeof XINZHENG | typeof ZHONGMOU, price: number, withForm: boolean, pass = true): Promise<string> {
    const res = await server.call(courseApi.addBDCourse, {
      token: admin,
      body: {
        courseName,
        courseType: 2,
        courseNature: 1,
        occupationCode: '6-18',
        skillLevel: 1,
        labelCodes: [],
        coverKey: receipt,
        introduction: '<p>上岗培训</p>',
        price,
        classHours: 48,
        applyBeginTime: `${dayFromNow(-10)} 09:00:00`,
        applyEndTime: `${dayFromNow(30)} 18:00:00`,
        ...place,
        formCode: withForm ? formCode : '',
      },
    });
    expect(res.status, res.json.msg).toBe(200);
    if (pass) expect((await server.call(courseApi.updateBDCourseState, { token: admin, body: { courseCodes: [res.json.data.courseCode], approveType: 5 } })).status).toBe(200);
    return res.json.data.courseCode;
  }

  beforeAll(async () => {
    admin = await server.login();
    receipt = await uploadLicense(server, admin);
    const form = await server.call(trainFormApi.save, {
      token: admin,
      body: {
        formName: '电工培训报名表',
        fields: [
          { key: 'name', label: '姓名', type: 'text', required: true },
          { key: 'gender', label: '性别', type: 'radio', required: true, options: ['男', '女'] },
          { key: 'phone', label: '紧急联系电话', type: 'phone', required: false },
          { key: 'skills', label: '已有证书', type: 'checkbox', required: false, options: ['低压电工', '高压电工', '焊工证'] },
        ],
      },
    });
    expect(form.status, form.json.msg).toBe(200);
    formCode = form.json.data.formCode;
    xinzheng = await addCourse('电工上岗证培训', XINZHENG, 128_000, true);
    zhongmou = await addCourse('焊工技能培训', ZHONGMOU, 50_000, false);
  });

  it('lists applications newest first with their course and amount, counts every state under the same filters, GET and form POST alike', async () => {
    await write([
      person(xinzheng),
      person(xinzheng, { order: { createTime: hoursAgo(3) } }),
      person(xinzheng, { order: { createTime: hoursAgo(5), paid: { channel: 'wechat', voucherNo: '4200001234', paidAmount: 128_000, payTime: hoursAgo(4), receiptKey: '' } } }),
      person(zhongmou, { usrName: '李娜' }),
    ]);
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.records.map((r) => r.applyTime)).toEqual([...all.records.map((r) => r.applyTime)].sort().reverse());
    expect(all.records.find((r) => r.usrName === '李娜')).toMatchObject({ courseName: '焊工技能培训', amount: 50_000, applyState: 0 });
    expect(await counts()).toEqual({ 意向登记: 2, 线上未支付: 1, 线上已支付: 1 });
    expect(await counts({ courseCode: xinzheng })).toEqual({ 意向登记: 1, 线上未支付: 1, 线上已支付: 1 });
    expect((await list({ applyState: 1 })).total).toBe(1);
    expect((await list({ usrName: '李娜' })).records.map((r) => r.courseCode)).toEqual([zhongmou]);
    const byForm = await server.call(trainApplyApi.getApplyBDListByForm, { token: admin, body: { courseCode: xinzheng, pageSize: 100 } });
    expect(byForm.json.data.total).toBe(3);
    const countByForm = await server.call(trainApplyApi.countApllyBDNumbersByForm, { token: admin, body: { usrName: '李娜' } });
    expect(countByForm.json.data.map((c) => c.count)).toEqual([1, 0, 0]);
  });

  it('stores the answers against the course form, so the form is in use', async () => {
    const [code] = await write([person(xinzheng, { answers: { name: '王芳', gender: '女', phone: '13900001111', skills: ['高压电工', '焊工证'] } })]);
    const detail = await info(code);
    expect(detail.formFields.map((f) => f.label)).toEqual(['姓名', '性别', '紧急联系电话', '已有证书']);
    expect(detail.answers).toEqual({ name: '王芳', gender: '女', phone: '13900001111', skills: ['高压电工', '焊工证'] });
    const form = await server.call(trainFormApi.info, { token: admin, query: { formCode } });
    expect(form.json.data.usedBy).toBe((await list({ courseCode: xinzheng })).total);
    expect((await server.call(trainFormApi.del, { token: admin, query: { formCode } })).status).toBe(409);
  });

  it('refuses a second application of the same person to a course, and answers that do not fit the form', async () => {
    const first = person(zhongmou);
    await write([first]);
    await expect(write([{ ...first, applyTime: hoursAgo(1) }])).rejects.toMatchObject({ message: expect.stringContaining('已报名课程“焊工技能培训”') });
    await expect(write([person(xinzheng, { answers: { gender: '男' } })])).rejects.toMatchObject({ message: '请填写“姓名”' });
  });

  it('edits name, phone, remark and answers, checked against the form (400 naming the field)', async () => {
    const [code] = await write([person(xinzheng)]);
    const res = await edit({ applyCode: code, usrName: '赵磊', usrPhe: '13700002222', remark: '已电话确认', answers: { name: '赵磊', gender: '男' } });
    expect(res.status, res.json.msg).toBe(200);
    expect(await info(code)).toMatchObject({ usrName: '赵磊', usrPhe: '13700002222', remark: '已电话确认', answers: { name: '赵磊', gender: '男' }, applyState: 0 });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ answers: { name: '赵磊' } }, '请填写“性别”'],
      [{ answers: { name: '赵磊', gender: '未知' } }, '“性别”的选项“未知”不存在'],
      [{ answers: { name: '赵磊', gender: '男', phone: '12345' } }, '“紧急联系电话”应为11位手机号'],
      [{ answers: { name: '赵磊', gender: '男', height: '180' } }, '表单中没有字段“height”'],
      [{ usrPhe: '1380000' }, '手机号'],
      [{ usrName: '' }, '请输入姓名'],
    ];
    for (const [body, message] of bad) {
      const r = await edit({ applyCode: code, ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.msg).toContain(message);
    }
    expect((await info(code)).usrName).toBe('赵磊');
  });

  it('assigns a class (分班) except while an online order waits for payment (409)', async () => {
    const [intent, unpaid] = await write([person(xinzheng), person(xinzheng, { order: { createTime: hoursAgo(1) } })]);
    expect((await edit({ applyCode: intent, classCode: 'CLS-2026-011' })).status).toBe(200);
    expect((await info(intent)).classInfo).toEqual({ classCode: 'CLS-2026-011' });
    expect((await list({ classCode: 'CLS-2026-011' })).total).toBe(1);
    const refused = await edit({ applyCode: unpaid, classCode: 'CLS-2026-011' });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('报名当前为“线上未支付”状态，不能分班');
    expect((await info(unpaid)).classCode).toBe('');
  });

  it('registers an offline payment: a paid order at the course price, 意向登记 → 线上已支付, once', async () => {
    const [code] = await write([person(xinzheng)]);
    const before = (await server.call(trainOrderApi.getBDOrderlist, { token: admin, query: {} })).json.data.paidTotal;

    const wrongAmount = await edit({ applyCode: code, payment: payment({ amount: 100_000 }) });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.json.msg).toBe('缴费金额应与订单金额一致（1280.00 元）');
    const noReceipt = await edit({ applyCode: code, payment: payment({ receiptKey: 'upload/2026/no-such.png' }) });
    expect(noReceipt.status).toBe(400);
    const badTime = await edit({ applyCode: code, payment: payment({ payTime: '2026-13-01 09:00:00' }) });
    expect(badTime.status).toBe(400);
    expect(badTime.json.msg).toContain('缴费时间');
    expect((await info(code)).applyState).toBe(0);

    const res = await edit({ applyCode: code, remark: '现场缴费', payment: payment() });
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data.applyState).toBe(2);
    const detail = await info(code);
    expect(detail.order).toMatchObject({ payState: 1, channel: 'offline', amount: 128_000, paidAmount: 128_000, price: 128_000, voucherNo: 'ZZ20261120-0018', courseName: '电工上岗证培训', operatorName: '系统管理员' });
    expect(detail.order?.receiptUrl).not.toBe('');

    const again = await edit({ applyCode: code, payment: payment() });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('报名当前为“线上已支付”状态，不能线下缴费登记');

    const orders = await server.call(trainOrderApi.getBDOrderlist, { token: admin, query: {} });
    expect(orders.json.data.paidTotal).toBe(before + 128_000);
    const mine = orders.json.data.records.find((o) => o.applyCode === code);
    const one = await server.call(trainOrderApi.getOrderInfo, { token: admin, query: { orderCode: mine?.orderCode ?? '' } });
    expect(one.json.data).toMatchObject({ applyCode: code, payState: 1, voucherNo: 'ZZ20261120-0018' });
    expect(centsToYuan(one.json.data.paidAmount)).toBe('1280.00');
  });

  it('moves online: 线上下单 → 线上未支付, paid → 线上已支付; the scheduler closes an order unpaid for 24 hours → 意向登记', async () => {
    const [paying, stale, fresh] = await write([
      person(zhongmou),
      person(zhongmou, { applyTime: hoursAgo(30), order: { createTime: hoursAgo(25) } }),
      person(zhongmou, { applyTime: hoursAgo(3), order: { createTime: hoursAgo(2) } }),
    ]);
    const orderCode = await orderOnline(server.deps, paying);
    expect((await info(paying)).applyState).toBe(1);
    expect((await edit({ applyCode: paying, payment: payment({ amount: 50_000 }) })).json.msg).toBe('报名当前为“线上未支付”状态，不能线下缴费登记');
    await payOnline(server.deps, orderCode, { channel: 'wechat', voucherNo: '4200009999', paidAmount: 50_000, payTime: hoursAgo(0), receiptKey: '' });
    expect(await info(paying)).toMatchObject({ applyState: 2, order: { payState: 1, channel: 'wechat', voucherNo: '4200009999' } });

    const run = await server.call(scheduleApi.run, { token: admin, body: { taskCode: 'train.apply.closeUnpaidOrders' } });
    expect(run.status, run.json.msg).toBe(200);
    expect(await info(stale)).toMatchObject({ applyState: 0, order: { payState: 2 } });
    expect((await info(stale)).order?.closeTime).not.toBeNull();
    expect(await info(fresh)).toMatchObject({ applyState: 1, order: { payState: 0 } });
    // Once more: nothing is due any more.
    await server.call(scheduleApi.run, { token: admin, body: { taskCode: 'train.apply.closeUnpaidOrders' } });
    expect((await info(fresh)).applyState).toBe(1);
    expect((await server.call(trainOrderApi.getBDOrderlist, { token: admin, query: { payState: 2, courseCode: zhongmou } })).json.data.total).toBe(1);
  });

  it('owes an open order’s amount, and the course’s price once the order is closed (意向登记), in the list and the export alike', async () => {
    const course = await addCourse('钳工技能培训', ZHONGMOU, 40_000, false);
    const [stale] = await write([person(course, { usrName: '价格学员', applyTime: hoursAgo(30), order: { createTime: hoursAgo(25) } })]);
    // The course costs more now; the order keeps the price it was made at.
    await server.deps.db.updateTable('trainCourse').set({ price: 45_000 }).where('courseCode', '=', course).execute();
    const owed = async () => {
      const listed = (await list({ courseCode: course })).records.find((r) => r.applyCode === stale);
      const exported = recordsOf(rowsOf((await readWorkbook((await server.call(trainApplyApi.export, { token: admin, query: { courseCode: course } })).raw.rawPayload)).worksheets[0]));
      return [listed?.applyState, listed?.amount, exported.map((r) => r['订单金额'])];
    };
    expect(await owed()).toEqual([1, 40_000, ['400.00']]);
    await server.call(scheduleApi.run, { token: admin, body: { taskCode: 'train.apply.closeUnpaidOrders' } });
    expect(await owed()).toEqual([0, 45_000, ['450.00']]);
  });

  it('masks ID numbers and phones without 查看完整证件号和手机号, and keeps a 新郑市 user to 新郑市 courses (404 outside)', async () => {
    const [inZhongmou] = await write([person(zhongmou, { usrName: '中牟学员' })]);
    const clerk = await userWithCodes(server, admin, 'apply_clerk', '报名专员', [perm.train.apply.list, perm.train.apply.edit, perm.train.order.list], '410184');
    const rows = (await list({}, clerk.token)).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.courseCode === xinzheng)).toBe(true);
    expect(rows[0].usrPhe).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(rows[0].idCard).toMatch(/^410184\*{8}\d{3}[\dX]$/);
    expect((await counts({}, clerk.token))['意向登记']).toBe(rows.filter((r) => r.applyState === 0).length);
    expect((await server.call(trainApplyApi.getApplyInfo, { token: clerk.token, query: { applyCode: inZhongmou } })).status).toBe(404);
    expect((await edit({ applyCode: inZhongmou, remark: '越权' }, clerk.token)).status).toBe(404);
    const orders = (await server.call(trainOrderApi.getBDOrderlist, { token: clerk.token, query: { pageSize: 100 } })).json.data;
    expect(orders.records.every((o) => o.courseCode === xinzheng)).toBe(true);

    const officer = await userWithCodes(server, admin, 'apply_officer', '报名主管', [perm.train.apply.list, perm.train.apply.viewSensitive]);
    const whole = (await list({ usrName: '中牟学员' }, officer.token)).records[0];
    expect(whole.usrPhe).toMatch(/^1\d{10}$/);
    expect(whole.idCard).toHaveLength(18);
  });

  it('exports the filtered applications as xlsx with the list columns, masked for a role without the right', async () => {
    const clerk = await userWithCodes(server, admin, 'apply_exporter', '报名导出员', [perm.train.apply.list, perm.train.apply.export]);
    const res = await server.call(trainApplyApi.export, { token: clerk.token, query: { courseCode: zhongmou } });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(String(res.raw.headers['content-disposition']).split("UTF-8''")[1])).toMatch(/^课程报名_\d{14}\.xlsx$/);
    const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
    expect(rows[0].slice(0, 8)).toEqual(['报名状态', '报名时间', '姓名', '手机号', '身份证号', '课程名称', '班级编号', '订单金额']);
    const records = recordsOf(rows);
    expect(records).toHaveLength((await list({ courseCode: zhongmou })).total);
    expect(records.every((r) => r['课程名称'] === '焊工技能培训' && r['订单金额'] === '500.00' && r['手机号'].includes('****'))).toBe(true);
    expect(new Set(records.map((r) => r['报名状态']))).toEqual(new Set(['意向登记', '线上未支付', '线上已支付']));
    const noRight = await userWithCodes(server, admin, 'apply_viewer', '报名查看员', [perm.train.apply.list]);
    expect((await server.call(trainApplyApi.export, { token: noRight.token, query: {} })).status).toBe(403);
  });

  it('keeps a course with applications from being deleted', async () => {
    const pending = await addCourse('叉车司机培训', XINZHENG, 0, false, false);
    await write([person(pending)]);
    const res = await server.call(courseApi.delByCourseCode, { token: admin, query: { courseCode: pending } });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe('课程已有报名记录 1 条，不能删除');
    const free = await list({ courseCode: pending });
    expect((await edit({ applyCode: free.records[0].applyCode, payment: payment({ amount: 1 }) })).json.msg).toBe('课程“叉车司机培训”为免费课程，无需缴费登记');
  });
});
