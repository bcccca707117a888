/**
 * 人员授权: the engine's list, form and detail of `personnelAuthorization` — one data scope per user: the
 * organizations (全部组织, or the units chosen, each with those under it) and the customers (全部客户, or
 * those chosen from 客户档案) whose records the user sees; 恢复默认 takes a scope back to the default.
 * The list sums each dimension up: 全部, 本部门 (the default) or the count chosen — red when none.
 */
import { personnelAuthorization } from '@/domain/desks/personnelAuthorization';
import type { ResourceRecord } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

export const preload = firstPageOf(personnelAuthorization);

const COLORS: Record<string, string> = { ALL: 'blue', OWN: 'default' };

export default function PersonnelAuthorizationPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  /** One dimension's summary: 全部 / 本部门 as labelled, else how many are chosen (red when none). */
  const reach = (field: string, list: string) => (value: unknown, r: ResourceRecord) => {
    const count = Array.isArray(r[list]) ? (r[list] as unknown[]).length : 0;
    if (value !== 'LISTED') return <Tag color={COLORS[String(value)]}>{t(`personnelAuthorization.enum.${field}.${value}`)}</Tag>;
    return <Tag color={count ? 'gold' : 'red'}>{t('admin.scope.summaryCount', { count })}</Tag>;
  };
  return (
    <ResourcePage
      resource={personnelAuthorization}
      intro={<Typography.Paragraph type="secondary">{t('admin.scope.explain')}</Typography.Paragraph>}
      render={{ orgReach: reach('orgReach', 'orgIds'), customerReach: reach('customerReach', 'customerIds') }}
    />
  );
}
