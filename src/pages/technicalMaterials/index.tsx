import { technicalMaterials } from '@/domain/desks/knowledge';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import Revisions from './Revisions';

export const preload = firstPageOf(technicalMaterials);

/** 技术资料: the document library; the list shows each document's current revision, the drawer all of them. */
export default function TechnicalMaterialsPage() {
  const intl = useIntl();
  return (
    <ResourcePage
      resource={technicalMaterials}
      render={{
        fileName: (v) => (v ? String(v) : <Typography.Text type="secondary">{intl.formatMessage({ id: 'technicalMaterials.noFile' })}</Typography.Text>),
      }}
      detailExtra={(r, changed) => <Revisions record={r} onChanged={changed} />}
    />
  );
}
