import { MESSAGE_LABELS, messageApi, type MessageRecord } from '@hrbd/contract';
import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useApiMutation } from '../../../lib/query';
import { MessageTypeTag } from './columns';

/**
 * One message. Opening it asks the server for it, which marks it read, so the
 * list, its unread tab and any unread badge reload.
 */
export function MessageDialog({ message, onClose }: { message: MessageRecord | null; onClose: () => void }) {
  // A mutation, not a query: reading has an effect (已读), and each opening should have it once.
  const open = useApiMutation(messageApi.queryMsg, { successMessage: false, invalidates: [messageApi.queryPageMsg] });
  const { mutate, reset } = open;
  const msgCode = message?.msgCode;
  useEffect(() => {
    if (msgCode) mutate({ query: { msgCode } });
    else reset();
  }, [msgCode, mutate, reset]);

  const shown = open.data?.data ?? message;
  return (
    <Modal title={shown?.title ?? '消息详情'} open={message !== null} onCancel={onClose} footer={null} width={600}>
      <Spin spinning={open.isPending}>
        {shown && (
          <>
            <Descriptions column={2} size="small" style={{ margin: '12px 0' }}>
              <Descriptions.Item label={MESSAGE_LABELS.msgType.label}>
                <MessageTypeTag value={shown.msgType} />
              </Descriptions.Item>
              <Descriptions.Item label={MESSAGE_LABELS.createTime.label}>{shown.createTime}</Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{shown.content}</Typography.Paragraph>
          </>
        )}
      </Spin>
    </Modal>
  );
}
