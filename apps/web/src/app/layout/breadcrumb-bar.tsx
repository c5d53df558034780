import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { PlaceInConsole } from '../../lib/navigation/navigation-model';
import { useNavigation } from '../../lib/navigation/use-navigation';

/** 首页 / sub-system / menus down to the page (spec §2). */
export function BreadcrumbBar({ place }: { place: PlaceInConsole }) {
  const { rootPath } = useNavigation();
  // 首页 goes straight to the root's page: a detour through `/` would remount the layout and its cached pages.
  const items = [{ key: 'home', title: <Link to={rootPath ?? '/'}>首页</Link> }];
  if (place.subsystem) {
    items.push({ key: 'system', title: <Link to={place.subsystem.entryPath}>{place.subsystem.name}</Link> });
    for (const node of place.chain) items.push({ key: node.path, title: <span>{node.name}</span> });
    if (place.screen.parent) items.push({ key: 'page', title: <span>{place.title}</span> });
  } else {
    items.push({ key: 'page', title: <span>{place.title}</span> });
  }
  return <Breadcrumb className="breadcrumb-bar" items={items} />;
}
