import { PlusOutlined } from '@ant-design/icons';
import { FORM_LABELS, trainFormApi, type FormRecord } from '@hrbd/contract';
import { Button, Modal, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, labelColumns, ListPage, type ListColumn } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { FormEditor } from './form-editor';
import { FormPreview } from './form-preview';

const L = FORM_LABELS;

function PreviewDialog({ formCode, onClose }: { formCode: string | null; onClose: () => void }) {
  const info = useApiQuery(trainFormApi.info, { query: { formCode: formCode ?? '' } }, { enabled: formCode !== null });
  return (
    <Modal title="表单预览" open={formCode !== null} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {info.data ? <FormPreview name={info.data.formName} description={info.data.description} fields={info.data.fields} /> : <Spin />}
    </Modal>
  );
}

/**
 * 培训表单: the enrolment forms courses ask applicants to fill in, searched by
 * name; 新增/编辑 in the field editor, 预览 as an applicant sees it, 删除 while
 * no one has filled it in (the server refuses one in use, 409).
 */
export default function TrainFormPage() {
  const { can } = useCurrentUser();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const remove = useApiMutation(trainFormApi.del, { invalidates: [trainFormApi.page, trainFormApi.list] });
  const mayAdd = can(trainFormApi.save);
  const mayEdit = can(trainFormApi.edit);
  const mayRemove = can(trainFormApi.del);

  const columns = useMemo<ListColumn<FormRecord>[]>(
    () => [
      ...labelColumns<FormRecord, typeof L>(L, {
        formName: {
          fixed: 'left',
          filter: { kind: 'text', name: 'formName' },
          render: (name: string, r) => <Typography.Link onClick={() => setPreviewing(r.formCode)}>{name}</Typography.Link>,
        },
        description: { render: (text: string) => text || '-' },
      }),
      actionsColumn<FormRecord>(['预览', '编辑', '删除'], (r) => (
        <RowActions>
          <ActionLink onClick={() => setPreviewing(r.formCode)}>预览</ActionLink>
          {mayEdit && <ActionLink onClick={() => setEditing(r.formCode)}>编辑</ActionLink>}
          {mayRemove && (
            <ConfirmAction
              danger
              title={`确定删除“${r.formName}”吗？`}
              disabled={r.usedBy > 0}
              onConfirm={() => remove.mutateAsync({ query: { formCode: r.formCode } }).catch(() => undefined)}
            >
              删除
            </ConfirmAction>
          )}
        </RowActions>
      )),
    ],
    [mayEdit, mayRemove, remove.mutateAsync],
  );

  return (
    <>
      <ListPage
        endpoint={trainFormApi.page}
        stateKey="train:form"
        columns={columns}
        rowKey="formCode"
        toolbar={
          mayAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              新增
            </Button>
          )
        }
      />
      <FormEditor formCode={editing} onClose={() => setEditing(undefined)} />
      <PreviewDialog formCode={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
