import { Form, Input, Modal } from 'antd';

const LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** 插入链接: http(s), mailto or tel, as the server's sanitiser keeps them; empty removes the link. */
export function LinkDialog({ open, initial, onDone, onClose }: { open: boolean; initial: string; onDone: (href: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      title="插入链接"
      open={open}
      okText="确定"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then(({ href }) => {
            onDone((href ?? '').trim());
            onClose();
          })
          // The field shows what is wrong.
          .catch(() => undefined)
      }
    >
      <Form form={form} layout="vertical" initialValues={{ href: initial }} preserve={false}>
        <Form.Item
          label="链接地址"
          name="href"
          rules={[{ validator: (_, v: string | undefined) => (!v?.trim() || LINK.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error('请输入以 http://、https://、mailto: 或 tel: 开头的链接地址'))) }]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
