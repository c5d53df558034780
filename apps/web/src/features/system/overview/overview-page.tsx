import { auditLogApi, perm, roleApi, sessionApi, USER_STATUS, userApi, type PermissionCode } from '@hrbd/contract';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  LoginOutlined,
  MailOutlined,
  StopOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Table, type TableColumnType } from 'antd';
import dayjs from '../../../lib/dayjs';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useUnreadMessages } from '../../../lib/messages';
import { useApiQuery } from '../../../lib/query';
import { OPERATION_LOG_COLUMNS, type OperationLogRow } from '../operlog/columns';
import { StatCard } from './stat-card';
import { useTotal } from './use-total';
/** The operation log's own columns, fewer of them (their filter specs mean nothing to a plain table). */
const RECENT_COLUMNS: TableColumnType<OperationLogRow>[] = OPERATION_LOG_COLUMNS.filter((c) =>
  ['userName', 'realName', 'summary', 'result', 'ip', 'createTime'].includes(String(c.dataIndex)),
);

interface Figure {
  key: string;
  title: string;
  code: PermissionCode;
  to: string;
  icon: ReactNode;
  color: string;
  total: ReturnType<typeof useTotal>;
}

/** 系统概览: the system's figures from the screens' own endpoints, each shown only to those who may see it. */
export default function OverviewPage() {
  const { can } = useCurrentUser();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const canUsers = can(perm.system.user.list);
  const canLogins = can(perm.system.loginlog.list);
  const canOperations = can(perm.system.operlog.list);

  const figures: Figure[] = [
    { key: 'users', title: '用户总数', code: perm.system.user.list, to: '/system/user', icon: <UserOutlined />, color: '#1677ff', total: useTotal(userApi.list, {}, canUsers) },
    {
      key: 'enabled',
      title: '已启用用户',
      code: perm.system.user.list,
      to: '/system/user',
      icon: <CheckCircleOutlined />,
      color: '#52c41a',
      total: useTotal(userApi.list, { status: USER_STATUS.ENABLED }, canUsers),
    },
    {
      key: 'disabled',
      title: '已禁用用户',
      code: perm.system.user.list,
      to: '/system/user',
      icon: <StopOutlined />,
      color: '#8c8c8c',
      total: useTotal(userApi.list, { status: USER_STATUS.DISABLED }, canUsers),
    },
    { key: 'roles', title: '角色数', code: perm.system.role.list, to: '/system/role', icon: <TeamOutlined />, color: '#722ed1', total: useTotal(roleApi.list, {}, can(perm.system.role.list)) },
    {
      key: 'online',
      title: '在线会话',
      code: perm.system.online.list,
      to: '/system/online',
      icon: <WifiOutlined />,
      color: '#13c2c2',
      total: useTotal(sessionApi.onlineList, {}, can(perm.system.online.list)),
    },
    {
      key: 'logins',
      title: '今日登录',
      code: perm.system.loginlog.list,
      to: '/system/loginlog',
      icon: <LoginOutlined />,
      color: '#2f54eb',
      total: useTotal(auditLogApi.loginLogPage, { result: 1, beginTime: today, endTime: today }, canLogins),
    },
    {
      key: 'failedLogins',
      title: '今日登录失败',
      code: perm.system.loginlog.list,
      to: '/system/loginlog',
      icon: <WarningOutlined />,
      color: '#fa541c',
      total: useTotal(auditLogApi.loginLogPage, { result: 0, beginTime: today, endTime: today }, canLogins),
    },
    {
      key: 'failedOperations',
      title: '今日失败操作',
      code: perm.system.operlog.list,
      to: '/system/operlog',
      icon: <CloseCircleOutlined />,
      color: '#f5222d',
      total: useTotal(auditLogApi.operLogPage, { result: 0, beginTime: today, endTime: today }, canOperations),
    },
  ];

  // Everyone has their own messages, so this figure needs no code; the header's bell shares (and polls) it.
  const messages = useUnreadMessages();
  const recent = useApiQuery(auditLogApi.operLogPage, { body: { pageNum: 1, pageSize: 10 } }, { enabled: canOperations });

  const cards = [
    ...figures
      .filter((f) => can(f.code))
      .map((f) => (
        <StatCard key={f.key} title={f.title} value={f.total.total} loading={f.total.loading} error={f.total.error?.message} icon={f.icon} color={f.color} to={f.to} />
      )),
    <StatCard
      key="unread"
      title="未读消息"
      value={messages.data?.unreadCount}
      loading={messages.isLoading}
      error={messages.error?.message}
      icon={<MailOutlined />}
      color="#faad14"
      to="/system/message"
    />,
  ];

  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xxl={6}>
          {card}
        </Col>
      ))}
      {canOperations && (
        <Col span={24}>
          <Card title="最近操作" variant="borderless" extra={<Link to="/system/operlog">查看全部</Link>}>
            <Table<OperationLogRow>
              rowKey="id"
              size="small"
              columns={RECENT_COLUMNS}
              dataSource={recent.data?.records ?? []}
              loading={recent.isLoading}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: recent.error?.message ?? '暂无数据' }}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
