import { DICT_TYPES, NEWS_DETAIL_LABELS, NEWS_LABELS, NEWS_ORIGIN_LABELS, policyNewsApi, type NewsDetail } from '@hrbd/contract';
import { Drawer, Spin, Typography } from 'antd';
import { DetailView, type DetailField } from '../../../components/detail-view';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';
import { AttachmentsField, RichTextView } from '../shared/skill-record';

const L = NEWS_LABELS;
const D = NEWS_DETAIL_LABELS;

/** One 政策资讯 item as a reader sees it (the 政策资讯 list and 政策管理首页 open it). */
export function NewsDrawer({ newsId, onClose }: { newsId: string | null; onClose: () => void }) {
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
    { key: 'content', label: D.content.label, span: 2, render: (html) => <RichTextView html={html} /> },
    { key: 'attachments', label: D.attachments.label, span: 2, render: (keys) => (keys.length ? <AttachmentsField value={keys} disabled /> : '-') },
  ];
  return (
    <Drawer title="政策资讯详情" open={newsId !== null} onClose={onClose} size={860} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {detail.data && <DetailView fields={fields} record={detail.data} />}
    </Drawer>
  );
}
