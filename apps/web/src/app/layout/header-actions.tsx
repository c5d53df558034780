import { FullscreenButton } from './fullscreen-button';
import { MessageBell } from './message-bell';
import { UserMenu } from './user-menu';
import './header-actions.css';

/**
 * The right end of every header (console, portal, error pages): one place, so
 * a header control added here appears on all of them. Left to right: the
 * message bell, 全屏, the user menu.
 */
export function HeaderActions() {
  return (
    <div className="header-actions">
      <MessageBell />
      <FullscreenButton />
      <UserMenu />
    </div>
  );
}
