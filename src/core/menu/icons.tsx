/**
 * Menu icons by name (the menu call sends icon names, spec §3). The icons are kept as SVG
 * definitions, each named once, and drawn by antd's one icon component: static member access on the
 * namespace import lets the bundler keep only the definitions listed here, without a wrapper
 * component per icon. A name without an entry falls back to a neutral icon;
 * tests/unit/shell/menu-permissions checks that every icon of the sample menu has one.
 */
import * as svg from '@ant-design/icons-svg';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';

const defs = [
  svg.AccountBookOutlined,
  svg.AlertOutlined,
  svg.ApartmentOutlined,
  svg.AppstoreOutlined,
  svg.AuditOutlined,
  svg.BarChartOutlined,
  svg.BookOutlined,
  svg.BranchesOutlined,
  svg.BulbOutlined,
  svg.CheckSquareOutlined,
  svg.ClusterOutlined,
  svg.CommentOutlined,
  svg.ContactsOutlined,
  svg.ContainerOutlined,
  svg.CustomerServiceOutlined,
  svg.DatabaseOutlined,
  svg.EnvironmentOutlined,
  svg.ExperimentOutlined,
  svg.FieldTimeOutlined,
  svg.FileSearchOutlined,
  svg.FileSyncOutlined,
  svg.FileTextOutlined,
  svg.FormOutlined,
  svg.FrownOutlined,
  svg.FunctionOutlined,
  svg.GlobalOutlined,
  svg.HistoryOutlined,
  svg.HomeOutlined,
  svg.IdcardOutlined,
  svg.KeyOutlined,
  svg.LockOutlined,
  svg.MessageOutlined,
  svg.PhoneOutlined,
  svg.ProfileOutlined,
  svg.QuestionCircleOutlined,
  svg.ReadOutlined,
  svg.RobotOutlined,
  svg.RollbackOutlined,
  svg.SafetyCertificateOutlined,
  svg.ScheduleOutlined,
  svg.SettingOutlined,
  svg.ShareAltOutlined,
  svg.ShoppingCartOutlined,
  svg.ShoppingOutlined,
  svg.SmileOutlined,
  svg.SolutionOutlined,
  svg.SwapOutlined,
  svg.TeamOutlined,
  svg.ToolOutlined,
  svg.UnorderedListOutlined,
  svg.UserOutlined,
  svg.UserSwitchOutlined,
  svg.UsergroupAddOutlined,
];

const THEME_SUFFIX: Record<IconDefinition['theme'], string> = { outlined: 'Outlined', filled: 'Filled', twotone: 'TwoTone' };

/** The icon name the menu sends ("UsergroupAddOutlined") → its definition (named "usergroup-add", theme "outlined"). */
const nameOf = (def: IconDefinition) =>
  def.name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase()) + THEME_SUFFIX[def.theme];

export const MENU_ICONS: Readonly<Record<string, IconDefinition>> = Object.fromEntries(
  defs.map((def) => [nameOf(def), def]),
);

export const FALLBACK_ICON: IconDefinition = svg.FileOutlined;

export function iconDefinition(name?: string): IconDefinition {
  return (name && MENU_ICONS[name]) || FALLBACK_ICON;
}

export function MenuIcon({ name }: { name?: string }) {
  return <AntdIcon icon={iconDefinition(name)} />;
}
