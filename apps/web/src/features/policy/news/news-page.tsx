import { DICT_TYPES, NEWS_LABELS, NEWS_ORIGIN_LABELS, policyNewsApi, type NewsRecord } from '@hrbd/contract';
import { Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { NewsDrawer } from './news-drawer';

const L = NEWS_LABELS;
const ORIGIN_COLORS: Record<string, string> = { feed: 'blue', promulgation: 'green', notify: 'orange' };

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
