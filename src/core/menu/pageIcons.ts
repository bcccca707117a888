/**
 * The pages' icons (the menu's second level): ProLayout draws icons on the sidebar's first level only,
 * so these are shown by home's shortcuts and function list — a chunk of their own, fetched by
 * the sidebar (./menuData.tsx) when one is first drawn there and imported by home with ./pageIcon.tsx.
 * Each icon is named once, here or in ./icons.ts.
 */
import * as svg from '@ant-design/icons-svg';
import { byName } from './iconNames';

export const PAGE_ICONS = byName([
  svg.AccountBookOutlined,
  svg.AlertOutlined,
  svg.ApartmentOutlined,
  svg.BarChartOutlined,
  svg.BookOutlined,
  svg.BranchesOutlined,
  svg.CheckSquareOutlined,
  svg.CommentOutlined,
  svg.ContainerOutlined,
  svg.CustomerServiceOutlined,
  svg.DatabaseOutlined,
  svg.EnvironmentOutlined,
  svg.ExperimentOutlined,
  svg.FieldTimeOutlined,
  svg.FileSyncOutlined,
  svg.FileTextOutlined,
  svg.FormOutlined,
  svg.FrownOutlined,
  svg.FunctionOutlined,
  svg.GlobalOutlined,
  svg.HistoryOutlined,
  svg.IdcardOutlined,
  svg.KeyOutlined,
  svg.MessageOutlined,
  svg.PhoneOutlined,
  svg.ProfileOutlined,
  svg.QuestionCircleOutlined,
  svg.RobotOutlined,
  svg.RollbackOutlined,
  svg.SafetyCertificateOutlined,
  svg.ScheduleOutlined,
  svg.ShoppingOutlined,
  svg.SolutionOutlined,
  svg.SwapOutlined,
  svg.TeamOutlined,
  svg.UnorderedListOutlined,
  svg.UserOutlined,
  svg.UserSwitchOutlined,
  svg.UsergroupAddOutlined,
]);
