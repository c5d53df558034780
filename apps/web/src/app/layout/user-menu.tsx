import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { getUserName } from '../../lib/session';
import { useLogout } from '../auth/use-logout';
import { findScreen } from '../../lib/navigation/navigation-model';
import { useScreens } from '../../lib/navigation/use-navigation';

const PROFILE_PATH = '/profile';

/** The signed-in user (name from the `username` cookie, spec §1) with 个人中心 and 退出登录. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const screens = useScreens();
  const userName = getUserName() ?? '';
  const hasProfile = findScreen(screens, PROFILE_PATH) !== undefined;

  const items: MenuProps['items'] = [
    ...(hasProfile ? [{ key: 'profile', icon: <UserOutlined />, label: '个人中心' }, { type: 'divider' as const }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(PROFILE_PATH);
    if (key === 'logout') void logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['hover', 'click']} placement="bottomRight">
      <button type="button" className="user-menu" aria-label={`当前用户 ${userName}`}>
        <Avatar size={32} icon={<UserOutlined />} className="user-menu__avatar" />
        <span className="user-menu__name">{userName}</span>
        <DownOutlined className="user-menu__caret" />
      </button>
    </Dropdown>
  );
}
