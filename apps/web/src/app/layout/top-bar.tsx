import { Link } from 'react-router';
import { PORTAL_PATH, type Subsystem } from '../../lib/navigation/navigation-model';
import { LogoMark, PLATFORM_TITLE } from './logo';
import { TopTabs } from './top-tabs';
import { HeaderActions } from './header-actions';

interface TopBarProps {
  subsystems: readonly Subsystem[];
  currentCode?: string;
}

/** The fixed 90 px header (spec §2): logo and title, the sub-system tabs, then the bell, 全屏 and the user menu. */
export function TopBar({ subsystems, currentCode }: TopBarProps) {
  return (
    <header className="top-bar">
      <Link to={PORTAL_PATH} className="top-bar__brand" title="统一门户">
        <LogoMark />
        <span className="top-bar__title">{PLATFORM_TITLE}</span>
      </Link>
      <TopTabs subsystems={subsystems} currentCode={currentCode} />
      <HeaderActions />
    </header>
  );
}
