/**
 * 密码模板: password policies (minimum length, character classes, expiry, history); exactly one is
 * current, and password changes and resets are checked against it.
 */
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { checkPolicy, POLICY_LIMITS } from '@/domain/admin/password';
import { passwordApi, type PolicyFields, type PolicyRow } from '@/services/admin';
import { deleteAction } from '@/admin/AdminActions';
import type { AdminField } from '@/admin/AdminForm';
import AdminTable from '@/admin/AdminTable';
import { translator } from '@/admin/adminText';
import { useIntl } from '@umijs/max';
import { Space, Tag } from 'antd';

const CLASSES = ['requireUpper', 'requireLower', 'requireDigit', 'requireSymbol'] as const;
const codes = adminCodes.passwordTemplate;

type FormValues = Omit<PolicyFields, (typeof CLASSES)[number]> & { classes: string[] };

const limits = (field: 'minLength' | 'expiryDays' | 'historyCount') => ({ min: POLICY_LIMITS[field][0], max: POLICY_LIMITS[field][1] });
const fromForm = (v: FormValues): PolicyFields => ({
  name: v.name.trim(),
  minLength: v.minLength,
  expiryDays: v.expiryDays,
  historyCount: v.historyCount,
  ...(Object.fromEntries(CLASSES.map((c) => [c, (v.classes ?? []).includes(c)])) as Record<(typeof CLASSES)[number], boolean>),
});

/** The policy's fields; the length check is the domain's (not below the number of required classes). */
const FIELDS: AdminField[] = [
  { name: 'name', label: 'admin.policy.field.name', required: 'admin.policy.error.nameRequired', max: POLICY_LIMITS.nameMax },
  {
    name: 'minLength',
    label: 'admin.policy.field.minLength',
    kind: 'number',
    ...limits('minLength'),
    required: 'admin.policy.error.minLength',
    check: (_, values) => {
      const error = checkPolicy(fromForm({ ...(values as FormValues), name: 'x' }));
      return error?.key === 'admin.policy.error.tooShortForClasses' ? error : null;
    },
  },
  { name: 'classes', label: 'admin.policy.field.classes', kind: 'checkboxes', options: CLASSES.map((c) => ({ value: c, label: `admin.policy.field.${c}` })) },
  {
    name: 'expiryDays',
    label: 'admin.policy.field.expiryDays',
    kind: 'number',
    ...limits('expiryDays'),
    required: 'admin.policy.error.expiryDays',
    extra: 'admin.policy.expiryHint',
  },
  {
    name: 'historyCount',
    label: 'admin.policy.field.historyCount',
    kind: 'number',
    ...limits('historyCount'),
    required: 'admin.policy.error.historyCount',
    extra: 'admin.policy.historyHint',
  },
];

export default function PasswordTemplatePage() {
  const t = translator(useIntl());
  const { data, loading, refresh } = useApi(passwordApi.templates);
  return (
    <AdminTable<PolicyRow, FormValues>
      rowKey="id"
      page="passwordTemplate"
      rows={data}
      loading={loading}
      onChanged={refresh}
      columns={[
        {
          key: 'name',
          label: 'admin.policy.field.name',
          render: (p) => (
            <Space>
              <span>{p.name}</span>
              {p.active && <Tag color="green">{t('admin.policy.activeTag')}</Tag>}
            </Space>
          ),
        },
        { key: 'minLength', label: 'admin.policy.field.minLength', width: 100, align: 'right' },
        {
          key: 'classes',
          label: 'admin.policy.field.classes',
          render: (p) => CLASSES.filter((c) => p[c]).map((c) => <Tag key={c}>{t(`admin.policy.field.${c}`)}</Tag>),
        },
        { key: 'expiryDays', label: 'admin.policy.field.expiryDays', width: 130, text: (p) => (p.expiryDays ? String(p.expiryDays) : t('admin.policy.never')) },
        {
          key: 'historyCount',
          label: 'admin.policy.field.historyCount',
          width: 150,
          text: (p) => (p.historyCount ? String(p.historyCount) : t('admin.policy.noHistory')),
        },
      ]}
      actions={[
        {
          key: 'activate',
          label: 'admin.policy.activate',
          code: codes.activate,
          show: (p) => !p.active,
          confirm: (p) => ['admin.policy.confirmActivate', { name: p.name }],
          run: (p) => passwordApi.activate(p.id),
        },
        deleteAction({
          code: codes.delete,
          name: (p) => p.name,
          blocked: (p) => p.active && 'admin.policy.error.deleteActive',
          run: (p) => passwordApi.remove(p.id),
        }),
      ]}
      form={{
        fields: FIELDS,
        create: codes.create,
        edit: codes.update,
        labels: ['admin.policy.create', 'admin.policy.edit'],
        initial: { minLength: 8, expiryDays: 90, historyCount: 3, classes: ['requireUpper', 'requireLower', 'requireDigit'] },
        toForm: (p) => ({ name: p.name, minLength: p.minLength, expiryDays: p.expiryDays, historyCount: p.historyCount, classes: CLASSES.filter((c) => p[c]) }),
        save: (values, p) => (p ? passwordApi.update(p.id, { ...fromForm(values), version: p.version }) : passwordApi.create(fromForm(values))),
      }}
    />
  );
}
