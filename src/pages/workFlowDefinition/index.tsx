/**
 * 流程配置: per business type, one workflow — an ordered list of nodes (name, approval group, any-one or
 * all-must) — that can be edited, reordered, enabled and disabled. A type without an enabled workflow
 * is approved on submit, and the page says so.
 */
import {
  APPLICATION_TYPES,
  APPROVAL_MODES,
  ESCALATION_TARGETS,
  SLA_MAX_HOURS,
  LIMITS,
  ORDER_TYPES,
  WORKFLOW_CODES,
  type BusinessTypeRow,
  type DefinitionPayload,
  type GroupView,
} from '@/domain/workflow';
import { useApi } from '@/core/request';
import { workflowService } from '@/services/workflow';
import { AdminActions, deleteAction, switchActions, type AdminAction } from '@/admin/AdminActions';
import { AdminFields, type AdminField } from '@/admin/AdminFields';
import { DraftBar, useDraftSave } from '@/admin/DraftBar';
import { formatTime, translator, type Translate } from '@/admin/adminText';
import MasterDetail, { DetailCard, MenuMaster } from '@/admin/MasterDetail';
import { useConfirm } from '@/engine/feedback';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Badge, Button, Empty, Form, Space, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import FlowPreview from './components/FlowPreview';
import NodeConditions, { conditionPayload } from './components/NodeConditions';

type FormValues = Pick<DefinitionPayload, 'name' | 'remark' | 'nodes'>;

const HEAD: AdminField[] = [
  {
    name: 'name',
    label: 'workflow.definition.name',
    required: 'workflow.definition.nameRequired',
    max: LIMITS.definitionName,
    fieldProps: { showCount: true },
  },
  { name: 'remark', label: 'workflow.definition.remark', max: LIMITS.remark },
];
/** The definition's nodes: name, approval group (with its members under it), mode. */
const nodes = (t: Translate, groups: GroupView[]): AdminField[] => [
  {
    name: 'nodes',
    label: 'workflow.definition.nodes',
    kind: 'rows',
    extra: 'workflow.definition.node.slaHelp',
    rows: {
      initial: { name: '', mode: 'ANY_ONE', escalateTo: 'lead' },
      max: LIMITS.nodes,
      unique: ['name', 'workflow.definition.node.duplicate'],
      empty: 'workflow.definition.node.empty',
      fields: [
        {
          name: 'name',
          label: 'workflow.definition.node.name',
          required: 'workflow.definition.node.nameRequired',
          max: LIMITS.nodeName,
          fieldProps: { style: { width: 128 } },
        },
        {
          name: 'groupId',
          label: 'workflow.definition.node.group',
          kind: 'select',
          required: 'workflow.definition.node.groupRequired',
          options: groups.map((g) => ({ value: g.id, label: g.name })),
          fieldProps: { showSearch: { optionFilterProp: 'label' }, style: { width: 134 } },
          note: (id) => {
            const g = groups.find((x) => x.id === id);
            return (
              g && (
                <Typography.Text type={g.members.length ? 'secondary' : 'danger'}>
                  {g.members.length ? t('workflow.definition.node.members', { names: g.memberNames.join('、') }) : t('workflow.definition.node.noMembers')}
                </Typography.Text>
              )
            );
          },
        },
        {
          name: 'mode',
          label: 'workflow.definition.node.mode',
          kind: 'select',
          fieldProps: { style: { width: 116 } },
          options: APPROVAL_MODES.map((m) => ({ value: m, label: <Tooltip title={t(`workflow.mode.${m}.help`)}>{t(`workflow.mode.${m}`)}</Tooltip> })),
        },
        {
          name: 'slaHours',
          label: 'workflow.definition.node.sla',
          kind: 'number',
          min: 1,
          max: SLA_MAX_HOURS,
          fieldProps: { placeholder: t('workflow.definition.node.slaNone'), style: { width: 80 } },
        },
        {
          name: 'escalateTo',
          label: 'workflow.definition.node.escalateTo',
          kind: 'select',
          options: ESCALATION_TARGETS.map((v) => ({ value: v, label: t(`workflow.definition.node.escalateTo.${v}`) })),
          fieldProps: { style: { width: 116 } },
        },
      ],
    },
  },
];

const MODE_TONE: Record<BusinessTypeRow['mode'], string> = { active: 'success', disabled: 'default', none: 'default' };

export default function WorkFlowDefinitionPage() {
  const confirm = useConfirm();
  const t = translator(useIntl());
  const access = useAccess();
  const [form] = Form.useForm<FormValues>();
  const [selected, setSelected] = useState<string>(APPLICATION_TYPES[0]);
  const [creating, setCreating] = useState(false);
  const [dirty, setDirty] = useState(false);

  const rowsReq = useApi(workflowService.definitions);
  const groupsReq = useApi(workflowService.allGroups);
  const rows = rowsReq.data ?? [];
  const groups: GroupView[] = groupsReq.data ?? [];
  const row = rows.find((r) => r.businessType === selected);
  const def = row?.definition ?? null;
  const typeTitle = t(`menu.${selected}`);

  const canCreate = access.hasElement(WORKFLOW_CODES.definitionCreate);
  const canUpdate = access.hasElement(WORKFLOW_CODES.definitionUpdate);
  const editable = def ? canUpdate : creating && canCreate;

  const initial = useMemo<FormValues | undefined>(() => {
    if (def)
      return {
        name: def.name,
        remark: def.remark,
        nodes: def.nodes.map(({ key, name, groupId, mode, slaHours, escalateTo, condition }) => ({
          key,
          name,
          groupId,
          mode,
          slaHours,
          escalateTo: escalateTo ?? 'lead',
          condition,
        })),
      };
    if (creating) return { name: t('workflow.definition.defaultName', { type: typeTitle }), remark: '', nodes: [] };
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def?.id, def?.version, creating, selected]);

  // the form is mounted only while there is a definition to show (or one being created)
  const load = () => {
    if (initial) {
      form.resetFields();
      form.setFieldsValue(initial);
    }
    setDirty(false);
  };
  useEffect(load, [initial, form]);

  const choose = (type: string) => {
    if (type === selected) return;
    const go = () => {
      setCreating(false);
      setSelected(type);
    };
    if (dirty) {
      confirm({ title: t('workflow.definition.unsaved'), content: t('workflow.definition.discardConfirm'), onOk: go });
    } else go();
  };

  // an invalid form is refused before sending (its fields say why); a refused call keeps what was typed
  const { saving, save } = useDraftSave(
    async () => {
      const values = await form.validateFields();
      const payload: DefinitionPayload = {
        businessType: selected,
        name: values.name,
        remark: values.remark || undefined,
        enabled: def?.enabled ?? false,
        nodes: (values.nodes ?? []).map((n) => ({
          key: n.key,
          name: n.name,
          groupId: n.groupId ?? '',
          mode: n.mode,
          slaHours: n.slaHours ?? undefined,
          escalateTo: n.escalateTo,
          condition: conditionPayload(n),
        })),
        ...(def ? { version: def.version } : {}),
      };
      if (def) await workflowService.updateDefinition(def.id, payload);
      else await workflowService.createDefinition(payload);
      setCreating(false);
      await rowsReq.refreshAsync();
    },
    () => undefined,
    def ? 'workflow.definition.saved' : 'workflow.definition.created',
  );

  const reset = () => {
    if (creating && !def) setCreating(false);
    load();
  };

  type Definition = NonNullable<typeof def>;
  const definitionActions: AdminAction<Definition>[] = [
    ...switchActions<Definition>(
      { code: WORKFLOW_CODES.definitionEnable, on: (d) => d.enabled, run: (d, on) => workflowService.enableDefinition(d.id, on, d.version) },
      (on) => ({
        label: on ? 'workflow.definition.enable' : 'workflow.definition.disable',
        primary: on,
        blocked: () => dirty && 'workflow.definition.enableNeedsSave',
        confirm: () => [on ? 'workflow.definition.enableConfirm' : 'workflow.definition.disableConfirm', { type: typeTitle }],
        done: on ? 'workflow.definition.enabledDone' : 'workflow.definition.disabledDone',
      }),
    ),
    deleteAction({
      code: WORKFLOW_CODES.definitionDelete,
      name: (d) => d.name,
      label: 'workflow.definition.delete',
      confirm: () => ['workflow.definition.deleteConfirm', { type: typeTitle }],
      run: (d) => workflowService.deleteDefinition(d.id),
      done: 'workflow.definition.deleted',
    }),
  ];

  const modeTag = (mode?: BusinessTypeRow['mode']) => mode && <Badge status={MODE_TONE[mode] as any} text={t(`workflow.submission.${mode}`)} />;

  const notice = row && (
    <Alert
      showIcon
      type={row.mode === 'active' ? 'info' : 'warning'}
      title={
        row.mode === 'active'
          ? t(def?.nodes.some((n) => n.condition) ? 'workflow.definition.notice.activeConditional' : 'workflow.definition.notice.active', {
              count: def?.nodes.length ?? 0,
            })
          : t(`workflow.definition.notice.${row.mode}`)
      }
      description={row.mode === 'active' ? t('workflow.definition.notice.running') : undefined}
    />
  );

  return (
    <MasterDetail
      title="menu.workFlowDefinition"
      cols={{ md: 8, lg: 6 }}
      card={{ title: t('workflow.definition.types') }}
      master={
        <MenuMaster
          loading={rowsReq.loading && !rows.length}
          selected={selected}
          onSelect={choose}
          groups={[
            { label: t('workflow.definition.group.applications'), keys: APPLICATION_TYPES },
            { label: t('workflow.definition.group.orders'), keys: ORDER_TYPES },
          ]}
          entries={[...APPLICATION_TYPES, ...ORDER_TYPES].map((type) => ({
            key: type,
            name: t(`menu.${type}`),
            mark: modeTag(rows.find((r) => r.businessType === type)?.mode),
          }))}
        />
      }
      detail={
        <DetailCard
          name={typeTitle}
          tags={modeTag(row?.mode)}
          extra={
            <Space>
              {/* a new definition can be saved (or given up) as it is */}
              {editable && <DraftBar tag dirty={dirty || (creating && !def)} saving={saving} save={save} reset={reset} />}
              {def && <AdminActions buttons row={def} actions={definitionActions} onDone={rowsReq.refreshAsync} />}
            </Space>
          }
          loading={rowsReq.loading && !rows.length}
        >
          {notice}
          {!canUpdate && def && <Alert type="info" title={t('workflow.definition.readOnly')} />}
          {!def && !creating ? (
            <Empty description={t('workflow.definition.emptyHint')}>
              {canCreate && (
                <Button type="primary" onClick={() => setCreating(true)}>
                  {t('workflow.definition.create')}
                </Button>
              )}
            </Empty>
          ) : (
            <Form<FormValues> form={form} layout="vertical" disabled={!editable} onValuesChange={() => setDirty(true)} initialValues={initial}>
              <AdminFields fields={HEAD} />
              {groups.length === 0 && !groupsReq.loading && (
                <Alert type="warning" showIcon title={t('workflow.definition.noGroups')} style={{ marginBottom: 16 }} />
              )}
              <AdminFields fields={nodes(t, groups)} disabled={!editable} />
              <NodeConditions form={form} businessType={selected} disabled={!editable} />
              <FlowPreview form={form} groups={groups} businessType={selected} />
              {def && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                  {t('workflow.definition.updatedAt', { time: formatTime(def.updatedAt) })}
                </Typography.Paragraph>
              )}
            </Form>
          )}
        </DetailCard>
      }
    />
  );
}
