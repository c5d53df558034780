import { trainFormApi } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { storeAnswers } from './train-form.service.js';

describe.each(DIALECTS)('training forms (培训表单) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;

  const field = (key: string, label: string, type: string, options: string[] = [], required = true) => ({ key, label, type, required, options });
  const electrician = (overrides: Record<string, unknown> = {}) => ({
    formName: '电工培训报名表',
    description: '低压电工作业培训报名',
    fields: [field('name', '姓名', 'text'), field('idCard', '身份证号', 'idCard'), field('gender', '性别', 'radio', ['男', '女']), field('years', '从业年限', 'number', [], false)],
    ...overrides,
  });
  const save = (body: Record<string, unknown>) => server.call(trainFormApi.save, { token: admin, body });
  const edit = (body: Record<string, unknown>) => server.call(trainFormApi.edit, { token: admin, body });
  const del = (formCode: string) => server.call(trainFormApi.del, { token: admin, query: { formCode } });
  async function info(formCode: string) {
    const res = await server.call(trainFormApi.info, { token: admin, query: { formCode } });
    expect(res.status, res.json.msg).toBe(200);
    return trainFormApi.info.response.parse(res.json.data);
  }
  async function page(query: Record<string, unknown> = {}) {
    const res = await server.call(trainFormApi.page, { token: admin, query: { pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return trainFormApi.page.response.parse(res.json.data);
  }

  beforeAll(async () => {
    admin = await server.login();
  });

  it('adds a form and shows its fields in order, in the page and in the picker list', async () => {
    const res = await save(electrician());
    expect(res.status, res.json.msg).toBe(200);
    expect(res.json.msg).toBe('新增成功');
    const form = await info(res.json.data.formCode);
    expect(form).toMatchObject({ formName: '电工培训报名表', fieldCount: 4, usedBy: 0, answeredKeys: [], creatorName: '系统管理员' });
    expect(form.fields.map((f) => [f.key, f.type, f.required])).toEqual([['name', 'text', true], ['idCard', 'idCard', true], ['gender', 'radio', true], ['years', 'number', false]]);
    expect(form.fields[2].options).toEqual(['男', '女']);
    expect((await save(electrician({ formName: '育婴员培训报名表' }))).status).toBe(200);
    expect((await page({ formName: '电工' })).records.map((r) => r.formName)).toEqual(['电工培训报名表']);
    const picker = await server.call(trainFormApi.list, { token: admin });
    expect(picker.json.data.map((f: { formName: string }) => f.formName)).toEqual(['育婴员培训报名表', '电工培训报名表']);
  });

  it('refuses bad fields with the field named (400) and a second form of the same name (409)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [electrician({ formName: ' ' }), '请输入表单名称'],
      [electrician({ formName: '甲', fields: [] }), '请至少添加一个字段'],
      [electrician({ formName: '乙', fields: [field('name', '姓名', 'text'), field('name', '名字', 'text')] }), '字段标识“name”重复'],
      [electrician({ formName: '丙', fields: [field('name', '', 'text')] }), '第1个字段的字段名称不能为空'],
      [electrician({ formName: '丁', fields: [field('g', '性别', 'select', ['男'])] }), '“性别”至少需要2个选项'],
      [electrician({ formName: '戊', fields: [field('g', '性别', 'radio', ['男', '男'])] }), '“性别”的选项“男”重复'],
      [electrician({ formName: '己', fields: [field('g', '性别', 'checkbox', Array.from({ length: 21 }, (_, i) => `选项${i}`))] }), '“性别”最多20个选项'],
      [electrician({ formName: '庚', fields: [field('n', '姓名', 'text', ['A', 'B'])] }), '“姓名”不是选择类字段，不能设置选项'],
      [electrician({ formName: '辛', fields: [field('1abc', '姓名', 'text')] }), '字段标识应以字母开头'],
      [electrician({ formName: '壬', fields: [field('n', '姓名', 'email')] }), '字段类型'],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBe(400);
      expect(res.json.msg).toContain(message);
    }
    const twice = await save(electrician());
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe('表单名称“电工培训报名表”已存在');
    expect((await page()).total).toBe(2);
  });

  it('edits a form freely while it has no answers, and deletes it', async () => {
    const formCode = (await save(electrician({ formName: '焊工培训报名表' }))).json.data.formCode as string;
    const res = await edit({ formCode, ...electrician({ formName: '焊工培训报名表（2025）', fields: [field('name', '姓名', 'textarea'), field('phone', '手机号', 'phone')] }) });
    expect(res.status, res.json.msg).toBe(200);
    const form = await info(formCode);
    expect(form.formName).toBe('焊工培训报名表（2025）');
    expect(form.fields.map((f) => `${f.key}:${f.type}`)).toEqual(['name:textarea', 'phone:phone']);
    const clash = await edit({ formCode, ...electrician() });
    expect(clash.status).toBe(409);
    expect(clash.json.msg).toBe('表单名称“电工培训报名表”已存在');
    const removed = await del(formCode);
    expect(removed.status, removed.json.msg).toBe(200);
    expect((await server.call(trainFormApi.info, { token: admin, query: { formCode } })).status).toBe(404);
    expect((await del(formCode)).status).toBe(404);
  });

  it('keeps a form in use: not deleted, its answered fields neither removed nor retyped (409); other changes allowed', async () => {
    const formCode = (await save(electrician({ formName: '养老护理员培训报名表' }))).json.data.formCode as string;
    const now = nowText();
    await storeAnswers(server.deps.db, [
      { formCode, fieldKey: 'name', answerCode: 'apply1', value: '王芳', createTime: now },
      { formCode, fieldKey: 'gender', answerCode: 'apply1', value: '女', createTime: now },
      { formCode, fieldKey: 'name', answerCode: 'apply2', value: '李强', createTime: now },
    ]);
    const form = await info(formCode);
    expect(form.usedBy).toBe(2);
    expect([...form.answeredKeys].sort()).toEqual(['gender', 'name']);
    expect((await page({ formName: '养老' })).records[0].usedBy).toBe(2);

    const refused = await del(formCode);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('表单“养老护理员培训报名表”已有2份报名填写，不能删除');

    const fields = electrician().fields;
    const dropped = await edit({ formCode, ...electrician({ formName: '养老护理员培训报名表', fields: fields.filter((f) => f.key !== 'gender') }) });
    expect(dropped.status).toBe(409);
    expect(dropped.json.msg).toBe('字段“性别”已有报名填写，不能删除');
    const retyped = await edit({ formCode, ...electrician({ formName: '养老护理员培训报名表', fields: fields.map((f) => (f.key === 'name' ? { ...f, type: 'textarea' } : f)) }) });
    expect(retyped.status).toBe(409);
    expect(retyped.json.msg).toBe('字段“姓名”已有报名填写，不能将类型由“单行文本”改为“多行文本”');
    expect((await info(formCode)).fields.map((f) => f.key)).toEqual(['name', 'idCard', 'gender', 'years']);

    // Unanswered fields go, answered ones are relabelled and reordered, options grow.
    const kept = await edit({
      formCode,
      ...electrician({ formName: '养老护理员培训报名表', fields: [field('gender', '性别（必选）', 'radio', ['男', '女', '不便透露']), field('name', '学员姓名', 'text')] }),
    });
    expect(kept.status, kept.json.msg).toBe(200);
    expect((await info(formCode)).fields.map((f) => f.label)).toEqual(['性别（必选）', '学员姓名']);
  });
});
