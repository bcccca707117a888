/**
 * A record's approval rounds offer my decisions where the record is read (src/engine/approvals/
 * RecordApprovals, useDecisions, DecisionDialog): 通过 / 驳回 / 转交 for a task that waits for me — none
 * for someone else's — and 撤回 only where the server says `canWithdraw`; a decision is sent to the
 * server, the rounds are asked for again, and the host and whatever else shows approvals hear of it. Only the network is replaced (an
 * axios adapter under umi's own `request`, answering as the workflow API does).
 */
import { createPluginManager } from '@@/core/plugin';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from '@/locales/zh-CN/index';
import Rounds from '@/engine/approvals/RecordApprovals';
import { APPROVAL_DECISIONS, useChangeAnnouncements } from '@/engine/changes';
import { getRequestInstance } from '@umijs/max';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');

const RECORD = '/api/workflow/records/claimApplication/c1';
const calls: Array<{ method: string; url: string; body?: unknown }> = [];
type Row = Record<string, unknown>;
let rounds: Row;

/** the record both the task and the round are about */
const claim = {
  businessType: 'claimApplication',
  recordId: 'c1',
  recordCode: 'CLM-20261120-0001',
  title: '作动筒渗漏',
  applicantNo: 'staff',
  applicantName: '陈静',
};
const task = (over: Row): Row => ({
  id: 't1',
  instanceId: 'i1',
  nodeIndex: 0,
  nodeName: '客服经理审核',
  mode: 'ANY_ONE',
  assigneeNo: 'manager',
  assigneeName: '李敏',
  status: 'PENDING',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...claim,
  actions: [],
  ...over,
});

const round = (tasks: Row[], canWithdraw = false): Row => ({
  id: 'i1',
  definitionId: 'd1',
  round: 1,
  status: 'RUNNING',
  currentNode: 0,
  nodes: [{ name: '客服经理审核', groupId: 'g1', groupName: '客服经理组', mode: 'ANY_ONE', approvers: ['manager'], status: 'ACTIVE' }],
  startedAt: '2026-11-20T08:00:00.000Z',
  ...claim,
  currentNodeName: '客服经理审核',
  waitingFor: ['李敏'],
  canWithdraw,
  tasks,
});

const answer = (instances: Row[]) => {
  rounds = { businessType: 'claimApplication', recordId: 'c1', mode: 'active', instances };
};

beforeAll(() => {
  createPluginManager();
  getRequestInstance().defaults.adapter = async (config: any) => {
    const url = String(config.url).split('?')[0];
    const method = String(config.method).toUpperCase();
    calls.push({ method, url, body: config.data ? JSON.parse(config.data) : undefined });
    const data =
      url === RECORD
        ? { success: true, data: rounds }
        : url.endsWith('/approve')
          ? { success: true, data: {} }
          : url.endsWith('/withdraw')
            ? { success: true, data: {} }
            : { success: false, errorCode: 'NOT_FOUND', errorMessage: url };
    return { data, status: 200, statusText: '', headers: {}, config, request: {} };
  };
});

beforeEach(() => {
  calls.length = 0;
});

/** What else shows approvals in the portal (home's to-dos, the inbox in another tab) */
function Elsewhere({ heard }: { heard: () => void }) {
  useChangeAnnouncements(APPROVAL_DECISIONS, heard);
  return null;
}
const show = (onDecided = jest.fn(), heard = jest.fn()) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <Rounds businessType="claimApplication" record={{ id: 'c1', version: 1, status: 'IN_APPROVAL' }} onDecided={onDecided} />
      <Elsewhere heard={heard} />
    </IntlProvider>,
  );
const heading = () => screen.getByTestId('record-approvals').firstElementChild as HTMLElement;
const offered = () =>
  within(heading())
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
const loaded = () => waitFor(() => expect(screen.getByTestId('record-approvals')).toHaveTextContent('客服经理审核'));

it('offers 通过 / 驳回 / 转交 for the task that waits for me, as the server allows them', async () => {
  answer([round([task({ actions: ['approve', 'reject', 'transfer'] })])]);
  show();
  await loaded();
  await waitFor(() => expect(offered()).toEqual(['通过', '驳回', '转交']));
});

it('offers nothing on a task waiting for someone else, and 撤回 only where I may withdraw', async () => {
  answer([round([task({ assigneeNo: 'admin', assigneeName: '王建国', actions: [] })])]);
  const view = show();
  await loaded();
  expect(offered()).toEqual([]);
  view.unmount();

  answer([round([task({ assigneeNo: 'admin', assigneeName: '王建国', actions: [] })], true)]);
  show();
  await loaded();
  await waitFor(() => expect(offered()).toEqual(['撤回']));
});

it('sends a decision to the server, asks for the rounds again and tells the host and what else shows approvals', async () => {
  answer([round([task({ actions: ['approve', 'reject', 'transfer'] })])]);
  const onDecided = jest.fn();
  const heard = jest.fn();
  show(onDecided, heard);
  await loaded();
  await waitFor(() => expect(offered()).toContain('通过'));
  const asked = calls.filter((c) => c.url === RECORD).length;
  // once approved, the task no longer waits for me: the rounds come back without actions
  answer([round([task({ status: 'APPROVED', actions: [] })])]);
  fireEvent.click(within(heading()).getByRole('button', { name: /通\s*过/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '情况属实' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('form-submit'));
  });
  await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
  expect(heard).toHaveBeenCalledTimes(1);
  expect(calls).toContainEqual({ method: 'POST', url: '/api/workflow/tasks/t1/approve', body: { comment: '情况属实' } });
  await waitFor(() => expect(calls.filter((c) => c.url === RECORD).length).toBeGreaterThan(asked));
  await waitFor(() => expect(offered()).toEqual([]));
});

it('withdraws my approval from the rounds', async () => {
  answer([round([task({ assigneeNo: 'admin', assigneeName: '王建国' })], true)]);
  const onDecided = jest.fn();
  show(onDecided);
  await loaded();
  await waitFor(() => expect(offered()).toEqual(['撤回']));
  fireEvent.click(within(heading()).getByRole('button', { name: /撤\s*回/ }));
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('form-submit'));
  });
  await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
  expect(calls).toContainEqual({ method: 'POST', url: '/api/workflow/instances/i1/withdraw', body: {} });
});
