import type { AppTask } from '../../../platform/context.js';
import { closeUnpaidOrders } from './train-apply.service.js';

export const trainApplyTasks: AppTask[] = [
  {
    code: 'train.apply.closeUnpaidOrders',
    name: '关闭超时未支付订单',
    description: '线上下单后 24 小时仍未支付的课程订单改为已关闭，其报名退回意向登记',
    cron: '*/10 * * * *',
    run: (deps, now) => closeUnpaidOrders(deps, now),
  },
];
