/**
 * 人员密级: the personnel secrecy levels (一般 / 重要 / 核心), their names and colours, and the highest
 * information level each may see (domain.md §6). The server filters every list, detail and download
 * by this mapping.
 */
import type { PortalAccess } from '@/access';
import { adminCodes } from '@/domain/admin/codes';
import { checkMapping, INFO_LEVELS, type PersonnelLevel } from '@/domain/admin/secrecy';
import { secrecyApi } from '@/services/admin';
import { DraftBar, useDraftOf } from '@/admin/DraftBar';
import { SecrecyFrame } from '@/admin/SecrecyLevels';
import { translator } from '@/admin/adminText';
import { useSecrecyLevels } from '@/admin/useAdminData';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Select, Tag } from 'antd';

export default function PersonnelSecretLevelPage() {
  const t = translator(useIntl());
  const canEdit = (useAccess() as PortalAccess).hasElement(adminCodes.personnelSecretLevel.update);
  const levels = useSecrecyLevels();
  const { data, refresh } = levels;
  const { draft: mapping, setDraft: setMapping, bar } = useDraftOf(data?.mapping, (m) => secrecyApi.saveMapping(m, data!.mappingVersion), refresh);

  if (!data || !mapping) return <SecrecyFrame page="personnelSecretLevel" levels={levels} />;
  const problem = checkMapping(mapping);
  const named = (key: string) => levels.personnelName(String(problem?.params?.[key]));

  return (
    <SecrecyFrame
      page="personnelSecretLevel"
      levels={levels}
      mapping={mapping}
      extra={canEdit && <DraftBar tag {...bar} invalid={!!problem} />}
      trailing={[
        {
          key: 'ceiling',
          label: 'admin.secrecy.field.ceiling',
          width: 220,
          render: (r) => (
            <Select
              style={{ width: 180 }}
              disabled={!canEdit}
              value={mapping[r.level as PersonnelLevel]}
              aria-label={`${r.name} ${t('admin.secrecy.field.ceiling')}`}
              onChange={(v) => setMapping({ ...mapping, [r.level]: v })}
              options={INFO_LEVELS.map((l) => ({ value: l, label: <Tag color={levels.infoColor(l)}>{levels.infoName(l)}</Tag> }))}
            />
          ),
        },
        { key: 'count', label: 'admin.secrecy.field.userCount', width: 90, align: 'right', render: (r) => data.userCounts[r.level as PersonnelLevel] ?? 0 },
      ]}
    >
      {problem && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t(problem.key, { lower: named('lower'), higher: named('higher') })} />}
    </SecrecyFrame>
  );
}
