import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import AccountBookOutlined from '@ant-design/icons-svg/es/asn/AccountBookOutlined';
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CheckSquareOutlined from '@ant-design/icons-svg/es/asn/CheckSquareOutlined';
import ClusterOutlined from '@ant-design/icons-svg/es/asn/ClusterOutlined';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FireOutlined from '@ant-design/icons-svg/es/asn/FireOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import FundProjectionScreenOutlined from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MoneyCollectOutlined from '@ant-design/icons-svg/es/asn/MoneyCollectOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import PayCircleOutlined from '@ant-design/icons-svg/es/asn/PayCircleOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PlaySquareOutlined from '@ant-design/icons-svg/es/asn/PlaySquareOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import TableOutlined from '@ant-design/icons-svg/es/asn/TableOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import UsergroupAddOutlined from '@ant-design/icons-svg/es/asn/UsergroupAddOutlined';
import WifiOutlined from '@ant-design/icons-svg/es/asn/WifiOutlined';

/**
 * Resource-tree icon names (kebab-case, as stored with each menu) to their
 * icons. Listed one by one rather than looked up in the whole icon package,
 * which would put every icon in the bundle; kept as SVG definitions drawn by
 * one component, not sixty icon components.
 */
export const MENU_ICONS: Record<string, IconDefinition> = {
  'account-book': AccountBookOutlined,
  aim: AimOutlined,
  apartment: ApartmentOutlined,
  audit: AuditOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  book: BookOutlined,
  bulb: BulbOutlined,
  calendar: CalendarOutlined,
  'check-square': CheckSquareOutlined,
  cluster: ClusterOutlined,
  container: ContainerOutlined,
  'credit-card': CreditCardOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  edit: EditOutlined,
  environment: EnvironmentOutlined,
  file: FileOutlined,
  'field-time': FieldTimeOutlined,
  'file-done': FileDoneOutlined,
  'file-pdf': FilePdfOutlined,
  'file-protect': FileProtectOutlined,
  'file-search': FileSearchOutlined,
  'file-text': FileTextOutlined,
  fire: FireOutlined,
  form: FormOutlined,
  'fund-projection-screen': FundProjectionScreenOutlined,
  gift: GiftOutlined,
  home: HomeOutlined,
  'info-circle': InfoCircleOutlined,
  like: LikeOutlined,
  'line-chart': LineChartOutlined,
  login: LoginOutlined,
  logout: LogoutOutlined,
  'medicine-box': MedicineBoxOutlined,
  message: MessageOutlined,
  'money-collect': MoneyCollectOutlined,
  notification: NotificationOutlined,
  'pay-circle': PayCircleOutlined,
  picture: PictureOutlined,
  'play-square': PlaySquareOutlined,
  profile: ProfileOutlined,
  read: ReadOutlined,
  'safety-certificate': SafetyCertificateOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  solution: SolutionOutlined,
  sound: SoundOutlined,
  swap: SwapOutlined,
  table: TableOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  'unordered-list': UnorderedListOutlined,
  upload: UploadOutlined,
  user: UserOutlined,
  'usergroup-add': UsergroupAddOutlined,
  wifi: WifiOutlined,
};

/** The icon a menu names; a neutral one for a name added later without an icon here. */
export function menuIcon(name: string): IconDefinition {
  return Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : AppstoreOutlined;
}
