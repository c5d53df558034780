import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * 转账指令 (PDF) a payout's 发起 printed, for the person who makes the transfer
 * at the bank: the signed link the server answered (提现's 打款, 支付申请's 发起
 * and its pay records), saved under a readable name rather than the stored
 * file's key. Every payout screen offers it through this one link.
 */
export function TransferInstructionLink({ url, code, children = '下载转账指令（PDF）' }: { url: string; code: string; children?: ReactNode }) {
  return (
    <Typography.Link href={url} download={`转账指令_${code}.pdf`}>
      {children}
    </Typography.Link>
  );
}
