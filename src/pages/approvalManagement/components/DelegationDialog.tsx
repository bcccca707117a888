/**
 * 外出委托 (审批管理 › 设置代理人): name a stand-in for a period — optionally for some business types —
 * with a reason, and see one's delegations with where each stands, cancelling one (after a
 * confirmation) before it ends. The administrator may switch to everyone's. The rules are the
 * server's (src/domain/workflow/delegation.ts); a refusal is shown by the request policy and the form
 * keeps what was typed. Loaded only when opened (a chunk of its own).
 */
import type { PortalAccess } from '@/access';
import { DATE_TIME_FORMAT } from '@/engine/text';
import { useFeedback } from '@/engine/feedback';
import {
  BUSINESS_TYPES,
  delegationCancellable,
  candidateOption,
  DELEGATION_MAX_DAYS,
  DELEGATION_REASON_MAX,
  WORKFLOW_CODES,
  type Candidate,
  type DelegationView,
} from '@/domain/workflow';
import { workflowService } from '@/services/workflow';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Col, DatePicker, Form, Input, Modal, Popconfirm, Row, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';

type Scope = 'mine' | 'all';
interface Values {
  toUserNo: string;
  period: [Dayjs, Dayjs];
  businessTypes?: string[];
  reason?: string;
}

const STATE_COLOR: Record<DelegationView['state'], string> = { scheduled: 'blue', active: 'green', ended: 'default', cancelled: 'default' };
const F = (key: string) => `workflow.delegation.field.${key}`;

export default function DelegationDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const message = useFeedback();
  const userNo = useModel('@@initialState', (m: any) => m.initialState?.user?.userNo) as string | undefined;
  const seesAll = (useAccess() as PortalAccess).hasElement(WORKFLOW_CODES.delegationsAll);
  const [form] = Form.useForm<Values>();
  const [scope, setScope] = useState<Scope>('mine');
  const [rows, setRows] = useState<DelegationView[]>();
  const [people, setPeople] = useState<Candidate[]>([]);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setRows(undefined);
    workflowService.delegations(scope).then(setRows, () => setRows([]));
  }, [scope]);
  useEffect(load, [load]);
  useEffect(() => {
    workflowService.candidates().then(
      (list) => setPeople(list.filter((u) => u.userNo !== userNo)),
      () => undefined,
    );
  }, [userNo]);

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      const d = await workflowService.createDelegation({
        toUserNo: v.toUserNo,
        from: v.period[0].toISOString(),
        to: v.period[1].toISOString(),
        businessTypes: v.businessTypes ?? [],
        ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
      });
      message.success(t('workflow.delegation.created', { name: d.toUserName }));
      form.resetFields();
      load();
    } catch {
      // refused: the request policy said why; what was typed stays
    } finally {
      setSaving(false);
    }
  };

  const cancel = async (d: DelegationView) => {
    try {
      await workflowService.cancelDelegation(d.id);
      message.success(t('workflow.delegation.cancelled'));
    } catch {
      // shown by the request policy
    }
    load();
  };

  const types = BUSINESS_TYPES.map((b) => ({ value: b.type, label: t(`menu.${b.type}`) }));
  const columns = [
    ...(scope === 'all' ? [{ key: 'from', title: t(F('delegator')), width: 100, render: (d: DelegationView) => d.fromUserName }] : []),
    { key: 'to', title: t(F('toUser')), width: 100, render: (d: DelegationView) => d.toUserName },
    {
      key: 'period',
      title: t(F('period')),
      width: 300,
      render: (d: DelegationView) => `${dayjs(d.from).format(DATE_TIME_FORMAT)} ~ ${dayjs(d.to).format(DATE_TIME_FORMAT)}`,
    },
    {
      key: 'types',
      title: t(F('businessTypes')),
      render: (d: DelegationView) =>
        d.businessTypes.length ? (
          <Space size={[0, 4]} wrap>
            {d.businessTypes.map((b) => (
              <Tag key={b}>{t(`menu.${b}`)}</Tag>
            ))}
          </Space>
        ) : (
          t('workflow.delegation.allTypes')
        ),
    },
    { key: 'reason', title: t(F('reason')), ellipsis: true, render: (d: DelegationView) => d.reason ?? '—' },
    {
      key: 'state',
      title: t(F('state')),
      width: 90,
      render: (d: DelegationView) => <Tag color={STATE_COLOR[d.state]}>{t(`workflow.delegation.state.${d.state}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('resource.list.operations'),
      width: 90,
      render: (d: DelegationView) =>
        delegationCancellable(d.state) && (
          <Popconfirm title={t('workflow.delegation.cancelConfirm', { name: d.toUserName })} onConfirm={() => cancel(d)}>
            <Button type="link" size="small" danger>
              {t('workflow.delegation.cancel')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Modal open title={t('workflow.delegation.title')} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <Alert type="info" showIcon title={t('workflow.delegation.help')} style={{ marginBottom: 16 }} />
      <Typography.Title level={5}>{t('workflow.delegation.new')}</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ period: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day').startOf('minute')] }}
        onFinish={save}
      >
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="toUserNo" label={t(F('toUser'))} rules={[{ required: true, message: t(F('toUserRequired')) }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('workflow.delegation.searchUser')}
                options={people.map(candidateOption)}
                data-testid="delegation-user"
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="period" label={t(F('period'))} rules={[{ required: true, message: t(F('periodRequired')) }]}>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(DELEGATION_MAX_DAYS, 'day'))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="businessTypes" label={t(F('businessTypes'))} extra={t(F('businessTypesHelp'))}>
              <Select mode="multiple" allowClear options={types} placeholder={t('workflow.delegation.allTypes')} maxTagCount="responsive" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="reason" label={t(F('reason'))}>
              <Input maxLength={DELEGATION_REASON_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="delegation-submit">
          {t('workflow.delegation.submit')}
        </Button>
      </Form>
      <Space style={{ margin: '24px 0 8px', width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(scope === 'all' ? 'workflow.delegation.all' : 'workflow.delegation.mine')}
        </Typography.Title>
        {seesAll && (
          <Segmented<Scope>
            value={scope}
            onChange={setScope}
            options={(['mine', 'all'] as const).map((s) => ({ value: s, label: t(`workflow.delegation.${s}`) }))}
          />
        )}
      </Space>
      <Table<DelegationView>
        rowKey="id"
        size="small"
        loading={!rows}
        dataSource={rows ?? []}
        columns={columns}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{ emptyText: t('workflow.delegation.empty') }}
      />
    </Modal>
  );
}
