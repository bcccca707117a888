/**
 * 信息密级: the engine's list and edit of the information levels, lowest first (公开 < 内部 < 秘密 < 机密)
 * — name, description, colour — and which personnel levels may see each (their ceilings, set on 人员密级).
 * A rename shows everywhere the level is named.
 */
import { Tags } from '@/admin/controls';
import { informationSecretLevel } from '@/domain/desks/secrecyLevels';
import { referenceNames } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { refreshSecrecyNames } from '@/engine/useSecrecyNames';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

export const preload = firstPageOf(informationSecretLevel);

export default function InformationSecretLevelPage() {
  const intl = useIntl();
  return (
    <ResourcePage
      resource={informationSecretLevel}
      intro={<Typography.Text type="secondary">{intl.formatMessage({ id: 'admin.secrecy.infoExplain' })}</Typography.Text>}
      render={{
        name: (v, r) => <Tag color={String(r.color)}>{String(v)}</Tag>,
        seenBy: (v) => <Tags items={referenceNames(v).map((name) => ({ key: name, label: name }))} />,
      }}
      onAnswer={refreshSecrecyNames}
    />
  );
}
