import { RightOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { queryKeyOf } from '../../../lib/query';
import { ADVERT_CARDS, TODO_CARDS, type HomeCard } from './todo-cards';

/** A group of counted cards, each opening its screen on its tab; only the cards of screens the person holds. */
function CardGroup({ title, cards, empty, action }: { title: string; cards: readonly HomeCard[]; empty: string; action: string }) {
  const { can } = useCurrentUser();
  const navigate = useNavigate();
  const shown = cards.filter((c) => can(c.permission));
  const counts = useQueries({
    queries: shown.map((c) => ({
      // Keyed as the list's own query, so a change there (新增, 审核 …) reloads the card too.
      queryKey: queryKeyOf(c.count.endpoint, c.count.input),
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi(c.count.endpoint, { ...c.count.input, signal }),
    })),
  });
  return (
    <Card size="small" title={title}>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((c, i) => {
            const q = counts[i];
            const open = () => navigate(c.tab === undefined ? c.path : `${c.path}?tab=${c.tab}`);
            return (
              <Col key={`${c.path}:${c.tab ?? ''}`} xs={12} md={8} xl={6}>
                <Card size="small" hoverable onClick={open} role="link" aria-label={c.title}>
                  <Statistic
                    title={c.title}
                    value={q.data === undefined ? '-' : c.count.total(q.data)}
                    loading={q.isLoading}
                    suffix={q.isError ? <Tooltip title={q.error.message}><Typography.Text type="danger" style={{ fontSize: 12 }}>获取失败</Typography.Text></Tooltip> : undefined}
                  />
                  <Typography.Link style={{ fontSize: 12 }}>
                    {action} <RightOutlined />
                  </Typography.Link>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}

/**
 * 运营中心首页: 待办事项 (what waits for an operator, each card opening its
 * screen on the tab counted) and 广告展示 (what the apps show now). Each
 * card is a line of `todo-cards.ts`, shown to those who may open its screen.
 * A 30-day trade trend joins once 商户管理's trades exist.
 */
export default function OddjobHomePage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <CardGroup title="待办事项" cards={TODO_CARDS} empty="暂无待办事项" action="去处理" />
      <CardGroup title="广告展示" cards={ADVERT_CARDS} empty="暂无可查看的广告" action="查看" />
    </div>
  );
}
