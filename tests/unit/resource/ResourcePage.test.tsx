/**
 * The generic resource page, end to end in jsdom against the real mock backend (its route handlers
 * called in-process as umi's `request`): the list with server paging, a filter, create with
 * validation errors (field and cross-field), an edit refused for a stale version that keeps what the
 * user typed, a lifecycle action, and an action the user lacks the code for never offered.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import * as store from '../../../mock/lib/store';
import { findUser } from '../../../mock/lib/identity';
import { procurementOrder } from '@/domain/resources';
import zhCN from '@/locales/zh-CN';
import { engineServer } from '../mock/routes';
import { fresh } from '../mock/harness';

const server = engineServer();
const state: { codes: string[] } = { codes: [] };

// The umi runtime the engine uses: intl (react-intl, as umi's locale plugin), the initial state's
// permissions, and `request` answered by the real mock handlers.
jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  const react = jest.requireActual('react');
  // the page's own location (a tab's), changed by navigate: the record address `?id=` lives here
  const router = (globalThis as any).__router = { loc: { pathname: '/procurementOrder', search: '', hash: '' }, subs: new Set<() => void>() };
  const subscribe = (fn: () => void) => (router.subs.add(fn), () => router.subs.delete(fn));
  return {
    useLocation: () => react.useSyncExternalStore(subscribe, () => router.loc),
    useNavigate: () => (to: string) => {
      const u = new URL(to, 'http://portal');
      router.loc = { pathname: u.pathname, search: u.search, hash: u.hash };
      router.subs.forEach((fn) => fn());
    },
    useIntl: intl.useIntl,
    FormattedMessage: intl.FormattedMessage,
    IntlProvider: intl.IntlProvider,
    getLocale: () => 'zh-CN',
    useAccess: () => ({}),
    useModel: (_ns: string, select?: (model: unknown) => unknown) => {
      const model = { initialState: { pageElementPermissions: (globalThis as any).__codes } };
      return select ? select(model) : model;
    },
    request: async (url: string, opts: { method?: string; params?: Record<string, unknown>; data?: unknown } = {}) => {
      const answer = await (globalThis as any).__server(opts.method ?? 'GET', url, { query: opts.params, body: opts.data, user: 'manager' });
      if (answer.status !== 200) throw Object.assign(new Error(`HTTP ${answer.status}`), { response: answer });
      return answer.body;
    },
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ResourcePage = require('@/resource/ResourcePage').default;

(globalThis as any).__server = server;
// jsdom has no pseudo-element styles; antd asks for them while measuring
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = ((el: Element) => computed(el)) as typeof window.getComputedStyle;

const ALL_BUT_CANCEL = ['procurementOrder:create', 'procurementOrder:edit', 'procurementOrder:export', 'procurementOrder:submit', 'procurementOrder:quote', 'procurementOrder:confirm', 'procurementOrder:ship', 'procurementOrder:deliver', 'procurementOrder:close'];

function renderPage(codes: string[]) {
  (globalThis as any).__codes = codes;
  state.codes = codes;
  return render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ResourcePage resource={procurementOrder} />
      </ConfigProvider>
    </IntlProvider>,
  );
}

const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
/** The open modal (date pickers open popups with a dialog role too). */
const dialog = () => {
  const modals = [...document.querySelectorAll<HTMLElement>('.ant-modal')];
  if (!modals.length) throw new Error('no modal open');
  return modals[modals.length - 1];
};
const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;

async function choose(label: string, optionText: string | RegExp) {
  const item = within(dialog()).getByText(label, { selector: 'label' }).closest('.ant-form-item')!;
  const select = item.querySelector('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const options = await screen.findAllByText(optionText, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}
function pickDate(label: string, value: string) {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.blur(input);
}
/** A select cell of a line-items table, by its accessible name ("第 1 行 件况"). */
async function chooseCell(label: string, optionText: string | RegExp) {
  const select = within(dialog()).getByLabelText(label).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const options = await screen.findAllByText(optionText, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}
const typeInto = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

beforeEach(fresh);
jest.setTimeout(480_000);
// antd in jsdom on a shared 2-core machine is slow: give every wait room
configure({ asyncUtilTimeout: 20_000 });

it('lists, filters, creates with validation, refuses a stale edit, runs an action and hides what the user may not do', async () => {
  renderPage(ALL_BUT_CANCEL);
  const total = store.storedRows(procurementOrder).length;

  // --- list: the first page of the server's default order
  expect(await screen.findByText(`共 ${total} 条`, {}, { timeout: 20000 })).toBeInTheDocument();
  const newest = [...store.storedRows(procurementOrder)].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  expect(screen.getByText(newest.code!)).toBeInTheDocument();

  // --- filter: a keyword narrows the list on the server
  const pn = '2118142-2';
  const matching = store.storedRows(procurementOrder).filter((r) => (r.lines as Array<{ partNumber: string }>).some((l) => l.partNumber.includes(pn))).length;
  fireEvent.change(screen.getByPlaceholderText('编号、件号、名称等'), { target: { value: pn } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  expect(await screen.findByText(`共 ${matching} 条`, {}, { timeout: 10000 })).toBeInTheDocument();
  for (const row of document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) expect(row.textContent).toContain(pn);
  fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
  expect(await screen.findByText(`共 ${total} 条`, {}, { timeout: 10000 })).toBeInTheDocument();

  // --- create: empty save shows the field errors, a past date the cross-field rule
  fireEvent.click(screen.getByRole('button', { name: /新建采购订单/ }));
  await waitFor(() => dialog());
  fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog()).findByText('请选择客户')).toBeInTheDocument();
  expect(await within(dialog()).findByText('请填写件号 (P/N)')).toBeInTheDocument();
  expect(await within(dialog()).findByText('请填写数量')).toBeInTheDocument();

  await choose('客户', '中国国际航空股份有限公司');
  // the order's first line: a blank row is there to fill
  typeInto('第 1 行 件号 (P/N)', '3214552-1');
  typeInto('第 1 行 件名', '空调组件温度传感器');
  typeInto('第 1 行 数量', '3');
  await chooseCell('第 1 行 件况', 'NE 新件');
  await choose('适航证书', 'FAA 8130-3');
  await choose('优先级', '紧急');
  pickDate('需求日期', '2020-01-01');
  fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog()).findByText('需求日期不能早于今天')).toBeInTheDocument();
  expect(store.storedRows(procurementOrder)).toHaveLength(total);

  pickDate('需求日期', future(30));
  fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(store.storedRows(procurementOrder)).toHaveLength(total + 1), { timeout: 10000 });
  const created = store.storedRows(procurementOrder).at(-1)!;
  expect(created).toMatchObject({ status: 'DRAFT', lines: [{ partNumber: '3214552-1', quantity: 3, unit: 'EA', conditionCode: 'NE' }], customerId: 'C-CCA', requiredBy: future(30), applicantNo: 'manager' });
  expect(await screen.findByText(created.code!)).toBeInTheDocument();

  // --- edit refused for a stale version: someone else saves first; what the user typed stays
  fireEvent.click(within(rowOf(created.code!)).getByText('编辑'));
  await waitFor(() => dialog());
  await waitFor(() => expect(within(dialog()).getByLabelText('第 1 行 数量')).toHaveValue('3'));
  const stored = created.lines as Array<Record<string, unknown>>;
  store.update(procurementOrder, created.id, { lines: [{ ...stored[0], quantity: 8 }], version: 1 }, findUser('admin')!);
  typeInto('第 1 行 件名', '空调温度传感器（改）');
  fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog()).findByText(/该记录已被他人修改/)).toBeInTheDocument();
  expect(within(dialog()).getByLabelText('第 1 行 件名')).toHaveValue('空调温度传感器（改）');
  expect(store.findRecord('procurementOrder', created.id)).toMatchObject({ lines: [{ partName: '空调组件温度传感器', quantity: 8 }], version: 2 });
  fireEvent.click(within(dialog()).getByRole('button', { name: /载入最新内容/ }));
  await waitFor(() => expect(within(dialog()).getByLabelText('第 1 行 数量')).toHaveValue('8'));
  fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
  await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

  // --- a lifecycle action, with its confirmation
  await waitFor(() => expect(within(rowOf(created.code!)).getByText('提交')).toBeInTheDocument());
  fireEvent.click(within(rowOf(created.code!)).getByText('提交'));
  await waitFor(() => dialog());
  expect(within(dialog()).getByText(`确定对 ${created.code} 执行“提交”吗？`)).toBeInTheDocument();
  fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(store.findRecord('procurementOrder', created.id)!.status).toBe('SUBMITTED'), { timeout: 10000 });
  await waitFor(() => expect(within(rowOf(created.code!)).getByText('已提交')).toBeInTheDocument());

  // --- forbidden: cancelling is allowed in SUBMITTED but this user lacks the code, so it is offered nowhere
  expect(within(rowOf(created.code!)).getByText('报价')).toBeInTheDocument();
  expect(within(rowOf(created.code!)).queryByText('更多')).not.toBeInTheDocument();
  fireEvent.click(within(rowOf(created.code!)).getByText('详情'));
  await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull());
  const drawer = document.querySelector<HTMLElement>('.ant-drawer-open')!;
  await within(drawer).findByText('处理记录', {}, { timeout: 10000 });
  expect(within(drawer).getByRole('button', { name: /报\s*价/ })).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: /取消订单/ })).not.toBeInTheDocument();
  expect(within(drawer).getAllByText('提交').length).toBeGreaterThan(0); // the history timeline
});

it('offers the action once the user holds its code, and nothing at all to a reader', async () => {
  const submitted = store.storedRows(procurementOrder).find((r) => r.status === 'SUBMITTED')!;
  const view = renderPage([...ALL_BUT_CANCEL, 'procurementOrder:cancel']);
  fireEvent.change(await screen.findByPlaceholderText('编号、件号、名称等', {}, { timeout: 20000 }), { target: { value: submitted.code } });
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
  await screen.findByText('共 1 条', {}, { timeout: 10000 });
  fireEvent.mouseOver(within(rowOf(submitted.code!)).getByText('更多'));
  expect(await screen.findByText('取消订单')).toBeInTheDocument();
  view.unmount();

  renderPage([]);
  await screen.findByText(`共 ${store.storedRows(procurementOrder).length} 条`, {}, { timeout: 20000 });
  expect(screen.queryByRole('button', { name: /新建采购订单/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  expect(screen.queryByText('编辑')).not.toBeInTheDocument();
  expect(screen.queryByText('提交')).not.toBeInTheDocument();
  expect(screen.queryAllByText('详情').length).toBeGreaterThan(0);
});

it('opens a record from its address, takes a reply without a status change, drops ?id on close, and says when an id is not there', async () => {
  const router = (globalThis as any).__router;
  const record = store.storedRows(procurementOrder).find((r) => r.status === 'SUBMITTED')!;
  router.loc = { pathname: '/procurementOrder', search: `?id=${record.id}`, hash: '' };
  renderPage([...ALL_BUT_CANCEL, 'procurementOrder:reply']);

  // the address opens the drawer of that record
  await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeNull(), { timeout: 20000 });
  const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-open')!;
  expect((await within(drawer()).findAllByText(record.code!, {}, { timeout: 20000 })).length).toBeGreaterThan(0);

  // a reply: Ctrl+Enter sends; the thread shows it, the record keeps its status and version
  const box = await within(drawer()).findByLabelText('回复内容', {}, { timeout: 20000 });
  fireEvent.change(box, { target: { value: '客户来电：请优先发货\n联系人 张工' } });
  fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
  await within(drawer()).findByText(/客户来电：请优先发货/, { selector: '.resource-thread-text' }, { timeout: 10000 });
  expect(box).toHaveValue('');
  expect(store.findRecord('procurementOrder', record.id)).toMatchObject({ status: 'SUBMITTED', version: record.version });

  // closing the drawer drops ?id from the address
  fireEvent.click(drawer().querySelector('.ant-drawer-close')!);
  await waitFor(() => expect(router.loc.search).toBe(''));

  // an id that is not there (or not visible) is said plainly
  act(() => {
    router.loc = { pathname: '/procurementOrder', search: '?id=procurementOrder-999999', hash: '' };
    router.subs.forEach((fn: () => void) => fn());
  });
  expect(await screen.findByText('记录不存在，或你无权查看', {}, { timeout: 20000 })).toBeInTheDocument();
});
