/**
 * The administration field schema in a form of the page's own (src/admin/AdminFields.tsx):
 * a `rows` field (流程配置's nodes) — rows added up to the most, moved up and down, removed, each cell
 * checked by its field's rules, no two rows with the same name, a note that follows a cell's value,
 * no buttons on a read-only form — and several broken domain rules said together (修改密码).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from '@/locales/zh-CN/index';

jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return { useIntl: intl.useIntl, IntlProvider: intl.IntlProvider };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminFields } = require('@/admin/AdminFields');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Form } = require('antd');

const GROUPS = [
  { id: 'G1', name: '客服组', members: ['u1'] },
  { id: 'G2', name: '空组', members: [] },
];
const NODES = {
  name: 'nodes',
  label: 'workflow.definition.nodes',
  kind: 'rows',
  rows: {
    initial: { name: '', mode: 'ANY_ONE' },
    max: 3,
    unique: ['name', 'workflow.definition.node.duplicate'],
    empty: 'workflow.definition.node.empty',
    fields: [
      { name: 'name', label: 'workflow.definition.node.name', required: 'workflow.definition.node.nameRequired', max: 30 },
      {
        name: 'groupId',
        label: 'workflow.definition.node.group',
        kind: 'select',
        options: GROUPS.map((g) => ({ value: g.id, label: g.name })),
        note: (id: string) => {
          const g = GROUPS.find((x) => x.id === id);
          return g && (g.members.length ? `成员 ${g.members.length}` : '没有成员');
        },
      },
    ],
  },
};

function setup(initial: unknown[], disabled = false) {
  let form: any;
  const changed = jest.fn();
  function Harness() {
    [form] = Form.useForm();
    return (
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <Form form={form} initialValues={{ nodes: initial }} disabled={disabled} onValuesChange={changed}>
          <AdminFields fields={[NODES]} disabled={disabled} />
        </Form>
      </IntlProvider>
    );
  }
  render(<Harness />);
  const names = () => (form.getFieldValue('nodes') as { name: string }[]).map((n) => n.name);
  return { form: () => form, names, changed };
}

/**
 * A row's button or cell by its name for screen readers (aria-label), and that it is a button or an
 * input: a role query walks antd's whole table on every call (30 s of this file when the row test
 * asked for its buttons by role, 1 s now).
 */
function byLabel(name: string) {
  const element = screen.getByLabelText(name);
  expect(element.tagName).toBe(name.includes('节点名称') ? 'INPUT' : 'BUTTON');
  return element;
}
const addRow = () => screen.getByText(/添加一行/).closest('button')!;

describe('AdminFields: a rows field', () => {
  it('adds rows up to the most, moves them up and down and removes them; every change is a change of the form', async () => {
    const { names, changed } = setup([
      { key: 'a', name: '审核', groupId: 'G1', mode: 'ANY_ONE' },
      { key: 'b', name: '复核', groupId: 'G1', mode: 'ALL_MUST' },
    ]);
    expect(screen.getByText('共 2 行（可填 0–3 行）')).toBeInTheDocument();
    expect(byLabel('上移第 1 行')).toBeDisabled();
    expect(byLabel('下移第 2 行')).toBeDisabled();

    fireEvent.click(byLabel('下移第 1 行'));
    expect(names()).toEqual(['复核', '审核']);
    expect(changed).toHaveBeenCalledTimes(1);
    fireEvent.click(byLabel('上移第 2 行'));
    expect(names()).toEqual(['审核', '复核']);

    fireEvent.click(addRow());
    expect(names()).toEqual(['审核', '复核', '']);
    expect(addRow()).toBeDisabled();

    fireEvent.click(byLabel('删除第 1 行'));
    expect(names()).toEqual(['复核', '']);
    expect(changed).toHaveBeenCalledTimes(4);
    // the stored key of a row goes with it (a node keeps its key when moved)
    expect(byLabel('第 1 行 节点名称')).toHaveValue('复核');
  });

  it('checks each cell by its rules and the whole list for a repeated name', async () => {
    const { form } = setup([
      { name: '审核', groupId: 'G1' },
      { name: ' 审核 ', groupId: 'G1' },
      { name: '', groupId: 'G1' },
    ]);
    await act(async () => {
      await form()
        .validateFields()
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByText('请填写节点名称')).toBeInTheDocument());
    expect(screen.getByText('节点名称不能重复')).toBeInTheDocument();
  });

  it('shows a note under a cell that follows its value', async () => {
    setup([{ name: '审核', groupId: 'G1' }, { name: '复核', groupId: 'G2' }, { name: '会签' }]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('成员 1')).toBeInTheDocument();
    expect(within(rows[1]).getByText('没有成员')).toBeInTheDocument();
    expect(within(rows[2]).queryByText(/成员/)).toBeNull();
  });

  it('offers no buttons on a read-only form, and says what an empty list means', () => {
    setup([], true);
    expect(screen.getByText('还没有审批节点。添加节点后启用，提交的记录才会进入审批。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加一行/ })).toBeNull();
  });
});

describe('AdminFields: a domain check with several broken rules', () => {
  it('says them together', async () => {
    let form: any;
    function Harness() {
      [form] = Form.useForm();
      return (
        <IntlProvider locale="zh-CN" messages={zhCN}>
          <Form form={form}>
            <AdminFields
              fields={[
                {
                  name: 'p',
                  label: 'admin.password.field.new',
                  kind: 'password',
                  required: true,
                  check: () => [{ key: 'admin.password.rule.upper' }, { key: 'admin.password.rule.digit' }],
                },
              ]}
            />
          </Form>
        </IntlProvider>
      );
    }
    render(<Harness />);
    await act(async () => {
      await form.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByText(`${zhCN['admin.password.rule.upper']}；${zhCN['admin.password.rule.digit']}`)).toBeInTheDocument());
  });
});
