/**
 * 流程配置: the workflow definitions, one per business type — the engine's list, form, detail and
 * actions of `workFlowDefinition` (src/domain/desks/workflowDefinition.ts). Over the list a line names
 * the types without a definition (their records are approved on submit); a definition's detail shows
 * its approval path, with a preview by example values.
 */
import { workFlowDefinition } from '@/domain/desks/workflowDefinition';
import { BUSINESS_TYPES } from '@/domain/workflow';
import { useApi } from '@/core/request';
import { useChangeAnnouncements } from '@/engine/changes';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { resourceService } from '@/services/resource';
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import FlowPreview from './FlowPreview';

export const preload = firstPageOf(workFlowDefinition);

const service = resourceService(workFlowDefinition);
const configuredTypes = async () => new Set((await service.list({ current: 1, pageSize: BUSINESS_TYPES.length * 2 })).data?.map((d) => String(d.businessType)));

export default function WorkFlowDefinitionPage() {
  const intl = useIntl();
  const configured = useApi(configuredTypes);
  useChangeAnnouncements(workFlowDefinition.key, configured.refresh);
  const have = configured.data;
  const missing = have ? BUSINESS_TYPES.filter((b) => !have.has(b.type)) : [];
  return (
    <ResourcePage
      resource={workFlowDefinition}
      intro={
        missing.length > 0 && (
          <Alert
            showIcon
            type="warning"
            data-testid="unconfigured-types"
            title={intl.formatMessage(
              { id: 'workflow.definition.unconfigured' },
              { types: missing.map((b) => intl.formatMessage({ id: `menu.${b.type}` })).join(intl.formatMessage({ id: 'resource.list.keywordJoin' })) },
            )}
          />
        )
      }
      detailExtra={(record) => <FlowPreview record={record} />}
    />
  );
}
