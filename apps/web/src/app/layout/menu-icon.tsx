import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import { lazyModule } from '../../lib/lazy-module';

/**
 * The menus' icons (~11 KB gzip of SVG paths for every sub-system's menus) load beside the
 * layout rather than before it: the sidebar and tabs draw at once with an icon-sized blank,
 * and the icons appear a moment later (issue 9 §4's shell budget).
 */
const iconSet = lazyModule(() => import('./menu-icon-set'));
void iconSet.load().catch(() => undefined); // started with the layout; a failure is tried again on first use

/** The icon a menu names; a neutral one for a name added later without an icon here. */
export function MenuIcon({ name }: { name: string }) {
  const set = iconSet.useModule();
  return set ? <AntdIcon icon={set.menuIcon(name)} /> : <span className="anticon" aria-hidden style={{ width: '1em', height: '1em' }} />;
}
