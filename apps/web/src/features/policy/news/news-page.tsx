import { DICT_TYPES, NEWS_LABELS, NEWS_ORIGIN_LABELS, policyNewsApi, type NewsDetail, type NewsRecord } from '@hrbd/contract';
import { Drawer, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { labelColumns, ListPage, LoadErrorBanner, type ListColumn } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { AttachmentsField, RichTextView } from '../shared/skill-record';

const L = NEWS_LABELS;
const ORIGIN_COLORS: Record<string, string> = { feed: 'blue', promulgation: 'green', notify: 'orange' };

function NewsDrawer({ newsId, onClose }: { newsId: string | null; onClose: () => void }) {
  const detail = useApiQuery(policyNewsApi.getPolicyNewsDetail, { query: { newsId: newsId ?? '' } }, { enabled: newsId !== null });
  const themes = useDict(DICT_TYPES.policyTypeGroup3);
  const fields: ReadonlyArray<DetailField<NewsDetail>> = [
    { key: 'title', label: L.title.label, span: 2 },
    { key: 'source', label: L.source.label },
    { key: 'publishTime', label: L.publishTime.label },
    { key: 'origin', label: L.origin.label, labels: NEWS_ORIGIN_LABELS },
    { key: 'theme', label: L.theme.label, render: (theme) => (theme ? themes.label(Number(theme)) : '-') },
    {
      key: 'link',
      label: '原文链接',
      span: 2,
      render: (link) =>
        link ? (
          <Typography.Link href={link} target="_blank" rel="noopener noreferrer nofollow">
            {link}
          </Typography.Link>
        ) : (
          '-'
        ),
    },
    { key: 'content', label: '正文', span: 2, render: (html) => <RichTextView html={html} /> },
    { key: 'attachments', label: '附件', span: 2, render: (keys) => (keys.length ? <AttachmentsField value={keys} disabled /> : '-') },
  ];
  return (
    <Drawer title="政策资讯详情" open={newsId !== null} onClose={onClose} size={860} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {detail.data && <DetailView fields={fields} record={detail.data} />}
    </Drawer>
  );
}

/**
 * 政策资讯: what this platform published (submitted 政策发文 and 申报通知, source
 * 本平台) and the items of the configured RSS/Atom feeds, newest first,
 * filtered by source, keyword, theme and time. Read-only: an item opens in a drawer.
 */
export default function NewsPage() {
  const [viewing, setViewing] = useState<string | null>(null);
  const sources = useApiQuery(policyNewsApi.getSourceList, {});
  const themes = useDict(DICT_TYPES.policyTypeGroup3);
  const sourceOptions = useMemo(() => (sources.data ?? []).map((s) => ({ label: `${s.source}（${s.count}）`, value: s.source })), [sources.data]);

  const columns = useMemo<ListColumn<NewsRecord>[]>(
    () =>
      labelColumns<NewsRecord, typeof L>(L, {
        title: {
          fixed: 'left',
          render: (title: string, n) => <Typography.Link onClick={() => setViewing(n.newsId)}>{title}</Typography.Link>,
        },
        publishTime: { filter: { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.publishTime.label } },
        source: { filter: { kind: 'select', name: 'source', label: L.source.label, options: sourceOptions } },
        origin: { render: (origin: string) => <Tag color={ORIGIN_COLORS[origin]}>{NEWS_ORIGIN_LABELS[origin] ?? origin}</Tag> },
        theme: {
          filter: { kind: 'select', name: 'theme', label: L.theme.label, options: themes.options.map((o) => ({ label: o.label, value: String(o.value) })) },
          render: (theme: string | null) => (theme ? themes.label(Number(theme)) : '-'),
        },
      }),
    [sourceOptions, themes],
  );

  return (
    <>
      <ListPage
        endpoint={policyNewsApi.getNewsList}
        stateKey="policy:news"
        columns={columns}
        rowKey="newsId"
        loadFailure="获取政策资讯失败"
        extraFilters={[{ kind: 'text', name: 'keyword', label: '关键词', placeholder: '标题关键词' }]}
      />
      <NewsDrawer newsId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
