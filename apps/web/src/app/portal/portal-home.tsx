import { perm } from '@hrbd/contract';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../layout/menu-icon';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { trackClick } from '../../lib/tracking';

/** What each sub-system covers, so a new user knows which one to pick. */
const SUMMARIES: Record<string, string> = {
  [perm.recruit.code]: '企业、岗位、简历投递、招聘会、招聘驿站与数据大屏',
  [perm.train.code]: '课程、班级、学员、签到、考试与培训需求',
  [perm.school.code]: '院校、学生、供需信息与高校招聘会',
  [perm.oddjobMarket.code]: '商户、电子卡、红包补贴、住房租赁、合同与广告',
  [perm.policy.code]: '政策资讯、补贴项目、政策申请与申报通知',
  [perm.system.code]: '用户、角色、资源菜单、消息与日志',
};

/** The portal's child view: the sub-systems this user may enter, each leading to its page. */
export function PortalHome() {
  const { subsystems } = useNavigation();
  if (subsystems.length === 0) {
    return <Empty className="portal-empty" description="暂无可进入的子系统，请联系管理员分配权限" />;
  }
  return (
    <ul className="portal-systems">
      {subsystems.map((subsystem) => (
        <li key={subsystem.code}>
          <Link className="portal-system" to={subsystem.entryPath} onClick={() => trackClick(`统一门户：${subsystem.name}`)}>
            <span className="portal-system__icon">
              <MenuIcon name={subsystem.root.icon} />
            </span>
            <span className="portal-system__name">{subsystem.name}</span>
            <span className="portal-system__summary">{SUMMARIES[subsystem.code] ?? ''}</span>
            <span className="portal-system__enter">
              进入系统 <ArrowRightOutlined />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
