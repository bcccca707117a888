/**
 * 系统功能: the engine's tree of `systemFunction` — menus, pages and page elements with their permission
 * codes, generated from the routes, the menu and the element-code catalogue. Administrators switch a
 * function off for everyone (停用, everything below it then off too) or edit its remark; the roles
 * holding each function are shown beside it.
 */
import { EnabledBadge } from '@/admin/controls';
import { functionTitle, translator } from '@/admin/adminText';
import { buildFunctionTree, flattenFunctions } from '@/domain/admin/functions';
import { elementCodes } from '@/domain/catalogue';
import { systemFunction } from '@/domain/desks/systemFunction';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useIntl } from '@umijs/max';
import { Alert, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';

export const preload = firstPageOf(systemFunction);

// 页面 in the success colours: the theme's darker preset green (config/theme.ts) reads as olive on a tag
const KIND_COLOR: Record<string, string> = { MENU: 'blue', PAGE: 'success', ELEMENT: 'purple' };
type Row = { code: string; kind: string; status?: unknown; inheritedOff?: unknown };
/** switched on, and not switched off with a function above it */
const on = (r: Row) => r.status === 'ENABLED' && r.inheritedOff !== true;

export default function SystemFunctionPage() {
  const intl = useIntl();
  const t = translator(intl);
  // the counts of the generated tree, whose functions are the records
  const stats = useMemo(() => {
    const all = flattenFunctions(buildFunctionTree(elementCodes()));
    const count = (kind: string) => all.filter((n) => n.kind === kind).length;
    return { menus: count('MENU'), pages: count('PAGE'), elements: count('ELEMENT') };
  }, []);

  return (
    <ResourcePage
      resource={systemFunction}
      intro={
        <>
          <Alert type="info" showIcon title={t('admin.function.source')} style={{ marginBottom: 8 }} />
          <Typography.Text type="secondary">{t('admin.function.stats', stats)}</Typography.Text>
        </>
      }
      render={{
        name: (_, r) => <span style={{ opacity: on(r as unknown as Row) ? 1 : 0.5 }}>{functionTitle(intl, r as unknown as Row)}</span>,
        code: (v) => (
          <Typography.Text code copyable>
            {String(v)}
          </Typography.Text>
        ),
        kind: (v) => <Tag color={KIND_COLOR[String(v)]}>{t(`admin.function.kind.${String(v)}`)}</Tag>,
        status: (_, r) => (
          <Tooltip title={r.inheritedOff === true && t('admin.function.inheritedOff')}>
            <span>
              <EnabledBadge on={on(r as unknown as Row)} />
            </span>
          </Tooltip>
        ),
      }}
    />
  );
}
