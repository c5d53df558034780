import { exportHeaders, HOT_EVENT_VALUE_LABELS, hotEventApi, hotEventValueApi, perm } from '@hrbd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime, nowText } from '../../../platform/time.js';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';
import * as repo from './hot-event.repository.js';
import { readWorkbook, rowsOf } from '../../../test/xlsx.js';

const DAY_MS = 86_400_000;
const dayText = (days: number) => formatTime(Date.now() + days * DAY_MS).slice(0, 10);

/** A valid event form: 新郑市, from ten days ago to twenty days ahead. */
function eventForm(overrides: Record<string, unknown> = {}) {
  return {
    eventTitle: '新郑市某食品企业规模性减员帮扶',
    eventType: 1,
    regionCode: '410184',
    beginTime: dayText(-10),
    endTime: dayText(20),
    description: '<p>企业拟分批减员约 <strong>260</strong> 人。</p>',
    enabled: 1,
    ...overrides,
  };
}

describe.each(DIALECTS)('hot events (热点事件) on %s', (dialect) => {
  const server = withTestServer(dialect);
  let admin: string;
  /** Holds 查询, 处理 and 导出 of 热点事件, nothing else. */
  let officer: { id: number; token: string };
  let layoff: string;
  let campaign: string;

  const save = (body: Record<string, unknown>, token = admin) => server.call(hotEventApi.save, { token, body });
  const edit = (body: Record<string, unknown>, token = admin) => server.call(hotEventApi.edit, { token, body });

  async function events(query: Record<string, unknown> = {}) {
    const res = await server.call(hotEventApi.page, { token: admin, query });
    expect(res.status, res.json.msg).toBe(200);
    return hotEventApi.page.response.parse(res.json.data);
  }

  async function info(eventCode: string) {
    const res = await server.call(hotEventApi.info, { token: admin, query: { eventCode } });
    expect(res.status, res.json.msg).toBe(200);
    return hotEventApi.info.response.parse(res.json.data);
  }

  async function values(body: Record<string, unknown>, token = admin) {
    const res = await server.call(hotEventValueApi.page, { token, body });
    expect(res.status, res.json.msg).toBe(200);
    const data = hotEventValueApi.page.response.parse(res.json.data);
    expect(data.stateCounts.map((c) => [c.handleState, c.label])).toEqual([
      [0, '待处理'],
      [1, '已处理'],
    ]);
    return { ...data, counts: Object.fromEntries(data.stateCounts.map((c) => [c.handleState, c.count])) as Record<number, number> };
  }

  let serial = 0;
  /** Items as the public channels would have left them, under an event. */
  async function addValues(eventCode: string, specs: Array<{ name: string; content: string; submitTime: string; phone?: string; handled?: boolean }>) {
    const event = await server.deps.db.selectFrom('recruitHotEvent').select('id').where('eventCode', '=', eventCode).executeTakeFirstOrThrow();
    const rows = specs.map((s) => {
      serial += 1;
      return {
        valueCode: `v${String(serial).padStart(31, '0')}`,
        eventId: Number(event.id),
        submitterType: s.name.endsWith('公司') ? 2 : 1,
        submitterName: s.name,
        phone: s.phone ?? `1380000${String(serial).padStart(4, '0')}`,
        countyCode: '410184',
        channel: 1,
        content: s.content,
        submitTime: s.submitTime,
        handleState: s.handled ? 1 : 0,
        handlerId: null,
        handlerName: s.handled ? '系统管理员' : '',
        handleTime: s.handled ? s.submitTime.replace(/\d\d:\d\d$/, '59:59') : null,
        handleNote: s.handled ? '已电话联系' : '',
        updateTime: s.submitTime,
      };
    });
    await repo.insertValues(server.deps.db, rows);
    return rows.map((r) => r.valueCode);
  }

  beforeAll(async () => {
    admin = await server.login();
    officer = await userWithCodes(server, admin, 'hotofficer', '就业服务专员', [perm.recruit.hotEvent.list, perm.recruit.hotEvent.handle, perm.recruit.hotEvent.export]);
    const first = await save(eventForm());
    expect(first.status, first.json.msg).toBe(200);
    layoff = first.json.data.eventCode;
    const second = await save(
      eventForm({ eventTitle: '高校毕业生就业服务季', eventType: 3, regionCode: '410100', beginTime: dayText(-40), endTime: dayText(-5), enabled: 0 }),
    );
    expect(second.status, second.json.msg).toBe(200);
    campaign = second.json.data.eventCode;
  });

  describe('events', () => {
    it('adds an event, keeping only the description the allow-list permits, and names its region', async () => {
      const res = await save(
        eventForm({
          eventTitle: '航空港区产业园集中开工招工',
          eventType: 2,
          regionCode: '410173',
          beginTime: dayText(3),
          endTime: dayText(60),
          description: '<p onclick="steal()">园区集中投产<script>alert(1)</script></p>',
        }),
      );
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.msg).toBe('新增成功');
      const detail = await info(res.json.data.eventCode);
      expect(detail).toMatchObject({
        eventTitle: '航空港区产业园集中开工招工',
        eventType: 2,
        regionCode: '410173',
        regionName: '河南省郑州市郑州航空港经济综合实验区',
        beginTime: `${dayText(3)} 00:00:00`,
        endTime: `${dayText(60)} 23:59:59`,
        enabled: 1,
        phase: 0,
        valueCount: 0,
        pendingCount: 0,
        creatorName: '系统管理员',
        description: '<p>园区集中投产</p>',
        firstSubmitTime: null,
        lastSubmitTime: null,
      });
    });

    it('refuses a bad form with the field named (400), a title in use (409) and unknown codes (404)', async () => {
      const backwards = await save(eventForm({ eventTitle: '时间倒置', beginTime: dayText(5), endTime: dayText(1) }));
      expect(backwards.status).toBe(400);
      expect(backwards.json.msg).toBe('结束时间须晚于开始时间');
      const noTitle = await save(eventForm({ eventTitle: '  ' }));
      expect(noTitle.status).toBe(400);
      expect(noTitle.json.msg).toBe('请输入事件标题');
      const badType = await save(eventForm({ eventTitle: '类别不对', eventType: 7 }));
      expect(badType.status).toBe(400);
      expect(badType.json.msg).toContain('事件类别');
      const nowhere = await save(eventForm({ eventTitle: '区域不存在', regionCode: '419999' }));
      expect(nowhere.status).toBe(400);
      expect(nowhere.json.msg).toBe('所属区域编码“419999”不存在');
      const onlyScript = await save(eventForm({ eventTitle: '只有脚本', description: '<script>alert(1)</script>' }));
      expect(onlyScript.status).toBe(400);
      expect(onlyScript.json.msg).toBe('请输入事件描述');

      const twice = await save(eventForm());
      expect(twice.status).toBe(409);
      expect(twice.json.msg).toBe('事件标题“新郑市某食品企业规模性减员帮扶”已存在');

      expect((await server.call(hotEventApi.info, { token: admin, query: { eventCode: 'x'.repeat(32) } })).status).toBe(404);
      const ghost = await edit({ eventCode: 'x'.repeat(32), ...eventForm({ eventTitle: '不存在的事件' }) });
      expect(ghost.status).toBe(404);
      expect(ghost.json.msg).toBe('热点事件不存在');
    });

    it('lists events newest period first, with filters on title, kind, state, phase, region and period', async () => {
      const all = await events({ pageSize: 100 });
      expect(all.total).toBeGreaterThanOrEqual(3);
      const begins = all.records.map((e) => e.beginTime);
      expect(begins).toEqual([...begins].sort().reverse());

      expect((await events({ eventTitle: '减员' })).records.map((e) => e.eventCode)).toEqual([layoff]);
      expect((await events({ eventType: 3 })).records.map((e) => e.eventCode)).toEqual([campaign]);
      expect((await events({ enabled: 0 })).records.map((e) => e.eventCode)).toEqual([campaign]);
      const ended = (await events({ phase: 2 })).records;
      expect(ended.map((e) => e.eventCode)).toEqual([campaign]);
      expect(ended[0].phase).toBe(2);
      expect((await events({ phase: 1 })).records.map((e) => e.eventCode)).toEqual([layoff]);
      // A city takes in its counties; a county only itself.
      const inZhengzhou = (await events({ regionCode: '410100', pageSize: 100 })).records.map((e) => e.eventCode);
      expect(inZhengzhou).toEqual(expect.arrayContaining([layoff, campaign]));
      expect((await events({ regionCode: '410184' })).records.map((e) => e.eventCode)).toEqual([layoff]);
      // Events whose period meets the range: the campaign ended five days ago.
      expect((await events({ beginTime: dayText(-2), endTime: dayText(1) })).records.map((e) => e.eventCode)).toEqual([layoff]);

      const wrongWay = await server.call(hotEventApi.page, { token: admin, query: { beginTime: dayText(2), endTime: dayText(1) } });
      expect(wrongWay.status).toBe(400);
      expect(wrongWay.json.msg).toBe('事件结束时间不能早于事件开始时间');
      const badRegion = await server.call(hotEventApi.page, { token: admin, query: { regionCode: '4101' } });
      expect(badRegion.status).toBe(400);
      expect(badRegion.json.msg).toContain('所属区域');
    });

    it('edits an event, but not onto another title (409) nor so that its period leaves out data already collected (409)', async () => {
      const created = await save(eventForm({ eventTitle: '春风行动', eventType: 4, regionCode: '410100', beginTime: dayText(-30), endTime: dayText(30) }));
      const eventCode = created.json.data.eventCode;
      const first = `${dayText(-20)} 09:15:00`;
      const last = `${dayText(-2)} 16:40:00`;
      await addValues(eventCode, [
        { name: '张伟', content: '春节后返乡，希望就近就业', submitTime: first },
        { name: '李娜', content: '咨询创业担保贷款', submitTime: last },
      ]);

      const renamed = await edit({ eventCode, ...eventForm({ eventTitle: '春风行动暨就业援助月', eventType: 4, regionCode: '410100', beginTime: dayText(-25), endTime: dayText(10), enabled: 0 }) });
      expect(renamed.status, renamed.json.msg).toBe(200);
      expect(renamed.json.msg).toBe('修改成功');
      expect(await info(eventCode)).toMatchObject({ eventTitle: '春风行动暨就业援助月', enabled: 0, firstSubmitTime: first, lastSubmitTime: last, valueCount: 2, pendingCount: 2 });

      const clash = await edit({ eventCode, ...eventForm() });
      expect(clash.status).toBe(409);
      expect(clash.json.msg).toBe('事件标题“新郑市某食品企业规模性减员帮扶”已存在');
      const lateStart = await edit({ eventCode, ...eventForm({ eventTitle: '春风行动暨就业援助月', beginTime: dayText(-10), endTime: dayText(10) }) });
      expect(lateStart.status).toBe(409);
      expect(lateStart.json.msg).toBe(`该事件最早一条数据提交于 ${first}，开始时间不能晚于此时间`);
      const earlyEnd = await edit({ eventCode, ...eventForm({ eventTitle: '春风行动暨就业援助月', beginTime: dayText(-25), endTime: dayText(-3) }) });
      expect(earlyEnd.status).toBe(409);
      expect(earlyEnd.json.msg).toBe(`该事件最近一条数据提交于 ${last}，结束时间不能早于此时间`);
      expect((await info(eventCode)).beginTime).toBe(`${dayText(-25)} 00:00:00`);
    });

    it('signs pictures of a stored description afresh every time it is read', async () => {
      const key = `image/202501/${'a'.repeat(32)}.png`;
      const res = await save(
        eventForm({ eventTitle: '带图片的事件', description: `<p>现场</p><img src="/files/${key}?expires=1&amp;sig=old" data-object-key="${key}" alt="现场">` }),
      );
      expect(res.status, res.json.msg).toBe(200);
      const { description } = await info(res.json.data.eventCode);
      expect(description).toContain(`data-object-key="${key}"`);
      expect(description).not.toContain('sig=old');
      const src = /src="([^"]+)"/.exec(description)?.[1].replace(/&amp;/g, '&') ?? '';
      expect(src.startsWith(`/files/${key}?expires=`)).toBe(true);
      expect(Number(new URL(src, 'http://x').searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
    });
  });

  describe('event data (事件数据)', () => {
    let pending: string[];
    let handled: string[];
    let other: string[];

    beforeAll(async () => {
      pending = await addValues(layoff, [
        { name: '王芳', content: '被通知解除劳动合同，想了解失业保险金申领', submitTime: `${dayText(-6)} 10:00:00`, phone: '13812345678' },
        { name: '刘洋', content: '希望推荐新郑附近的叉车司机岗位', submitTime: `${dayText(-4)} 11:00:00` },
        { name: '郑州恒达机械制造有限公司', content: '可吸纳被减员职工20名，需要装配工', submitTime: `${dayText(-2)} 09:30:00`, phone: '0371-62345678' },
      ]);
      handled = await addValues(layoff, [{ name: '陈静', content: '咨询技能培训补贴', submitTime: `${dayText(-8)} 15:00:00`, handled: true }]);
      other = await addValues(campaign, [{ name: '赵磊', content: '应届毕业生，求职意向文员', submitTime: `${dayText(-20)} 14:00:00` }]);
    });

    it('pages one event’s data newest first, with both tabs counted under the same filters and phones masked', async () => {
      const all = await values({ eventCode: layoff });
      expect(all.total).toBe(4);
      expect(all.counts).toEqual({ 0: 3, 1: 1 });
      expect(all.records.map((r) => r.submitterName)).toEqual(['郑州恒达机械制造有限公司', '刘洋', '王芳', '陈静']);
      expect(all.records[2]).toMatchObject({ valueCode: pending[0], eventCode: layoff, phone: '138****5678', regionName: '河南省郑州市新郑市', handleState: 0, handleTime: null });
      expect(all.records[0].phone).toBe('0371-****5678');

      const tab = await values({ eventCode: layoff, handleState: 1 });
      expect(tab.records.map((r) => r.valueCode)).toEqual(handled);
      expect(tab.total).toBe(1);
      // The counts describe the tabs, whichever is open.
      expect(tab.counts).toEqual({ 0: 3, 1: 1 });

      const keyword = await values({ eventCode: layoff, keyword: '叉车' });
      expect(keyword.records.map((r) => r.submitterName)).toEqual(['刘洋']);
      expect(keyword.counts).toEqual({ 0: 1, 1: 0 });
      const byName = await values({ eventCode: layoff, keyword: '恒达' });
      expect(byName.total).toBe(1);
      const range = await values({ eventCode: layoff, beginTime: dayText(-7), endTime: dayText(-3) });
      expect(range.records.map((r) => r.submitterName)).toEqual(['刘洋', '王芳']);

      // Without an event: everything, across events.
      const everywhere = await values({ pageSize: 100 });
      expect(everywhere.records.map((r) => r.valueCode)).toEqual(expect.arrayContaining([...pending, ...handled, ...other]));

      const ghost = await server.call(hotEventValueApi.page, { token: admin, body: { eventCode: 'x'.repeat(32) } });
      expect(ghost.status).toBe(404);
      expect(ghost.json.msg).toBe('热点事件不存在');
      const wrongWay = await server.call(hotEventValueApi.page, { token: admin, body: { beginTime: dayText(-1), endTime: dayText(-3) } });
      expect(wrongWay.status).toBe(400);
      expect(wrongWay.json.msg).toBe('提交结束时间不能早于提交开始时间');
      const badTab = await server.call(hotEventValueApi.page, { token: admin, body: { handleState: 2 } });
      expect(badTab.status).toBe(400);
      expect(badTab.json.msg).toContain('处理状态');
    });

    it('handles an item once: counts move, the handler is recorded, a second handle is refused (409)', async () => {
      const target = pending[1];
      const before = await values({ eventCode: layoff });
      const res = await server.call(hotEventValueApi.handle, { token: officer.token, query: { valueCode: target, handleNote: '已推荐至郑州恒达机械制造有限公司面试' } });
      expect(res.status, res.json.msg).toBe(200);
      expect(res.json.msg).toBe('操作成功');
      const answer = hotEventValueApi.handle.response.parse(res.json.data);
      expect(answer).toMatchObject({ valueCode: target, handleState: 1, handlerName: '就业服务专员' });
      expect(answer.handleTime.slice(0, 10)).toBe(nowText().slice(0, 10));

      const after = await values({ eventCode: layoff });
      expect(after.counts).toEqual({ 0: before.counts[0] - 1, 1: before.counts[1] + 1 });
      const row = after.records.find((r) => r.valueCode === target);
      expect(row).toMatchObject({ handleState: 1, handlerName: '就业服务专员', handleNote: '已推荐至郑州恒达机械制造有限公司面试', handleTime: answer.handleTime });
      const event = (await events({ eventTitle: '减员' })).records[0];
      expect(event).toMatchObject({ valueCount: 4, pendingCount: 2 });

      const again = await server.call(hotEventValueApi.handle, { token: admin, query: { valueCode: target, handleNote: '重复处理' } });
      expect(again.status).toBe(409);
      expect(again.json.msg).toBe('事件数据当前为“已处理”状态，不能处理');
      expect((await values({ eventCode: layoff })).records.find((r) => r.valueCode === target)?.handlerName).toBe('就业服务专员');

      const blank = await server.call(hotEventValueApi.handle, { token: admin, query: { valueCode: pending[0], handleNote: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.json.msg).toBe('请输入处理说明');
      const ghost = await server.call(hotEventValueApi.handle, { token: admin, query: { valueCode: 'x'.repeat(32), handleNote: '无' } });
      expect(ghost.status).toBe(404);
      expect(ghost.json.msg).toBe('事件数据不存在');
    });

    it('lets one of two operators handling the same item at once win; the other is told (409)', async () => {
      const [raced] = await addValues(layoff, [{ name: '孙丽', content: '咨询失业登记', submitTime: `${dayText(-1)} 08:00:00` }]);
      const handle = (token: string, note: string) => server.call(hotEventValueApi.handle, { token, query: { valueCode: raced, handleNote: note } });
      const results = await Promise.all([handle(admin, '管理员处理'), handle(officer.token, '专员处理')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200);
      const stored = await server.deps.db.selectFrom('recruitHotEventValue').select(['handleState', 'handleNote']).where('valueCode', '=', raced).executeTakeFirstOrThrow();
      expect(stored.handleState).toBe(1);
      expect(stored.handleNote).toBe(winner?.json.data.handlerName === '系统管理员' ? '管理员处理' : '专员处理');
    });

    it('exports the filtered data as xlsx with Chinese headers, phones masked; bad filters are refused before the first byte', async () => {
      const res = await server.call(hotEventValueApi.exportHotEventsValues, { token: officer.token, body: { eventCode: layoff, handleState: 0 } });
      expect(res.status, res.raw.body.slice(0, 200)).toBe(200);
      expect(res.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const disposition = String(res.raw.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="hot-event-values-\d{14}\.xlsx"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^热点事件数据_\d{14}\.xlsx$/);
      const workbook = await readWorkbook(res.raw.rawPayload);
      expect(workbook.worksheets[0].name).toBe('热点事件数据');
      const [header, ...rows] = rowsOf(workbook.worksheets[0]);
      expect(header).toEqual(['数据编号', '所属事件', '事件类别', '提交主体', '姓名/企业名称', '联系电话', '所在区域', '来源渠道', '内容', '提交时间', '处理状态', '处理人', '处理时间', '处理说明']);
      // The headers are the items' labels, which the drawer's table and the 处理 dialog read too.
      expect(header).toEqual(exportHeaders(HOT_EVENT_VALUE_LABELS));
      const expected = (await values({ eventCode: layoff, handleState: 0, pageSize: 100 })).records;
      expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r.valueCode));
      const wang = rows.find((r) => r[4] === '王芳');
      expect(wang).toEqual([
        pending[0],
        '新郑市某食品企业规模性减员帮扶',
        '规模性裁员',
        '个人',
        '王芳',
        '138****5678',
        '河南省郑州市新郑市',
        '微信小程序',
        '被通知解除劳动合同，想了解失业保险金申领',
        `${dayText(-6)} 10:00:00`,
        '待处理',
        '',
        '',
        '',
      ]);
      expect(rows.some((r) => r[5].includes('12345678'))).toBe(false);

      const handledSheet = rowsOf((await readWorkbook((await server.call(hotEventValueApi.exportHotEventsValues, { token: admin, body: { eventCode: layoff, handleState: 1 } })).raw.rawPayload)).worksheets[0]);
      expect(handledSheet.slice(1).every((r) => r[10] === '已处理' && r[11] !== '' && r[12] !== '')).toBe(true);

      const wrongWay = await server.call(hotEventValueApi.exportHotEventsValues, { token: admin, body: { beginTime: dayText(-1), endTime: dayText(-3) } });
      expect(wrongWay.status).toBe(400);
      expect(String(wrongWay.raw.headers['content-type'])).toContain('application/json');
      expect(wrongWay.json.msg).toBe('提交结束时间不能早于提交开始时间');
      const ghost = await server.call(hotEventValueApi.exportHotEventsValues, { token: admin, body: { eventCode: 'x'.repeat(32) } });
      expect(ghost.status).toBe(404);
      expect(ghost.json.msg).toBe('热点事件不存在');
    });
  });
});
