/**
 * The frame the two secrecy pages share: the explanation, the card of the levels of one kind (code,
 * name, description, the page's own columns around them; 编辑 opens the level's form: name /
 * description / colour) with the page's toolbar, and the matrix of which personnel level sees which
 * information level under the mapping shown.
 */
import { adminCodes } from '@/domain/admin/codes';
import { canSee, INFO_LEVELS, LEVEL_DESCRIPTION_MAX, LEVEL_NAME_MAX, PERSONNEL_LEVELS, type LevelSetting, type SecrecyMapping } from '@/domain/admin/secrecy';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { CheckCircleTwoTone, MinusCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { secrecyApi, type LevelFields, type Versioned } from '@/services/admin';
import { trimmed, type AdminField } from './AdminForm';
import AdminTable, { type AdminColumn } from './AdminTable';
import { translator } from './adminText';
import type { useSecrecyLevels } from './useAdminData';
import { refreshSecrecyNames } from '@/engine/useSecrecyNames';

export const TAG_COLORS = ['default', 'green', 'blue', 'cyan', 'gold', 'orange', 'volcano', 'red', 'magenta', 'purple', 'geekblue'];

const LEVEL_FIELDS: AdminField[] = [
  { name: 'name', label: 'admin.secrecy.field.name', required: 'admin.secrecy.error.nameRequired', max: LEVEL_NAME_MAX },
  { name: 'description', label: 'admin.secrecy.field.description', kind: 'textarea', max: LEVEL_DESCRIPTION_MAX },
  { name: 'color', label: 'admin.secrecy.field.color', kind: 'select', options: TAG_COLORS.map((c) => ({ value: c, label: <Tag color={c}>{c}</Tag> })) },
];

type Level = LevelSetting<string> & Versioned;
const KINDS = {
  personnelSecretLevel: { levels: 'personnel', explain: 'admin.secrecy.personnelExplain', save: secrecyApi.savePersonnel },
  informationSecretLevel: { levels: 'info', explain: 'admin.secrecy.infoExplain', save: secrecyApi.saveInfo },
} as const;

/**
 * A secrecy page (`page`: its menu name): its levels with the page's columns before the code
 * (`leading`) and after the description (`trailing`), the page's toolbar (`extra`) and what it shows
 * above the levels (`children`); the matrix follows `mapping` (the page's draft, or the saved one).
 */
export function SecrecyFrame(props: {
  page: keyof typeof KINDS;
  levels: ReturnType<typeof useSecrecyLevels>;
  mapping?: SecrecyMapping;
  leading?: AdminColumn<Level>[];
  trailing?: AdminColumn<Level>[];
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const t = translator(useIntl());
  const kind = KINDS[props.page];
  const { data, loading, refresh } = props.levels;
  const title = t(`menu.${props.page}`);
  if (!data || !props.mapping) return <PageContainer title={title} loading={loading} />;
  return (
    <PageContainer title={title}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={t(kind.explain)} />
        <Card size="small" title={title} extra={props.extra}>
          {props.children}
          <AdminTable<Level, LevelFields>
            rowKey="level"
            rows={data[kind.levels]}
            onChanged={() => {
              refreshSecrecyNames();
              refresh();
            }}
            tableProps={{ size: 'small', options: false }}
            columns={[
              ...(props.leading ?? []),
              { key: 'level', label: 'admin.secrecy.field.code', width: 140, render: (r) => <Typography.Text code>{r.level}</Typography.Text> },
              { key: 'name', label: 'admin.secrecy.field.name', width: 120, render: (r) => <Tag color={r.color}>{r.name}</Tag> },
              { key: 'description', label: 'admin.secrecy.field.description' },
              ...(props.trailing ?? []),
            ]}
            form={{
              edit: adminCodes[props.page].update,
              labels: ['admin.common.edit', 'admin.common.edit'],
              title: (r) => `${t('admin.common.edit')} · ${r?.name}`,
              fields: LEVEL_FIELDS,
              save: (values, r) => kind.save(r!.level as never, { ...trimmed(values), description: values.description ?? '', version: r!.version }),
            }}
          />
        </Card>
        <Card size="small" title={t('admin.secrecy.matrix')}>
          <SecrecyMatrix levels={props.levels} mapping={props.mapping} />
        </Card>
      </Space>
    </PageContainer>
  );
}

/** Rows: personnel levels; columns: information levels; a tick where the person may see it. */
function SecrecyMatrix({ levels, mapping }: { levels: ReturnType<typeof useSecrecyLevels>; mapping: SecrecyMapping }) {
  const t = translator(useIntl());
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="level"
      dataSource={PERSONNEL_LEVELS.map((level) => ({ level }))}
      columns={[
        { title: t('admin.user.field.secrecyLevel'), dataIndex: 'level', render: (l: string) => levels.personnelName(l) },
        ...INFO_LEVELS.map((info) => ({
          title: levels.infoName(info),
          key: info,
          align: 'center' as const,
          render: (_: unknown, row: { level: string }) =>
            canSee(row.level, info, mapping) ? (
              <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('admin.common.yes')} />
            ) : (
              <MinusCircleOutlined style={{ color: '#bfbfbf' }} aria-label={t('admin.common.no')} />
            ),
        })),
      ]}
    />
  );
}
