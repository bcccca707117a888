/** The ordered node list of a workflow definition: add, move up/down, remove; name, group and mode per node. */
import { APPROVAL_MODES, LIMITS, type ApprovalMode, type GroupView } from '@/domain/workflow';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { translator } from '@/resource/admin/adminText';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Empty, Form, Input, Radio, Row, Select, Space, Tooltip, Typography } from 'antd';

export interface NodeValue {
  key?: string;
  name: string;
  groupId?: string;
  mode: ApprovalMode;
}

export default function NodeList({ groups, editable, onChanged }: { groups: GroupView[]; editable: boolean; onChanged: () => void }) {
  const t = translator(useIntl());
  const groupOptions = groups.map((g) => ({ value: g.id, label: g.name }));

  return (
    <Form.List
      name="nodes"
      rules={[
        {
          validator: async (_, nodes: NodeValue[] = []) => {
            const names = nodes.map((n) => n?.name?.trim()).filter(Boolean);
            if (new Set(names).size !== names.length) throw new Error(t('workflow.definition.node.duplicate'));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <div>
          <Typography.Title level={5}>{t('workflow.definition.nodes')}</Typography.Title>
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.definition.node.empty')} />}
          <Space orientation="vertical" style={{ width: '100%' }} size={8}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                data-testid="workflow-node"
                title={t('workflow.definition.node.index', { index: index + 1 })}
                extra={
                  editable && (
                    <Space size={4}>
                      {[
                        { key: 'up', icon: <ArrowUpOutlined />, disabled: index === 0, run: () => move(index, index - 1) },
                        { key: 'down', icon: <ArrowDownOutlined />, disabled: index === fields.length - 1, run: () => move(index, index + 1) },
                        { key: 'remove', icon: <DeleteOutlined />, danger: true, run: () => remove(field.name) },
                      ].map((b) => (
                        <Tooltip key={b.key} title={t(`workflow.definition.node.${b.key}`)}>
                          <Button
                            size="small"
                            icon={b.icon}
                            danger={b.danger}
                            disabled={b.disabled}
                            aria-label={t(`workflow.definition.node.${b.key}`)}
                            onClick={() => {
                              b.run();
                              onChanged();
                            }}
                          />
                        </Tooltip>
                      ))}
                    </Space>
                  )
                }
              >
                <Row gutter={12}>
                  <Col xs={24} lg={7}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('workflow.definition.node.name')}
                      rules={[{ required: true, whitespace: true, message: t('workflow.definition.node.nameRequired') }]}
                    >
                      <Input maxLength={LIMITS.nodeName} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={8}>
                    <Form.Item name={[field.name, 'groupId']} label={t('workflow.definition.node.group')} rules={[{ required: true, message: t('workflow.definition.node.groupRequired') }]}>
                      <Select options={groupOptions} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) => {
                        const g = groups.find((x) => x.id === getFieldValue(['nodes', field.name, 'groupId']));
                        if (!g) return null;
                        return (
                          <Typography.Text type={g.members.length ? 'secondary' : 'danger'} style={{ display: 'block', marginTop: -16, marginBottom: 16, fontSize: 12 }}>
                            {g.members.length ? t('workflow.definition.node.members', { names: g.memberNames.join('、') }) : t('workflow.definition.node.noMembers')}
                          </Typography.Text>
                        );
                      }}
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={9}>
                    <Form.Item name={[field.name, 'mode']} label={t('workflow.definition.node.mode')}>
                      <Radio.Group optionType="button" options={APPROVAL_MODES.map((m) => ({ value: m, label: <Tooltip title={t(`workflow.mode.${m}.help`)}>{t(`workflow.mode.${m}`)}</Tooltip> }))} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
          </Space>
          <Form.ErrorList errors={errors} />
          {editable && fields.length < LIMITS.nodes && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              onClick={() => {
                add({ name: '', mode: 'ANY_ONE' });
                onChanged();
              }}
            >
              {t('workflow.definition.node.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
