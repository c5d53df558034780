import { userApi, WECHAT_BIND_LABELS, type DataOf } from '@hrbd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { callApi, type ApiError } from '../../../lib/api';
import { useApiMutation, useApiQuery } from '../../../lib/query';
type BindQrcode = DataOf<typeof userApi.bindAccountQrcord>;

/** How often the open QR dialog asks whether the phone has finished binding. */
const POLL_MS = 2000;

interface QrDialogProps {
  qr: BindQrcode | null;
  onRefresh: () => void;
  refreshing: boolean;
  onBound: () => void;
  onClose: () => void;
}

/** The QR code, asking every 2 s until the ticket is used (bound) or runs out (expired). */
function QrDialog({ qr, onRefresh, refreshing, onBound, onClose }: QrDialogProps) {
  const state = useApiQuery(
    userApi.queryBindStatus,
    { query: { ticket: qr?.ticket } },
    { enabled: qr !== null, refetchInterval: (query) => (query.state.data?.ticketState === 'pending' || !query.state.data ? POLL_MS : false) },
  );
  const ticketState = state.data?.ticketState;
  useEffect(() => {
    if (ticketState === 'bound') onBound();
  }, [ticketState, onBound]);
  const expired = ticketState === 'expired';

  return (
    <Modal title="扫码绑定微信" open={qr !== null} onCancel={onClose} footer={null} width={380} destroyOnHidden>
      {qr && (
        <Space orientation="vertical" align="center" style={{ width: '100%', paddingTop: 8 }}>
          <div style={{ position: 'relative', width: 220, height: 220 }}>
            <img src={qr.qrcode} alt="微信绑定二维码" width={220} height={220} style={{ opacity: expired ? 0.15 : 1 }} />
            {expired && (
              <Space orientation="vertical" align="center" style={{ position: 'absolute', inset: 0, justifyContent: 'center' }}>
                <Typography.Text strong>二维码已过期</Typography.Text>
                <Button type="primary" loading={refreshing} onClick={onRefresh}>
                  刷新二维码
                </Button>
              </Space>
            )}
          </div>
          <Typography.Text>请使用微信扫描二维码完成绑定</Typography.Text>
          <Typography.Text type="secondary">二维码有效期至 {qr.expireTime}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

/** 微信绑定 of 个人中心: 绑定状态, 扫码绑定微信 and 解除绑定. */
export function WechatBinding() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useApiQuery(userApi.queryBindStatus, { query: {} });
  const [qr, setQr] = useState<BindQrcode | null>(null);
  // Not useApiMutation: a refusal here (e.g. WeChat not configured) belongs in the card, not in a passing toast.
  const request = useMutation<BindQrcode, ApiError>({ mutationFn: () => callApi(userApi.bindAccountQrcord), onSuccess: setQr });
  const unbind = useApiMutation(userApi.unBindWX, { invalidates: [userApi.queryBindStatus, userApi.info] });
  const { modal } = App.useApp();

  const bound = status.data?.bound ?? false;
  // Stable, so the dialog's effect fires once per bound ticket rather than on every render.
  const onBound = useCallback(() => {
    setQr(null);
    void message.success('绑定成功');
    for (const endpoint of [userApi.queryBindStatus, userApi.info]) void queryClient.invalidateQueries({ queryKey: [endpoint.key] });
  }, [message, queryClient]);
  const confirmUnbind = () =>
    modal.confirm({
      title: '解除绑定',
      content: '确定解除与该微信的绑定吗？',
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => unbind.mutateAsync({}).catch(() => undefined),
    });

  if (status.isLoading) return <Spin />;
  if (status.error) return <Alert type="error" showIcon title={status.error.message} />;
  return (
    <>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="绑定状态">
          <Tag color={bound ? 'green' : 'default'}>{bound ? WECHAT_BIND_LABELS.bound : WECHAT_BIND_LABELS.unbound}</Tag>
        </Descriptions.Item>
        {bound && <Descriptions.Item label="微信昵称">{status.data?.wxNickname || '-'}</Descriptions.Item>}
        {bound && <Descriptions.Item label="绑定时间">{status.data?.bindTime ?? '-'}</Descriptions.Item>}
      </Descriptions>
      {request.error && <Alert type="warning" showIcon title={request.error.message} style={{ margin: '12px 0' }} />}
      <Space style={{ marginTop: 12 }}>
        {bound ? (
          <Button danger loading={unbind.isPending} onClick={confirmUnbind}>
            解除绑定
          </Button>
        ) : (
          <Button type="primary" loading={request.isPending} onClick={() => request.mutate()}>
            扫码绑定微信
          </Button>
        )}
      </Space>
      <QrDialog qr={qr} refreshing={request.isPending} onRefresh={() => request.mutate()} onBound={onBound} onClose={() => setQr(null)} />
    </>
  );
}
