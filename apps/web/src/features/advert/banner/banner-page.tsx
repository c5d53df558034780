import { BANNER_LABELS, BANNER_LINK_TYPE_LABELS, BANNER_POSITION_LABELS, BANNER_POSITION_VALUES, bannerApi, type BannerRecord } from '@hrbd/contract';
import { Alert, Button, Image } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation } from '../../../lib/query';
import { DISPLAY_TABS, DisplayStatusTag, EnableAction, shown, SortCell, useDragSort, windowText } from '../shared/display';
import { BannerFormDialog } from './banner-form';

const L = BANNER_LABELS;
const invalidates = [bannerApi.queryBanner];

/** The banner's form as its edit takes it back: a drag sends it with the dropped-at sort, 启用/停用 with the flag. */
const editBodyOf = (b: BannerRecord) => ({
  bannerCode: b.bannerCode,
  title: b.title,
  imageKey: b.imageKey,
  position: b.position,
  linkType: b.linkType,
  linkTarget: b.linkTarget,
  startTime: b.startTime,
  endTime: b.endTime,
  enabled: b.enabled,
});

/**
 * 轮播图管理: banners by position and order, with their derived status (tabs
 * 展示中/未开始/已结束/已停用). A row dragged onto another of its position
 * takes its place (saved at once); 新增, 编辑, 启用/停用 and 删除 ask first where they undo something.
 */
export default function BannerPage() {
  const { can } = useCurrentUser();
  const edit = useApiMutation(bannerApi.editBanner, { invalidates });
  const reorder = useApiMutation(bannerApi.editBanner, { invalidates, successMessage: '排序已保存' });
  const remove = useApiMutation(bannerApi.removeBanner, { invalidates });
  const [editing, setEditing] = useState<BannerRecord | null | undefined>(undefined);
  const may = { add: can(bannerApi.saveBanner), edit: can(bannerApi.editBanner), remove: can(bannerApi.removeBanner) };

  const onRow = useDragSort<BannerRecord>({
    enabled: may.edit,
    groupOf: (b) => b.position,
    groupWord: '展示位置',
    move: (b, sort) => reorder.mutateAsync({ body: { ...editBodyOf(b), sort } }),
  });

  const columns = useMemo<ListColumn<BannerRecord>[]>(
    () => [
      ...labelColumns<BannerRecord, typeof L>(L, {
        // A thumbnail low enough to keep the row one line high (under 60 px).
        imageUrl: { width: 104, render: (url: string, b) => <Image src={url} alt={b.title} width={80} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> },
        title: { fixed: 'left', filter: { kind: 'text', name: 'title' } },
        status: { render: (status: number) => <DisplayStatusTag value={status} /> },
        position: {
          filter: { kind: 'select', name: 'position', options: labelOptions(BANNER_POSITION_LABELS, BANNER_POSITION_VALUES) },
          render: (position: number) => BANNER_POSITION_LABELS[position] ?? '-',
        },
        sort: { render: (sort: number) => <SortCell sort={sort} draggable={may.edit} /> },
        window: { width: 280, render: (_: unknown, b) => windowText(b) },
        linkType: { render: (type: number) => BANNER_LINK_TYPE_LABELS[type] ?? '-' },
        linkName: { render: (name: string) => name || '-' },
      }),
      actionsColumn<BannerRecord>(['编辑', '停用', '删除'], (b) => {
        const name = `轮播图“${b.title}”`;
        return (
          <RowActions>
            {may.edit && <ActionLink onClick={() => setEditing(b)}>编辑</ActionLink>}
            {may.edit && <EnableAction name={name} enabled={b.enabled} send={(enabled) => edit.mutateAsync({ body: { ...editBodyOf(b), enabled } })} />}
            {may.remove && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => remove.mutateAsync({ body: { bannerCode: b.bannerCode } }).catch(shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    [may.edit, may.remove, edit, remove],
  );

  return (
    <>
      <ListPage
        endpoint={bannerApi.queryBanner}
        stateKey="advert:banner"
        columns={columns}
        rowKey="bannerCode"
        tabs={DISPLAY_TABS}
        loadFailure="获取轮播图失败"
        onRow={onRow}
        title={may.edit ? <Alert type="info" showIcon title="按住一行拖到同一展示位置的另一行上，即可调整展示顺序，松开后自动保存" style={{ fontWeight: 'normal' }} /> : undefined}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <BannerFormDialog banner={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
