/**
 * Saving a record form (src/engine/saving.tsx, the engine's dialog, the booking and the course
 * editor): nothing is sent while a field or a cross-field rule is wrong or the draft holds it back; a
 * refusal keeps what was typed — the server's issues on their fields, a stale version noticed.
 */
import { act, render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { BizError } from '@/domain/errors';
import type { Issue, ResourceDef, Values } from '@/domain/engine';
import type { ResourceText } from '@/engine/text';
import { refusalOf, useRecordSave } from '@/engine/saving';

// the texts the hook shows: an issue's key as it is (the locale path is tested elsewhere)
const text = { issue: (i: Issue) => i.message, t: (k: string) => k } as unknown as ResourceText;
// cross-field rules: this part number needs a quantity; a closed record takes no change (a stored field)
const def = {
  rules: [
    (v: Values) => (v.partNumber === 'NEEDS-QTY' && !v.quantity ? { field: 'quantity', message: 'needsQuantity' } : null),
    (v: Values) => (v.status === 'CLOSED' ? { message: 'closed' } : null),
  ],
} as unknown as ResourceDef;

function setup(options: { canSend?: boolean; invalid?: (n: number) => string } = {}) {
  const draft = { canSend: jest.fn(() => options.canSend ?? true), saved: jest.fn() };
  const onStale = jest.fn();
  const seen: { current?: ReturnType<typeof useRecordSave>; form?: ReturnType<typeof Form.useForm>[0] } = {};
  function Harness() {
    const [form] = Form.useForm();
    seen.form = form;
    seen.current = useRecordSave({ def, form, text, keys: ['partNumber', 'quantity'], draft, onStale, invalid: options.invalid });
    return (
      <Form form={form}>
        <Form.Item name="partNumber" rules={[{ required: true, message: 'required' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="quantity">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return { seen, draft, onStale };
}

it('sends nothing while a field is wrong, and says how many when asked to', async () => {
  const { seen } = setup({ invalid: (n) => `invalid:${n}` });
  const send = jest.fn();
  await act(async () => expect(await seen.current!.submit(undefined, send)).toBeUndefined());
  expect(send).not.toHaveBeenCalled();
  expect(seen.current!.general).toEqual(['invalid:1']);
});

it('sends nothing while a cross-field rule is broken (its issue on its field) or the draft holds it back', async () => {
  const { seen, draft } = setup();
  const send = jest.fn();
  act(() => seen.form!.setFieldsValue({ partNumber: 'NEEDS-QTY' }));
  await act(async () => expect(await seen.current!.submit(undefined, send)).toBeUndefined());
  expect(send).not.toHaveBeenCalled();
  expect(seen.form!.getFieldError('quantity')).toEqual(['needsQuantity']);
  // a rule on the stored record (not a field of the form) is said above the form
  act(() => seen.form!.setFieldsValue({ quantity: '2' }));
  await act(async () => expect(await seen.current!.submit({ status: 'CLOSED' }, send)).toBeUndefined());
  expect(send).not.toHaveBeenCalled();
  expect(seen.current!.general).toEqual(['closed']);

  draft.canSend.mockReturnValue(false);
  await act(async () => expect(await seen.current!.submit({ status: 'OPEN' }, send)).toBeUndefined());
  expect(send).not.toHaveBeenCalled();
});

it('sends every field of the form (unset ones as null) and tells the draft once saved', async () => {
  const { seen, draft } = setup();
  const send = jest.fn(async (payload: Values) => ({ id: '1', ...payload }));
  act(() => seen.form!.setFieldsValue({ partNumber: '2117320-3' }));
  await act(async () =>
    expect(await seen.current!.submit({ status: 'OPEN', quantity: 3 }, send)).toEqual({ id: '1', partNumber: '2117320-3', quantity: null }),
  );
  expect(send).toHaveBeenCalledWith({ partNumber: '2117320-3', quantity: null });
  expect(draft.saved).toHaveBeenCalledTimes(1);
  expect(seen.current!.saving).toBe(false);
});

it('keeps what was typed when refused: issues on their fields and above, or the record noticed as stale', async () => {
  const { seen, draft, onStale } = setup();
  act(() => seen.form!.setFieldsValue({ partNumber: '2117320-3', quantity: '1' }));
  const issues = [{ field: 'quantity', message: 'tooMany' }, { message: 'seatsGone' }];
  await act(async () => {
    await seen.current!.submit(undefined, () => Promise.reject(new BizError({ errorCode: 'VALIDATION', data: { issues } })));
  });
  expect(seen.form!.getFieldError('quantity')).toEqual(['tooMany']);
  expect(seen.current!.general).toEqual(['seatsGone']);
  expect(seen.form!.getFieldValue('partNumber')).toBe('2117320-3');

  await act(async () => {
    await seen.current!.submit({ version: 1 }, () => Promise.reject(new BizError({ errorCode: 'STALE_VERSION' })));
  });
  expect(seen.current!.stale).toBe(true);
  expect(onStale).toHaveBeenCalledTimes(1);
  expect(draft.saved).not.toHaveBeenCalled();
  act(() => seen.current!.clear());
  expect(seen.current!.stale).toBe(false);
  expect(seen.current!.general).toEqual([]);
});

it('reads a refusal: stale, issues, or nothing it knows', () => {
  expect(refusalOf(new BizError({ errorCode: 'STALE_VERSION' }))).toEqual({ stale: true });
  expect(refusalOf(new BizError({ errorCode: 'VALIDATION', data: { issues: [{ message: 'x' }] } }))).toEqual({ issues: [{ message: 'x' }] });
  expect(refusalOf(new BizError({ errorCode: 'VALIDATION' }))).toBeNull();
  expect(refusalOf(new BizError({ errorCode: 'FORBIDDEN' }))).toBeNull();
  expect(refusalOf(new Error('network'))).toBeNull();
});
