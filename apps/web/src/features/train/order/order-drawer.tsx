import { trainOrderApi } from '@hrbd/contract';
import { Alert, Drawer, Spin } from 'antd';
import { DetailView } from '../../../components/detail-view';
import { useApiQuery } from '../../../lib/query';
import { ORDER_FIELDS } from './order-fields';

/** 订单详情: the order with its course and price snapshot, payment and receipt. */
export function OrderDrawer({ orderCode, onClose }: { orderCode: string | null; onClose: () => void }) {
  const { data, error, isLoading } = useApiQuery(trainOrderApi.getOrderInfo, { query: { orderCode: orderCode ?? '' } }, { enabled: orderCode !== null });
  return (
    <Drawer title="订单详情" open={orderCode !== null} onClose={onClose} width={720} destroyOnHidden>
      {error ? <Alert type="error" showIcon message={`获取订单失败：${error.message}`} /> : isLoading || !data ? <Spin /> : <DetailView fields={ORDER_FIELDS} record={data} column={2} />}
    </Drawer>
  );
}
