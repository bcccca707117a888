/**
 * The administration field schema in a form of the page's own (src/admin/AdminFields.tsx): several
 * broken domain rules said together (修改密码).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
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
