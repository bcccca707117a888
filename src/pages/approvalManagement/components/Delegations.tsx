/**
 * 外出委托 (审批管理 › 设置代理人, `?tab=approvalDelegation`): the engine's list, form, detail and 取消委托
 * of `approvalDelegation` in a drawer — one's own delegations, everyone's for the administrator; the
 * rules are the definition's and the server's. Loaded only when opened (a chunk of its own).
 */
import { approvalDelegation } from '@/domain/desks/approvalDelegation';
import ResourcePage from '@/engine/ResourcePage';
import { useTabContainer } from '@/engine/useTabContainer';
import { useIntl } from '@umijs/max';
import { Alert, Drawer, Tag } from 'antd';

const STATE_COLOR: Record<string, string> = { scheduled: 'blue', active: 'green', ended: 'default' };

export default function Delegations({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // inside its tab's frame, as the record's drawer it opens: hidden with its tab
  const tab = useTabContainer();
  return (
    <>
      <span ref={tab.anchor} hidden />
      <Drawer open title={t('workflow.delegation.title')} size={1200} onClose={onClose} getContainer={tab.container}>
        <Alert type="info" showIcon title={t('workflow.delegation.help')} style={{ marginBottom: 12 }} />
        <ResourcePage
          resource={approvalDelegation}
          embedded
          render={{
            // where it stands in its colour; no business type named: every type
            state: (v) => (v ? <Tag color={STATE_COLOR[String(v)]}>{t(`approvalDelegation.enum.state.${v}`)}</Tag> : t('resource.value.empty')),
            businessTypes: (v) => (Array.isArray(v) && v.length ? v.map((b) => t(`menu.${b}`)).join('、') : t('workflow.delegation.allTypes')),
          }}
        />
      </Drawer>
    </>
  );
}
