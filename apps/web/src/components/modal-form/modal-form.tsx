import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useUnsavedChanges } from '../../lib/unsaved-changes';

export interface ModalFormProps<V extends object> {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Values shown when the dialog opens (the edited row); omit for 新增. */
  initialValues?: Partial<V>;
  /**
   * Sends the values. Resolving closes the dialog; rejecting keeps it open with
   * what was typed, since the mutation has already shown the server's message
   * (or 网络异常，请检查网络连接后重试 when no answer came).
   */
  onSubmit: (values: V) => Promise<unknown>;
  width?: number;
  labelWidth?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * An add/edit dialog: an antd Form inside a Modal whose 确定 validates and
 * submits. The form is rebuilt on every opening, so 新增 after 编辑 starts blank.
 */
export function ModalForm<V extends object>(props: ModalFormProps<V>) {
  const { title, open, onClose, initialValues, onSubmit, width = 560, labelWidth = 96, children } = props;
  const [form] = Form.useForm<V>();
  const [submitting, setSubmitting] = useState(false);
  // Typed input is not dropped without asking (a lapsed session, the browser tab closing).
  useUnsavedChanges(open, () => form.isFieldsTouched());

  const finish = async (values: V) => {
    setSubmitting(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // Kept open on purpose: the person corrects the input the server refused.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText="确定"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        // Prefixes the field ids, which would otherwise clash with the list page's filter fields of the same names.
        name="dialog"
        labelCol={{ flex: `${labelWidth}px` }}
        labelWrap
        initialValues={initialValues}
        preserve={false}
        onFinish={(values) => void finish(values)}
        style={{ marginTop: 16 }}
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
