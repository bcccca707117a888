/**
 * 外出委托 (审批管理 › 设置代理人, `?tab=approvalDelegation`): the engine's list, form, detail and 取消委托
 * of `approvalDelegation` in a drawer — one's own delegations, everyone's for the administrator; the
 * rules are the definition's and the server's. Loaded only when opened (a chunk of its own).
 */
import { approvalDelegation } from '@/domain/desks/approvalDelegation';
import ResourcePage from '@/engine/ResourcePage';
import { useTabContainer } from '@/engine/useTabContainer';
import { useIntl } from '@umijs/max';
import { Alert, Drawer } from 'antd';

export default function Delegations({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  // inside its tab's frame, as the record's drawer it opens: hidden with its tab
  const tab = useTabContainer();
  return (
    <>
      <span ref={tab.anchor} hidden />
      <Drawer open title={intl.formatMessage({ id: 'workflow.delegation.title' })} size={1200} onClose={onClose} getContainer={tab.container}>
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'workflow.delegation.help' })} style={{ marginBottom: 12 }} />
        <ResourcePage resource={approvalDelegation} embedded />
      </Drawer>
    </>
  );
}
