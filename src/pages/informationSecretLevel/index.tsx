/**
 * 信息密级: the information secrecy levels, lowest first (公开 < 内部 < 秘密 < 机密), their names,
 * descriptions and colours, and which personnel levels may see each (set on 人员密级).
 */
import { canSee, PERSONNEL_LEVELS } from '@/domain/admin/secrecy';
import { SecrecyFrame } from '@/admin/SecrecyLevels';
import { useSecrecyLevels } from '@/admin/useAdminData';
import { Tags } from '@/admin/controls';

export default function InformationSecretLevelPage() {
  const levels = useSecrecyLevels();
  const mapping = levels.data?.mapping;
  return (
    <SecrecyFrame
      page="informationSecretLevel"
      levels={levels}
      mapping={mapping}
      leading={[{ key: 'rank', label: 'admin.secrecy.field.rank', width: 70, render: (_, i) => i + 1 }]}
      trailing={[
        {
          key: 'who',
          label: 'admin.secrecy.field.seenBy',
          width: 240,
          render: (r) => (
            <Tags
              items={PERSONNEL_LEVELS.filter((p) => canSee(p, r.level, mapping!)).map((p) => ({
                key: p,
                label: levels.personnelName(p),
                color: levels.personnelColor(p),
              }))}
            />
          ),
        },
      ]}
    />
  );
}
