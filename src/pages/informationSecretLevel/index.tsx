/**
 * 信息密级: the information secrecy levels, lowest first (公开 < 内部 < 秘密 < 机密), their names,
 * descriptions and colours, and which personnel levels may see each (set on 人员密级).
 */
import type { PortalAccess } from '@/access';
import { adminCodes } from '@/domain/admin/codes';
import { canSee, PERSONNEL_LEVELS, type InfoLevel } from '@/domain/admin/secrecy';
import { secrecyApi } from '@/services/admin';
import { LevelTable, SecrecyFrame } from '@/resource/admin/SecrecyLevels';
import { translator } from '@/resource/admin/adminText';
import { useSecrecyLevels } from '@/resource/admin/useAdminData';
import { useAccess, useIntl } from '@umijs/max';
import { Tag } from 'antd';

export default function InformationSecretLevelPage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const canEdit = access.hasElement(adminCodes.informationSecretLevel.update);
  const levels = useSecrecyLevels();
  const { data, loading, refresh } = levels;

  if (!data) return <SecrecyFrame page="informationSecretLevel" explain="admin.secrecy.infoExplain" loading={loading} />;
  return (
    <SecrecyFrame page="informationSecretLevel" explain="admin.secrecy.infoExplain" view={data} mapping={data.mapping} loading={loading}>
      <LevelTable<InfoLevel>
        rows={data.info}
        canEdit={canEdit}
        save={secrecyApi.saveInfo}
        onSaved={refresh}
        leading={[{ title: t('admin.secrecy.field.rank'), key: 'rank', width: 70, render: (_, __, i) => i + 1 }]}
        trailing={[
          {
            title: t('admin.secrecy.field.seenBy'),
            key: 'who',
            width: 240,
            render: (_, r) =>
              PERSONNEL_LEVELS.filter((p) => canSee(p, r.level, data.mapping)).map((p) => (
                <Tag key={p} color={levels.personnelColor(p)}>
                  {levels.personnelName(p)}
                </Tag>
              )),
          },
        ]}
      />
    </SecrecyFrame>
  );
}
