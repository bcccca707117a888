/**
 * Drafts of what users typed (src/engine/drafts.ts, useDraft, useFormDraft): kept per user and
 * form, never read back for another user, offered back when the same form opens again, dropped once
 * saved or discarded, expired after their time.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import { DRAFT_TTL_MS, STORAGE_DRAFT_PREFIX } from '@/constants';
import { draftStore, formScope } from '@/engine/drafts';
import zhCN from '@/locales/zh-CN/index';

const who: { userNo?: string } = { userNo: 'manager' };
jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return {
    useIntl: intl.useIntl,
    IntlProvider: intl.IntlProvider,
    useModel: () => ({ initialState: { user: { userNo: (globalThis as any).__who.userNo, userName: 'x' } } }),
  };
});
(globalThis as any).__who = who;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { useFormDraft } = require('@/engine/useFormDraft');

beforeEach(() => {
  localStorage.clear();
  who.userNo = 'manager';
});

describe('the draft store', () => {
  it('keeps a draft per user and scope, and reads it back only for that user', () => {
    const store = draftStore(localStorage, () => 1_000);
    store.write('manager', formScope('aogOrder'), { partNumber: '2117320-3', note: '<b>x</b>' });
    expect(store.read('manager', 'aogOrder:new')).toEqual({ values: { partNumber: '2117320-3', note: '<b>x</b>' }, savedAt: 1_000 });
    expect(store.read('engineer', 'aogOrder:new')).toBeUndefined();
    expect(store.read('manager', formScope('aogOrder', 42))).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual([`${STORAGE_DRAFT_PREFIX}manager:aogOrder:new`]);
  });

  it('drops a draft, and forgets drafts of any user past their time and unreadable ones', () => {
    let now = 0;
    const store = draftStore(localStorage, () => now);
    store.write('manager', 'a:new', { x: 1 });
    store.write('engineer', 'b:7', { y: 2 });
    store.drop('manager', 'a:new');
    expect(store.read('manager', 'a:new')).toBeUndefined();
    localStorage.setItem(`${STORAGE_DRAFT_PREFIX}staff:c:new`, '{broken');
    now = DRAFT_TTL_MS + 1;
    store.write('manager', 'fresh:new', { z: 3 });
    expect(store.read('manager', 'fresh:new')?.values).toEqual({ z: 3 });
    expect(Object.keys(localStorage)).toEqual([`${STORAGE_DRAFT_PREFIX}manager:fresh:new`]);
  });

  it('without storage nothing is kept and nothing fails', () => {
    const store = draftStore(null);
    store.write('manager', 'a:new', { x: 1 });
    expect(store.read('manager', 'a:new')).toBeUndefined();
  });
});

/** A form wired as the engine's RecordForm wires it. */
function DraftedForm({ onSaved }: { onSaved: (values: unknown) => void }) {
  const [form] = Form.useForm();
  const draft = useFormDraft(form, formScope('aogOrder'));
  return (
    <>
      {draft.notice}
      <Form form={form} onValuesChange={draft.track}>
        <Form.Item name="faultDescription" label="故障描述">
          <Input />
        </Form.Item>
      </Form>
      <button
        type="button"
        onClick={() => {
          if (!draft.canSend()) return;
          draft.saved();
          onSaved(form.getFieldsValue());
        }}
      >
        save
      </button>
    </>
  );
}

const mount = (onSaved = jest.fn()) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <DraftedForm onSaved={onSaved} />
      </ConfigProvider>
    </IntlProvider>,
  );
const typeFault = (value: string) => fireEvent.change(screen.getByLabelText('故障描述'), { target: { value } });

describe('the form draft', () => {
  it('is offered back when the same form opens again, restores what was typed, and is dropped on save', () => {
    const first = mount();
    typeFault('javascript: error in <b>ADIRU</b>');
    first.unmount(); // the session ended, the tab closed, the page reloaded
    const saved = jest.fn();
    mount(saved);
    expect(screen.getByText('恢复未保存的内容？')).toBeInTheDocument();
    expect(screen.getByLabelText('故障描述')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '恢 复' }));
    expect(screen.getByLabelText('故障描述')).toHaveValue('javascript: error in <b>ADIRU</b>');
    expect(screen.queryByText('恢复未保存的内容？')).toBeNull();
    fireEvent.click(screen.getByText('save'));
    expect(saved).toHaveBeenCalledWith({ faultDescription: 'javascript: error in <b>ADIRU</b>' });
    expect(draftStore().read('manager', 'aogOrder:new')).toBeUndefined();
  });

  it('is never offered to another user', () => {
    const first = mount();
    typeFault('manager typed this');
    first.unmount();
    who.userNo = 'engineer';
    mount();
    expect(screen.queryByText('恢复未保存的内容？')).toBeNull();
  });

  it('is dropped when the user discards it', () => {
    mount().unmount();
    const first = mount();
    typeFault('not wanted');
    first.unmount();
    mount();
    fireEvent.click(screen.getByRole('button', { name: '放 弃' }));
    expect(screen.queryByText('恢复未保存的内容？')).toBeNull();
    expect(draftStore().read('manager', 'aogOrder:new')).toBeUndefined();
  });

  it('a save tried offline is not sent: the values stay and the form says why', () => {
    const saved = jest.fn();
    mount(saved);
    typeFault('typed offline');
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      fireEvent.click(screen.getByText('save'));
      expect(saved).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('网络已断开，未能保存');
      expect(screen.getByLabelText('故障描述')).toHaveValue('typed offline');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe("a thread's reply box", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useReplyText } = require('@/engine/replyText');
  function Reply({ id }: { id: string }) {
    const reply = useReplyText(`support:${id}`);
    return (
      <>
        <textarea aria-label="回复" value={reply.value} onChange={(e) => reply.change(e.target.value)} />
        <button type="button" onClick={reply.clear}>
          send
        </button>
      </>
    );
  }

  it('keeps the typed reply per record across unmounting (tab, drawer, reload) until it is sent', () => {
    const first = render(<Reply id="7" />);
    fireEvent.change(screen.getByLabelText('回复'), { target: { value: '已更换 <b>活门</b>，javascript: 无' } });
    first.unmount();
    const again = render(<Reply id="7" />);
    expect(screen.getByLabelText('回复')).toHaveValue('已更换 <b>活门</b>，javascript: 无');
    again.rerender(<Reply id="8" />);
    expect(screen.getByLabelText('回复')).toHaveValue('');
    again.rerender(<Reply id="7" />);
    expect(screen.getByLabelText('回复')).toHaveValue('已更换 <b>活门</b>，javascript: 无');
    fireEvent.click(screen.getByText('send'));
    again.unmount();
    render(<Reply id="7" />);
    expect(screen.getByLabelText('回复')).toHaveValue('');
  });
});
