import { Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '../document-title';
import { LogoMark, PLATFORM_TITLE } from '../layout/logo';
import { HeaderActions } from '../layout/header-actions';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { usePageViewTracking } from '../../lib/tracking';
import { Plane } from './plane';
import './portal.css';

export const PORTAL_TITLE = '统一门户';

/** The portal shell (spec §2): a header, the child view below it, and the plane over the banner. */
export function PortalLayout() {
  const location = useLocation();
  const { subsystems } = useNavigation();
  useDocumentTitle(PORTAL_TITLE);
  usePageViewTracking(location.pathname + location.search, PORTAL_TITLE);
  return (
    <div className="portal">
      <header className="portal__header">
        <div className="portal__brand">
          <LogoMark />
          <span className="portal__title">{PLATFORM_TITLE}</span>
          <span className="portal__divider" />
          <span className="portal__subtitle">{PORTAL_TITLE}</span>
        </div>
        <HeaderActions />
      </header>
      <section className="portal__banner">
        <Plane />
        <h1 className="portal__welcome">欢迎使用{PLATFORM_TITLE}</h1>
        {subsystems.length > 0 && <p className="portal__hint">请选择要进入的子系统</p>}
      </section>
      <main className="portal__body">
        <Outlet />
      </main>
    </div>
  );
}
