import { COMMENT_LABELS, COMMENT_STARS, storeCommentApi, type CommentRecord } from '@hrbd/contract';
import { Image, Rate, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { labelColumns, ListPage, type FilterSpec, type ListColumn, type ListView } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';

const L = COMMENT_LABELS;
const EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'select', name: 'hasPhoto', label: '有图评价', options: [{ value: 1, label: '有图' }, { value: 0, label: '无图' }] },
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: L.createTime.label },
];

/** The average and the count per star of what the filters match (the same endpoint, one row). */
function CommentSummary({ view }: { view: ListView }) {
  const summary = useApiQuery(storeCommentApi.queryCommentPC, { query: { ...view.params, pageNum: 1, pageSize: 1 } }, { placeholderData: (previous) => previous });
  const data = summary.data;
  if (!data) return null;
  return (
    <Space size={12} wrap aria-label="评价汇总">
      <span>
        平均评分 <Typography.Text strong>{data.average.toFixed(1)}</Typography.Text>
      </span>
      <Rate disabled allowHalf value={Math.round(data.average * 2) / 2} style={{ fontSize: 14 }} />
      {data.stars.map((s) => (
        <Tag key={s.star}>
          {s.star}星 {s.count}
        </Tag>
      ))}
    </Space>
  );
}

/** 评价管理: consumers' ratings of stores, newest first, with the average of what the filters match. */
export default function CommentPage() {
  const columns = useMemo<ListColumn<CommentRecord>[]>(
    () => [
      ...labelColumns<CommentRecord, typeof L>(L, {
        storeName: { fixed: 'left', filter: { kind: 'text', name: 'storeName' } },
        star: {
          width: 150,
          render: (v: number) => <Rate disabled value={v} style={{ fontSize: 12 }} />,
          filter: { kind: 'select', name: 'star', options: [...COMMENT_STARS].reverse().map((value) => ({ value, label: `${value}星` })) },
        },
        content: {
          width: 320,
          render: (text: string, r) => (
            <Space size={4}>
              <span>{text || '（未填写评价内容）'}</span>
              {r.photos.length > 0 && (
                <Image.PreviewGroup items={r.photos.map((p) => p.url)}>
                  <Image src={r.photos[0].url} width={24} height={24} alt="评价图片" />
                </Image.PreviewGroup>
              )}
            </Space>
          ),
        },
      }),
    ],
    [],
  );
  return (
    <ListPage
      endpoint={storeCommentApi.queryCommentPC}
      stateKey="shop:comment"
      columns={columns}
      rowKey="commentCode"
      extraFilters={EXTRA_FILTERS}
      loadFailure="获取评价失败"
      toolbar={(view) => <CommentSummary view={view} />}
    />
  );
}
