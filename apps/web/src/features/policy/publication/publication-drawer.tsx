import { PUBLICATION_APIS, PUBLICATION_LABELS, PUBLICATION_STATE_LABELS, PUBLICATION_SUBJECTS, type PublicationKind } from '@hrbd/contract';
import { Descriptions, Drawer, Image, Spin, Typography } from 'antd';
import { LabelTag } from '../../../components/label-tag';
import { LoadErrorBanner } from '../../../components/list-page';
import { useApiQuery } from '../../../lib/query';
import { AttachmentLinks } from '../shared/attachment-field';
import { useThemeTags } from '../shared/theme-tags';

const L = PUBLICATION_LABELS;
export const PUBLICATION_STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'warning' };

/** A 政策信息 or 政策报告 as readers will see it (`onHome`: through detailOnHome, which counts the view): fields, cover, body (pictures re-signed by the server) and attachments. */
export function PublicationDrawer({ kind, code, onClose, onHome = false }: { kind: PublicationKind; code: string | null; onClose: () => void; onHome?: boolean }) {
  // From the home page a reader's view (published only, counted as a view); on the screen the record in any state.
  const api = PUBLICATION_APIS[kind];
  const detail = useApiQuery(onHome ? api.detailOnHome : api.detail, { query: { code: code ?? '' } }, { enabled: code !== null });
  const themes = useThemeTags();
  const d = detail.data;
  return (
    <Drawer title={`${PUBLICATION_SUBJECTS[kind]}详情`} open={code !== null} onClose={onClose} width={860} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <LoadErrorBanner reason={detail.error.message} onRetry={() => void detail.refetch()} />}
      {d && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={L.title.label} span={2}>{d.title}</Descriptions.Item>
            <Descriptions.Item label={L.state.label}>
              <LabelTag<number> value={d.state} labels={PUBLICATION_STATE_LABELS} colors={PUBLICATION_STATE_COLORS} />
            </Descriptions.Item>
            <Descriptions.Item label={L.publishTime.label}>{d.publishTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={L.themeTags.label}>{themes.join(d.themeTags)}</Descriptions.Item>
            <Descriptions.Item label={L.source.label}>{d.source || '-'}</Descriptions.Item>
            <Descriptions.Item label={L.viewCount.label}>{d.viewCount}</Descriptions.Item>
            <Descriptions.Item label={L.creatorName.label}>{d.creatorName || '-'}</Descriptions.Item>
            <Descriptions.Item label={L.summary.label} span={2}>{d.summary || '-'}</Descriptions.Item>
            <Descriptions.Item label="封面" span={2}>{d.coverUrl ? <Image src={d.coverUrl} width={160} /> : '-'}</Descriptions.Item>
            <Descriptions.Item label="附件" span={2}><AttachmentLinks files={d.attachments} /></Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>正文</Typography.Title>
          {/* Sanitised by the server's allow-list when stored. */}
          <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: d.body || '<p>-</p>' }} />
        </>
      )}
    </Drawer>
  );
}
