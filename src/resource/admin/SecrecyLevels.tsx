/**
 * Pieces the two secrecy pages share: their frame (explanation, the levels' card, the matrix of which
 * personnel level sees which information level) and the table of levels with its edit form (name /
 * description / colour).
 */
import ActionLink from '@/components/ActionLink';
import { canSee, INFO_LEVELS, LEVEL_DESCRIPTION_MAX, LEVEL_NAME_MAX, PERSONNEL_LEVELS, type LevelSetting, type SecrecyMapping } from '@/domain/admin/secrecy';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleTwoTone, MinusCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { LevelFields, SecrecyView, Versioned } from '@/services/admin';
import { trimmed, useAdminDialog, type AdminField } from './AdminForm';
import { translator } from './adminText';

export const TAG_COLORS = ['default', 'green', 'blue', 'cyan', 'gold', 'orange', 'volcano', 'red', 'magenta', 'purple', 'geekblue'];

const LEVEL_FIELDS: AdminField[] = [
  { name: 'name', label: 'admin.secrecy.field.name', required: 'admin.secrecy.error.nameRequired', max: LEVEL_NAME_MAX },
  { name: 'description', label: 'admin.secrecy.field.description', kind: 'textarea', max: LEVEL_DESCRIPTION_MAX },
  { name: 'color', label: 'admin.secrecy.field.color', kind: 'select', options: TAG_COLORS.map((c) => ({ value: c, label: <Tag color={c}>{c}</Tag> })) },
];

/** A secrecy page (`page`: its menu name; `explain`: the locale key of its explanation): the explanation, the levels' card (with the page's toolbar) and the matrix under the mapping shown. */
export function SecrecyFrame(props: { page: string; explain: string; view?: SecrecyView; loading: boolean; mapping?: SecrecyMapping; extra?: ReactNode; children?: ReactNode }) {
  const t = translator(useIntl());
  const title = t(`menu.${props.page}`);
  if (!props.view || !props.mapping) return <PageContainer title={title} loading={props.loading} />;
  return (
    <PageContainer title={title}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={t(props.explain)} />
        <Card size="small" title={title} extra={props.extra}>
          {props.children}
        </Card>
        <Card size="small" title={t('admin.secrecy.matrix')}>
          <SecrecyMatrix view={props.view} mapping={props.mapping} />
        </Card>
      </Space>
    </PageContainer>
  );
}

/** Rows: personnel levels; columns: information levels; a tick where the person may see it. */
export function SecrecyMatrix({ view, mapping }: { view: SecrecyView; mapping: SecrecyMapping }) {
  const t = translator(useIntl());
  const pName = (l: string) => view.personnel.find((p) => p.level === l)?.name ?? l;
  const iName = (l: string) => view.info.find((p) => p.level === l)?.name ?? l;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="level"
      dataSource={PERSONNEL_LEVELS.map((level) => ({ level }))}
      columns={[
        { title: t('admin.user.field.secrecyLevel'), dataIndex: 'level', render: (l: string) => pName(l) },
        ...INFO_LEVELS.map((info) => ({
          title: iName(info),
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

/**
 * The levels of one kind as a table: code, name and description, the page's own columns around them,
 * and an edit action (for those who may edit) opening the level's form; `save` writes it, `onSaved`
 * reloads the page's data.
 */
export function LevelTable<L extends string>(props: {
  rows: (LevelSetting<L> & Versioned)[];
  /** columns before the code (e.g. the rank) */
  leading?: ColumnsType<LevelSetting<L> & Versioned>;
  /** columns after the description (e.g. who may see it) */
  trailing?: ColumnsType<LevelSetting<L> & Versioned>;
  canEdit: boolean;
  save: (level: L, values: LevelFields) => Promise<unknown>;
  onSaved: () => void;
}) {
  const t = translator(useIntl());
  const editor = useAdminDialog<LevelSetting<L> & Versioned, LevelFields>(
    {
      labels: ['admin.common.edit', 'admin.common.edit'],
      title: (r) => `${t('admin.common.edit')} · ${r?.name}`,
      fields: LEVEL_FIELDS,
      save: (values, r) => props.save(r!.level, { ...trimmed(values), description: values.description ?? '', version: r!.version }),
    },
    props.onSaved,
  );
  return (
    <>
      <Table<LevelSetting<L> & Versioned>
        rowKey="level"
        size="small"
        pagination={false}
        dataSource={props.rows}
        columns={[
          ...(props.leading ?? []),
          { title: t('admin.secrecy.field.code'), dataIndex: 'level', width: 140, render: (l: string) => <Typography.Text code>{l}</Typography.Text> },
          { title: t('admin.secrecy.field.name'), dataIndex: 'name', width: 120, render: (_, r) => <Tag color={r.color}>{r.name}</Tag> },
          { title: t('admin.secrecy.field.description'), dataIndex: 'description' },
          ...(props.trailing ?? []),
          {
            title: t('admin.common.actions'),
            key: 'actions',
            width: 80,
            render: (_, r) =>
              props.canEdit && (
                <ActionLink aria-label={`${t('admin.common.edit')} ${r.name}`} onClick={() => editor.open(r)}>
                  {t('admin.common.edit')}
                </ActionLink>
              ),
          },
        ]}
      />
      {editor.dialog}
    </>
  );
}
