import type { Endpoint, Labels } from '@hrbd/contract';
import { Alert, Button, Form, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ModalForm } from '../../../components/modal-form';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { DISPLAY_TABS, DisplayFields, displayBodyOf, displayValuesOf, DisplayStatusTag, EnableAction, shown, SortCell, useDragSort, windowText, type DisplayValues } from '../shared/display';
import { TargetSelect, type TargetKind } from '../shared/target-select';

/** A recommendation as both lists answer it; the recommended record's code is under the screen's `codeKey`. */
export interface RecommendRow {
  recommendCode: string;
  jobCode?: string;
  courseCode?: string;
  targetName: string;
  cmpyName: string;
  targetOnline: boolean;
  position: number;
  sort: number;
  startTime: string;
  endTime: string;
  enabled: number;
  status: number;
}

/** A recommendation's form as the edit and save endpoints take it, the record's code under its own name. */
export interface RecommendBody {
  targetCode: string;
  position: number;
  startTime: string;
  endTime: string;
  enabled: number;
  sort?: number;
}

/** What differs between 推荐岗位 and 推荐课程: words, positions and the calls (each page binds its own endpoints). */
export interface RecommendScreen {
  kind: TargetKind;
  noun: string;
  labels: Labels;
  positionLabels: Readonly<Record<number, string>>;
  positionValues: readonly number[];
  list: Endpoint;
  stateKey: string;
  codeKey: 'jobCode' | 'courseCode';
  may: { add: boolean; edit: boolean; remove: boolean };
  save: (body: RecommendBody) => Promise<unknown>;
  edit: (recommendCode: string, body: RecommendBody) => Promise<unknown>;
  /** The drag's save, noticed as 排序已保存. */
  reorder: (recommendCode: string, body: RecommendBody) => Promise<unknown>;
  /** 启用/停用: its own call (推荐岗位's editAvailable) or the edit with the flag (推荐课程). */
  setEnabled: (recommendCode: string, body: RecommendBody) => Promise<unknown>;
  remove: (recommendCode: string) => Promise<unknown>;
}

/** The row's form as its edit takes it back (a drag, 启用/停用). */
const bodyOfRow = (screen: RecommendScreen, r: RecommendRow): RecommendBody => ({
  targetCode: r[screen.codeKey] ?? '',
  position: r.position,
  startTime: r.startTime,
  endTime: r.endTime,
  enabled: r.enabled,
});

interface Values extends DisplayValues {
  targetCode: string;
  position: number;
}

/**
 * 推荐岗位 / 推荐课程: recommendations by position and order, with the derived
 * status and whether the recommended record is still online (已下线 ones stop
 * showing); drag to reorder within a position, add, edit, 启用/停用, delete.
 */
export function RecommendPage({ screen }: { screen: RecommendScreen }) {
  const { noun, labels, positionLabels, positionValues, may } = screen;
  const [editing, setEditing] = useState<RecommendRow | null | undefined>(undefined);
  const onRow = useDragSort<RecommendRow>({
    enabled: may.edit,
    groupOf: (r) => r.position,
    groupWord: '推荐位置',
    move: (r, sort) => screen.reorder(r.recommendCode, { ...bodyOfRow(screen, r), sort }),
  });

  const columns = useMemo<ListColumn<RecommendRow>[]>(
    () => [
      ...labelColumns<RecommendRow, Labels>(labels, {
        targetName: { fixed: 'left', width: 220, filter: { kind: 'text', name: 'targetName' } },
        status: { render: (status: number) => <DisplayStatusTag value={status} /> },
        targetOnline: { render: (online: boolean) => (online ? <Tag color="green">已上线</Tag> : <Tag color="red">{noun}已下线</Tag>) },
        position: {
          filter: { kind: 'select', name: 'position', options: labelOptions(positionLabels, positionValues) },
          render: (position: number) => positionLabels[position] ?? '-',
        },
        sort: { render: (sort: number) => <SortCell sort={sort} draggable={may.edit} /> },
        cmpyName: { render: (name: string) => name || '-' },
        window: { width: 280, render: (_: unknown, r) => windowText(r) },
      }),
      actionsColumn<RecommendRow>(['编辑', '停用', '删除'], (r) => {
        const name = `推荐${noun}“${r.targetName}”`;
        return (
          <RowActions>
            {may.edit && <ActionLink onClick={() => setEditing(r)}>编辑</ActionLink>}
            {may.edit && <EnableAction name={name} enabled={r.enabled} send={(enabled) => screen.setEnabled(r.recommendCode, { ...bodyOfRow(screen, r), enabled })} />}
            {may.remove && (
              <ConfirmAction danger title={`确定删除${name}吗？`} onConfirm={() => screen.remove(r.recommendCode).catch(shown)}>
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
      }),
    ],
    [labels, noun, positionLabels, positionValues, may.edit, may.remove, screen],
  );

  const toBody = (v: Values): RecommendBody => ({ targetCode: v.targetCode, position: v.position, ...displayBodyOf(v) });
  return (
    <>
      <ListPage
        endpoint={screen.list}
        stateKey={screen.stateKey}
        columns={columns as ListColumn<never>[]}
        rowKey={'recommendCode' as never}
        tabs={DISPLAY_TABS}
        loadFailure={`获取推荐${noun}失败`}
        onRow={onRow as never}
        title={
          may.edit ? <Alert type="info" showIcon title={`只能推荐已上线的${noun}；${noun}下线后自动停止展示。按住一行拖到同一推荐位置的另一行上即可调整顺序`} style={{ fontWeight: 'normal' }} /> : undefined
        }
        toolbar={
          may.add && (
            <Button type="primary" onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <ModalForm<Values>
        title={editing ? `编辑推荐${noun}` : `新增推荐${noun}`}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        width={640}
        labelWidth={100}
        initialValues={editing ? { targetCode: editing[screen.codeKey], position: editing.position, ...displayValuesOf(editing) } : { position: positionValues[0], enabled: true }}
        onSubmit={(v) => (editing ? screen.edit(editing.recommendCode, toBody(v)) : screen.save(toBody(v)))}
      >
        <Form.Item name="targetCode" label={`推荐${noun}`} rules={[{ required: true, message: `请选择推荐${noun}` }]}>
          <TargetSelect kind={screen.kind} savedLabel={editing ? (editing.targetOnline ? editing.targetName : `${editing.targetName}（已下线）`) : undefined} />
        </Form.Item>
        <Form.Item name="position" label="推荐位置" rules={[{ required: true, message: '请选择推荐位置' }]} extra={`同一${noun}在同一位置的展示时间不能重叠`}>
          <Select style={{ width: 240 }} options={labelOptions(positionLabels, positionValues)} />
        </Form.Item>
        <DisplayFields />
      </ModalForm>
    </>
  );
}
