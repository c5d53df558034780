import {
  DICT_TYPES,
  EFFECT_STATE_LABELS,
  EFFECT_STATE_VALUES,
  POLICY_FILE_LABELS,
  POLICY_FILE_LEVEL_LABELS,
  POLICY_FILE_LEVEL_VALUES,
  policyFileApi,
  SUBSIDY_STATE_LABELS,
  type PolicyFileDetail,
  type PolicyFileRecord,
} from '@hrbd/contract';
import { App, Button, Descriptions, Drawer, Spin, Table, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { LabelTag, labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, LoadErrorBanner, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { callApi } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { AttachmentLinks } from '../shared/attachment-field';
import { useKeyDict, useThemeTags } from '../shared/theme-tags';
import { FileFormDialog, ItemsDialog, RelateDialog } from './file-form';

const L = POLICY_FILE_LABELS;
const EFFECT_COLORS: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'default' };
const EXTRA_FILTERS: FilterSpec[] = [{ kind: 'dateRange', names: ['beginDate', 'endDate'], label: '发布日期' }];

/** A file whole: fields, body, attachments, the items it defines and the projects it is 政策依据 for. */
function FileDrawer({ fileCode, onClose }: { fileCode: string | null; onClose: () => void }) {
  const info = useApiQuery(policyFileApi.info, { query: { fileCode: fileCode ?? '' } }, { enabled: fileCode !== null });
  const themes = useThemeTags();
  const types = useKeyDict(DICT_TYPES.policyTypeGroup2);
  const d = info.data;
  return (
    <Drawer title="政策文件详情" open={fileCode !== null} onClose={onClose} width={900} destroyOnHidden>
      {info.isLoading && <Spin />}
      {info.isError && <LoadErrorBanner reason={info.error.message} onRetry={() => void info.refetch()} />}
      {d && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={L.title.label} span={2}>{d.title}</Descriptions.Item>
            <Descriptions.Item label={L.docNo.label}>{d.docNo}</Descriptions.Item>
            <Descriptions.Item label={L.issuer.label}>{d.issuer}</Descriptions.Item>
            <Descriptions.Item label={L.level.label}>{POLICY_FILE_LEVEL_LABELS[d.level]}</Descriptions.Item>
            <Descriptions.Item label={L.regionName.label}>{d.regionName}</Descriptions.Item>
            <Descriptions.Item label={L.publishDate.label}>{d.publishDate}</Descriptions.Item>
            <Descriptions.Item label={L.effectiveDate.label}>{d.effectiveDate ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={L.effectState.label}>
              <LabelTag<number> value={d.effectState} labels={EFFECT_STATE_LABELS} colors={EFFECT_COLORS} />
            </Descriptions.Item>
            <Descriptions.Item label={L.themeTags.label}>{themes.join(d.themeTags)}</Descriptions.Item>
            <Descriptions.Item label="附件" span={2}><AttachmentLinks files={d.attachments} /></Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>正文</Typography.Title>
          {/* Sanitised by the server's allow-list when stored. */}
          <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: d.body || '<p>-</p>' }} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>政策事项（{d.items.length}）</Typography.Title>
          <Table
            size="small"
            rowKey="itemCode"
            pagination={false}
            dataSource={d.items}
            columns={[
              { title: '事项名称', dataIndex: 'itemName' },
              { title: '事项类型', dataIndex: 'itemType', width: 100, render: (t: string) => types.label(t) },
              { title: '主管部门', dataIndex: 'department', width: 200 },
              { title: '申报数', dataIndex: 'declareCount', width: 80 },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>作为政策依据的补贴项目（{d.projects.length}）</Typography.Title>
          {d.projects.length === 0 ? '-' : d.projects.map((p) => <div key={p.projectCode}>{p.projectName}（{SUBSIDY_STATE_LABELS[p.state as 0 | 1 | 2]}）</div>)}
        </>
      )}
    </Drawer>
  );
}

/**
 * 政策文件: files with 文号, 发文机关, level and validity, filtered by title or
 * 文号, 发文机关, level, 效力状态, theme and publish date. A file is edited, its
 * 政策事项 set, the 补贴项目 it underpins related, or deleted (refused while
 * its items have declarations) after asking.
 */
export default function FilePage() {
  const { can } = useCurrentUser();
  const { message } = App.useApp();
  const themes = useThemeTags();
  const remove = useApiMutation(policyFileApi.del, { invalidates: [policyFileApi.list, policyFileApi.info] });
  const [editing, setEditing] = useState<PolicyFileDetail | null | undefined>(undefined);
  const [settingItems, setSettingItems] = useState<PolicyFileDetail | null>(null);
  const [relating, setRelating] = useState<PolicyFileDetail | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const may = { add: can(policyFileApi.add), edit: can(policyFileApi.edit), remove: can(policyFileApi.del) };

  // The dialogs need the body, files, items and projects: read the detail first.
  const withDetail = useCallback(
    async (fileCode: string, then: (file: PolicyFileDetail) => void) => {
      try {
        then(await callApi(policyFileApi.info, { query: { fileCode } }));
      } catch (error) {
        void message.error((error as Error).message);
      }
    },
    [message],
  );

  const columns = useMemo<ListColumn<PolicyFileRecord>[]>(
    () => [
      ...labelColumns<PolicyFileRecord, typeof L>(L, {
        title: { fixed: 'left', filter: { kind: 'text', name: 'keyword', label: '标题或文号' }, render: (t: string, r) => <a onClick={() => setViewing(r.fileCode)}>{t}</a> },
        effectState: {
          filter: { kind: 'select', name: 'effectState', label: L.effectState.label, options: labelOptions(EFFECT_STATE_LABELS, EFFECT_STATE_VALUES) },
          render: (s: number) => <LabelTag<number> value={s} labels={EFFECT_STATE_LABELS} colors={EFFECT_COLORS} />,
        },
        issuer: { filter: { kind: 'text', name: 'issuer', label: L.issuer.label } },
        level: { filter: { kind: 'select', name: 'level', label: L.level.label, options: labelOptions(POLICY_FILE_LEVEL_LABELS, POLICY_FILE_LEVEL_VALUES) }, render: (l: number) => POLICY_FILE_LEVEL_LABELS[l] },
        effectiveDate: { render: (d: string | null) => d ?? '-' },
        themeTags: { filter: { kind: 'select', name: 'themeTag', label: L.themeTags.label, options: themes.options }, render: (tags: string[]) => themes.join(tags) },
      }),
      actionsColumn<PolicyFileRecord>(['编辑', '设置事项', '关联项目', '删除'], (r) => (
        <RowActions>
          {may.edit && <ActionLink onClick={() => void withDetail(r.fileCode, setEditing)}>编辑</ActionLink>}
          {may.edit && <ActionLink onClick={() => void withDetail(r.fileCode, setSettingItems)}>设置事项</ActionLink>}
          {may.edit && <ActionLink onClick={() => void withDetail(r.fileCode, setRelating)}>关联项目</ActionLink>}
          {may.remove && (
            <ConfirmAction danger title={`确定删除政策文件“${r.title}”吗？其政策事项将一并删除`} onConfirm={() => remove.mutateAsync({ query: { fileCode: r.fileCode } })}>
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [may.edit, may.remove, remove, themes, withDetail],
  );

  return (
    <>
      <ListPage
        endpoint={policyFileApi.list}
        stateKey="policy:file"
        columns={columns}
        rowKey="fileCode"
        extraFilters={EXTRA_FILTERS}
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      {/* Keyed by the file: a fresh form for each, so its saved values are what the dialog opens with. */}
      <FileFormDialog key={editing?.fileCode ?? 'new'} file={editing} onClose={() => setEditing(undefined)} />
      <ItemsDialog key={`items-${settingItems?.fileCode ?? ''}`} file={settingItems} onClose={() => setSettingItems(null)} />
      <RelateDialog key={`relate-${relating?.fileCode ?? ''}`} file={relating} onClose={() => setRelating(null)} />
      <FileDrawer fileCode={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
