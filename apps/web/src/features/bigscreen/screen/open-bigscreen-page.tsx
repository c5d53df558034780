import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { openInNewWindow } from '../../../lib/navigation/new-window';

/** What the 数据大屏 menu's own path shows when reached from a tag or a link: the screen opens in a tab of its own. */
export default function OpenBigscreenPage() {
  return (
    <div style={{ padding: 24 }}>
      <Card variant="borderless" style={{ textAlign: 'center' }}>
        <FundProjectionScreenOutlined style={{ fontSize: 48, color: '#1677ff' }} />
        <Typography.Title level={4}>数据大屏在新窗口中显示</Typography.Title>
        <Typography.Paragraph type="secondary">按 1920×1080 设计，可在大屏或投影上全屏展示，每5分钟自动刷新。</Typography.Paragraph>
        <Button type="primary" onClick={() => openInNewWindow('/bigscreen')}>
          打开数据大屏
        </Button>
      </Card>
    </div>
  );
}
