/**
 * 人员密级: the engine's list and edit of the personnel levels (一般 / 重要 / 核心) — name, description,
 * colour and the highest information level each may see (never below a lower level's); 人员数 the users
 * holding it. The server filters every list, detail and download by the ceilings; a rename shows
 * everywhere the level is named.
 */
import { personnelSecretLevel } from '@/domain/desks/secrecyLevels';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { refreshSecrecyNames, useSecrecyNames } from '@/engine/useSecrecyNames';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

export const preload = firstPageOf(personnelSecretLevel);

export default function PersonnelSecretLevelPage() {
  const intl = useIntl();
  const names = useSecrecyNames();
  return (
    <ResourcePage
      resource={personnelSecretLevel}
      intro={<Typography.Text type="secondary">{intl.formatMessage({ id: 'admin.secrecy.personnelExplain' })}</Typography.Text>}
      render={{
        name: (v, r) => <Tag color={String(r.color)}>{String(v)}</Tag>,
        ceiling: (v) => <Tag color={names.infoColor(String(v))}>{names.info(String(v))}</Tag>,
      }}
      onAnswer={refreshSecrecyNames}
    />
  );
}
