import { exportHeaders, perm, scheduleApi, STUDENT_LABELS, trainClassApi, trainStudentApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import { classForm, classSetup, studentIdCard, importSheet, savedClass, studentSheet } from '../../../test/train-fixtures.js';
import { readWorkbook, recordsOf, rowsOf } from '../../../test/xlsx.js';

const DAY = 24 * 60;

describe.each(DIALECTS)('学员导入 (importStudentInfoList, downLoadErrorFile) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  let classCode: string;
  let ended: string;
  let setup: Awaited<ReturnType<typeof classSetup>>;

  const names = async (code: string) =>
    (await server.call(trainClassApi.studentList, { token: admin, query: { classCode: code, pageNum: 1, pageSize: 100 } })).json.data.records.map((r) => `${r.usrName}/${r.mobile}`).sort();
  const download = (token: string, errorCode: string) => server.call(trainStudentApi.downLoadErrorFile, { token, query: { errorCode } });

  beforeAll(async () => {
    admin = await server.login();
    setup = await classSetup(server, admin, 951);
    classCode = await savedClass(server, admin, classForm(setup, [[DAY, DAY + 60]], { capacity: 3 }));
    ended = await savedClass(server, admin, classForm(setup, [[-2 * DAY, -2 * DAY + 60]]));
    expect((await server.call(trainClassApi.end, { token: admin, query: { classCode: ended } })).status).toBe(200);
  });

  it('puts good rows in and returns bad ones in an error workbook of their cells and 错误原因, to the importer only', async () => {
    const sheet = await studentSheet([
      ['张伟', studentIdCard(1), '13800000001', '高中', '未就业', classCode],
      ['李娜', studentIdCard(2), '13800000002', '本科', '已就业', classCode],
      ['', studentIdCard(3), '13800000003', '高中', '未就业', classCode],
      ['王芳', studentIdCard(4).slice(0, 17) + (studentIdCard(4).endsWith('1') ? '2' : '1'), '13800000004', '高中', '未就业', classCode],
      ['刘洋', studentIdCard(5), '1380000', '高中', '未就业', classCode],
      ['陈静', studentIdCard(6), '13800000006', '幼儿园', '未就业', classCode],
      ['杨磊', studentIdCard(7), '13800000007', '高中', '未就业', 'nosuchclass'],
      ['赵敏', studentIdCard(8), '13800000008', '高中', '未就业', ended],
      ['张伟', studentIdCard(1), '13800000009', '高中', '未就业', classCode],
      ['孙强', studentIdCard(10), '13800000010', '中专', '灵活就业', classCode],
      ['周婷', studentIdCard(11), '13800000011', '中专', '灵活就业', classCode],
    ]);
    const res = await importSheet(server, admin, sheet);
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('成功 3 条，失败 8 条');
    expect(res.json.data).toMatchObject({ total: 11, success: 3, failed: 8 });
    expect(await names(classCode)).toEqual(['孙强/13800000010', '张伟/13800000001', '李娜/13800000002']);

    const file = await download(admin, res.json.data.errorCode);
    expect(file.status).toBe(200);
    const rows = rowsOf((await readWorkbook(file.raw.rawPayload)).worksheets[0]);
    expect(rows[0]).toEqual(['姓名', '身份证号', '手机号', '学历', '就业状态', '班级编号', '错误原因']);
    const reasons = Object.fromEntries(rows.slice(1).map((r) => [r[0] || '(空)', r[6]]));
    expect(reasons).toMatchObject({
      '(空)': '姓名不能为空',
      王芳: '身份证号校验位不正确，请核对',
      刘洋: '手机号格式不正确',
      杨磊: '班级编号“nosuchclass”不存在',
      赵敏: '班级已结业，不能添加学员',
      张伟: '该学员已在本班级中',
      周婷: '班级已满（容量3人）',
    });
    expect(reasons['陈静']).toContain('学历应为');

    const other = await userWithCodes(server, admin, 'importother', '另一导入员', [perm.train.student.list, perm.train.student.import]);
    expect((await download(other.token, res.json.data.errorCode)).status).toBe(404);
  });

  it('removes error workbooks past their 24 hours by the scheduled clean-up, keeping younger ones', async () => {
    const importBad = async () => {
      const res = await importSheet(server, admin, await studentSheet([['', studentIdCard(90), '13800000090', '高中', '未就业', classCode]]));
      expect(res.json.data.failed).toBe(1);
      return res.json.data.errorCode;
    };
    const [old, young] = [await importBad(), await importBad()];
    await server.deps.db.updateTable('trainImportError').set({ createTime: formatTime(Date.now() - 25 * 3600_000) }).where('errorCode', '=', old).execute();
    const run = await server.call(scheduleApi.run, { token: admin, body: { taskCode: 'train.class.removeImportErrors' } });
    expect(run.status, run.json.msg).toBe(200);
    expect((await download(admin, old)).json.msg).toBe('错误文件不存在');
    expect((await download(admin, young)).status).toBe(200);
  });

  it('keeps a class’s head count across batches of 500 rows: it fills at its capacity whatever batch a row is in', async () => {
    const big = await savedClass(server, admin, classForm(setup, [[DAY, DAY + 60]], { capacity: 520 }));
    const rows = Array.from({ length: 600 }, (_, i) => [`学员${i}`, studentIdCard(300 + i), `139${String(10_000_000 + i).slice(-8)}`, '高中', '未就业', i === 550 ? 'nosuchclass' : big]);
    const res = await importSheet(server, admin, await studentSheet(rows));
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.data).toMatchObject({ total: 600, success: 520, failed: 80 });
    const listed = await server.call(trainClassApi.studentList, { token: admin, query: { classCode: big, pageNum: 1, pageSize: 10 } });
    expect(listed.json.data.total).toBe(520);
    const reasons = rowsOf((await readWorkbook((await download(admin, res.json.data.errorCode)).raw.rawPayload)).worksheets[0])
      .slice(1)
      .map((r) => r[6]);
    expect(reasons.filter((r) => r === '班级已满（容量520人）')).toHaveLength(79);
    expect(reasons).toContain('班级编号“nosuchclass”不存在');
  });

  it('updates people already in the class when asked, and refuses what is not a workbook or lacks columns', async () => {
    const again = await importSheet(server, admin, await studentSheet([['李娜', studentIdCard(2), '13900000002', '硕士', '已就业', classCode]]), true);
    expect(again.status, again.json.msg).toBe(200);
    expect(again.json.data).toMatchObject({ success: 1, failed: 0, errorCode: '' });
    expect(await names(classCode)).toContain('李娜/13900000002');

    const notXlsx = await importSheet(server, admin, Buffer.from('姓名,身份证号\n张三,1'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.json.msg).toContain('xlsx');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('学员').addRow(['姓名', '手机号']);
    const lacking = await importSheet(server, admin, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(lacking.status).toBe(400);
    expect(lacking.json.msg).toBe('导入文件缺少列：身份证号、学历、就业状态、班级编号，请使用导入模板');
  });

  it('exports the students of the filter with attendance and 结业, masking ID numbers without 查看敏感信息', async () => {
    const res = await server.call(trainStudentApi.exportStudentDetais, { token: admin, query: { classCode } });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(String(res.raw.headers['content-disposition']).split("UTF-8''")[1])).toMatch(/^学员明细_\d{14}\.xlsx$/);
    const rows = rowsOf((await readWorkbook(res.raw.rawPayload)).worksheets[0]);
    // The columns are 学员管理's labels, in the list's order, then the detail's.
    expect(rows[0]).toEqual(exportHeaders(STUDENT_LABELS));
    expect([...rows[0]].sort()).toEqual(['姓名', '身份证号', '手机号', '所在班级', '班级编号', '学历', '就业状态', '出勤课次', '出勤率', '最高成绩', '结业状态', '未结业原因', '加入时间'].sort());
    const students = recordsOf(rows);
    expect(students.map((r) => r.姓名).sort()).toEqual(['孙强', '张伟', '李娜']);
    const zhang = students.find((r) => r.姓名 === '张伟')!;
    expect(zhang.身份证号).toBe(studentIdCard(1));
    expect([zhang.出勤课次, zhang.出勤率, zhang.最高成绩, zhang.结业状态]).toEqual(['0/1', '0%', '', '学习中']);

    const clerk = await userWithCodes(server, admin, 'exportclerk', '导出专员', [perm.train.student.list, perm.train.student.export]);
    const masked = await server.call(trainStudentApi.exportStudentDetais, { token: clerk.token, query: { classCode } });
    expect(masked.status).toBe(200);
    const maskedRows = recordsOf(rowsOf((await readWorkbook(masked.raw.rawPayload)).worksheets[0]));
    expect(maskedRows).toHaveLength(3);
    expect(maskedRows.every((r) => r.身份证号.includes('*') && r.手机号.includes('****'))).toBe(true);
  });
});
