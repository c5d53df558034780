import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OWN_NEWS_SOURCE, perm, policyNewsApi, promulgationApi, scheduleApi, applyNotifyApi } from '@hrbd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, withTestServer } from '../../../test/harness.js';
import { submittedProject } from '../../../test/policy-fixtures.js';
import { addNotify, addPromulgation } from '../../../test/policy-skill-fixtures.js';
import { userWithCodes } from '../../../test/recruit-fixtures.js';

/** Two feeds served from this process: the test never reaches the internet. */
const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
  <title>河南省人力资源和社会保障厅</title>
  <item>
    <title>河南省出台稳就业若干政策措施 &amp; 实施细则</title>
    <link>https://example.org/news/1.html</link>
    <description><![CDATA[<p>支持<b>中小企业</b>吸纳就业。</p><script>alert(1)</script>]]></description>
    <category>中小企业发展</category>
    <pubDate>Mon, 02 Jun 2025 01:30:00 GMT</pubDate>
  </item>
  <item>
    <title><![CDATA[<img src=x onerror=alert(1)>郑州市发布数字经济人才政策]]></title>
    <link>https://example.org/news/2.html</link>
    <content:encoded><![CDATA[<p onclick="steal()">详见<a href="javascript:alert(1)">原文</a></p>]]></content:encoded>
    <pubDate>Tue, 03 Jun 2025 02:00:00 GMT</pubDate>
  </item>
  <item><title>没有链接的条目</title></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>郑州市人民政府</title>
  <entry>
    <title>郑州市就业创业补贴申领指南</title>
    <link rel="alternate" href="https://example.org/atom/a.html"/>
    <summary>申领条件与流程。</summary>
    <category term="公示公告"/>
    <updated>2025-06-04T09:00:00+08:00</updated>
  </entry>
  <entry>
    <title>河南省出台稳就业若干政策措施（转载）</title>
    <link href="https://example.org/news/1.html"/>
    <updated>2025-06-05T09:00:00+08:00</updated>
  </entry>
</feed>`;

describe.each(DIALECTS)('policy news (政策资讯) on %s', (dialect) => {
  let feeds: Server;
  let base = '';
  beforeAll(async () => {
    feeds = createServer((req, res) => {
      if (req.url === '/rss.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
      else if (req.url === '/atom.xml') res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => feeds.close(() => resolve())));

  // Registered after the feed server's hook, so the address is known when the server starts.
  const server = withTestServer(dialect, { env: () => ({ POLICY_NEWS_FEEDS: `${base}/rss.xml, ${base}/atom.xml ${base}/missing.xml` }) });
  let admin: string;
  beforeAll(async () => {
    admin = await server.login();
  });

  async function list(query: Record<string, unknown> = {}) {
    const res = await server.call(policyNewsApi.getNewsList, { token: admin, query: { pageNum: 1, pageSize: 100, ...query } });
    expect(res.status, res.json.msg).toBe(200);
    return policyNewsApi.getNewsList.response.parse(res.json.data);
  }
  const sources = async () => policyNewsApi.getSourceList.response.parse((await server.call(policyNewsApi.getSourceList, { token: admin })).json.data);
  const fetchNow = () => server.call(scheduleApi.run, { token: admin, body: { taskCode: 'policy.news.fetchFeeds' } });
  const detail = (newsId: string) => server.call(policyNewsApi.getPolicyNewsDetail, { token: admin, query: { newsId } });

  it('ingests the local feeds once, by link, sanitised, with their themes', async () => {
    const first = await fetchNow();
    expect(first.status, first.json.msg).toBe(200);
    const feedItems = (await list()).records.filter((r) => r.origin === 'feed');
    // 3 distinct links: the item without a link is left out, the Atom repost of news/1 is the same link.
    expect(feedItems.map((r) => r.title).sort()).toEqual(['河南省出台稳就业若干政策措施 & 实施细则', '郑州市发布数字经济人才政策', '郑州市就业创业补贴申领指南'].sort());
    expect((await fetchNow()).status).toBe(200);
    expect((await list()).records.filter((r) => r.origin === 'feed')).toHaveLength(3);

    const counts = await sources();
    expect(counts).toEqual(expect.arrayContaining([{ source: '河南省人力资源和社会保障厅', count: 2 }, { source: '郑州市人民政府', count: 1 }]));

    const stable = feedItems.find((r) => r.title.startsWith('河南省出台'));
    expect(stable).toMatchObject({ source: '河南省人力资源和社会保障厅', theme: '5', summary: '支持中小企业吸纳就业。', publishTime: '2025-06-02 09:30:00' });
    const shown = policyNewsApi.getPolicyNewsDetail.response.parse((await detail(stable?.newsId ?? '')).json.data);
    expect(shown.link).toBe('https://example.org/news/1.html');
    expect(shown.content).toBe('<p>支持<b>中小企业</b>吸纳就业。</p>');
    const scripted = feedItems.find((r) => r.title === '郑州市发布数字经济人才政策');
    const body = (await detail(scripted?.newsId ?? '')).json.data?.content ?? '';
    expect(body).not.toMatch(/onclick|javascript:|onerror/);
    expect(body).toContain('详见');

    expect((await list({ theme: '4' })).records.map((r) => r.title)).toEqual(['郑州市就业创业补贴申领指南']);
    expect((await list({ source: '郑州市人民政府' })).total).toBe(1);
    expect((await list({ keyword: '稳就业' })).records.map((r) => r.origin)).toEqual(['feed']);
    expect((await list({ beginTime: '2025-06-03', endTime: '2025-06-03' })).records.map((r) => r.title)).toEqual(['郑州市发布数字经济人才政策']);
  });

  it('lists submitted 政策发文 and 申报通知 as 本平台 until they are revoked', async () => {
    const ownBefore = (await list({ source: OWN_NEWS_SOURCE })).total;
    const doc = await addPromulgation(server, admin, 301, { title: '关于做好2025年职业技能等级认定工作的通知' });
    const project = await submittedProject(server, admin, { projectName: '资讯用补贴项目' });
    const notice = await addNotify(server, admin, project, { title: '关于受理资讯用补贴申报的通知' });
    expect((await list({ source: OWN_NEWS_SOURCE })).total).toBe(ownBefore);

    expect((await server.call(promulgationApi.submitPromulgation, { token: admin, params: { id: doc } })).status).toBe(200);
    expect((await server.call(applyNotifyApi.submitApplyNotify, { token: admin, query: { idNo: notice } })).status).toBe(200);
    const own = await list({ source: OWN_NEWS_SOURCE });
    expect(own.total).toBe(ownBefore + 2);
    expect(own.records.slice(0, 2).map((r) => r.newsId).sort()).toEqual([`notify-${notice}`, `promulgation-${doc}`].sort());
    expect((await sources()).find((s) => s.source === OWN_NEWS_SOURCE)?.count).toBe(ownBefore + 2);
    const shown = policyNewsApi.getPolicyNewsDetail.response.parse((await detail(`promulgation-${doc}`)).json.data);
    expect(shown).toMatchObject({ source: OWN_NEWS_SOURCE, title: '关于做好2025年职业技能等级认定工作的通知', summary: '郑州市人力资源和社会保障局 郑人社〔2025〕401号' });
    expect((await list({ keyword: '资讯用补贴', source: OWN_NEWS_SOURCE })).records.map((r) => r.newsId)).toEqual([`notify-${notice}`]);
    expect((await list({ theme: '1' })).records.every((r) => r.origin === 'feed')).toBe(true);

    expect((await server.call(promulgationApi.canclePromulgation, { token: admin, params: { id: doc } })).status).toBe(200);
    expect((await server.call(applyNotifyApi.cancleApplyNotify, { token: admin, query: { idNo: notice } })).status).toBe(200);
    expect((await list({ source: OWN_NEWS_SOURCE })).total).toBe(ownBefore);
    expect((await detail(`promulgation-${doc}`)).status).toBe(404);
    expect((await detail(`notify-${notice}`)).status).toBe(404);
    expect((await detail('feed-nothere')).status).toBe(404);
    expect((await detail('other-1')).status).toBe(400);
  });

  it('needs 政策资讯 查询 (403)', async () => {
    const other = await userWithCodes(server, admin, 'newsnobody', '无资讯权限', [perm.policy.notify.list]);
    expect((await server.call(policyNewsApi.getNewsList, { token: other.token, query: {} })).status).toBe(403);
  });
});
