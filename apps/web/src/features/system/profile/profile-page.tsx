import { Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { useCurrentUser } from '../../../lib/current-user';
import { orDash } from '../../../lib/format';
import { UserStatusTag } from '../shared/tags';
import { ChangePasswordForm } from './change-password-form';
import { WechatBinding } from './wechat-binding';

/** 个人中心: the signed-in user's own account, password and WeChat binding. */
export default function ProfilePage() {
  const { info } = useCurrentUser();
  const { user } = info;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title="基本信息" variant="borderless">
          <Descriptions column={1} size="middle">
            <Descriptions.Item label="用户名">{user.userName}</Descriptions.Item>
            <Descriptions.Item label="姓名">{user.realName}</Descriptions.Item>
            <Descriptions.Item label="手机号">{orDash(user.phone)}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{orDash(user.email)}</Descriptions.Item>
            <Descriptions.Item label="角色">
              <Space size={[0, 4]} wrap>
                {info.roles.map((r) => (
                  <Tag key={r.roleCode} color="blue">
                    {r.roleName}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <UserStatusTag value={user.status} />
            </Descriptions.Item>
            <Descriptions.Item label="最后登录时间">{orDash(user.lastLoginTime)}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{user.createTime}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title="修改密码" variant="borderless">
            <ChangePasswordForm />
          </Card>
          <Card title="微信绑定" variant="borderless">
            <WechatBinding />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
