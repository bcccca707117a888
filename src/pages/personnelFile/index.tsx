/**
 * 人员档案: the engine's list and detail of the trainees' files. Files whose certificates expire within
 * 90 days or have expired stand out (row tone, the 证书状态 filter finds them); the detail lists every
 * certificate with its state and prints any one of them.
 */
import { useIntl } from '@umijs/max';
import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceRecord } from '@/domain/engine';
import { personnelFile, certificatesOf, certificateState, daysUntil, type Certificate } from '@/domain/desks/training';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';
import CertificatePrint from './CertificatePrint';

const TONE = { VALID: 'green', EXPIRING: 'orange', EXPIRED: 'red', NONE: 'default' } as const;

function Certificates({ file }: { file: ResourceRecord }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [printing, setPrinting] = useState<Certificate | undefined>();
  const now = Date.now();
  const rows = [...certificatesOf(file)].sort((a, b) => b.completedOn.localeCompare(a.completedOn));
  const label = (key: string) => t(`personnelFile.field.${key}`);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('training.file.certificates')}</Typography.Title>
      <Table<Certificate>
        size="small"
        rowKey="certificateNo"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('training.file.noCertificates') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'certificateNo', title: label('certificateNo'), dataIndex: 'certificateNo' },
          { key: 'courseName', title: label('courseName'), dataIndex: 'courseName' },
          { key: 'completedOn', title: label('completedOn'), dataIndex: 'completedOn' },
          {
            key: 'expiresOn',
            title: label('expiresOn'),
            render: (_, c) => {
              const state = certificateState(c.expiresOn, now);
              const days = daysUntil(c.expiresOn, now);
              return (
                <span className={`training-cert-${state.toLowerCase()}`}>
                  {c.expiresOn}{' '}
                  <Tag color={TONE[state]}>
                    {t(`personnelFile.enum.certificateState.${state}`)}
                    {state === 'EXPIRING' && ` · ${t('training.file.expiresIn', { days })}`}
                    {state === 'EXPIRED' && ` · ${t('training.file.expiredAgo', { days: -days })}`}
                  </Tag>
                </span>
              );
            },
          },
          { key: 'orderCode', title: label('orderCode'), dataIndex: 'orderCode', render: (v) => v || '-' },
          {
            key: 'print',
            title: t('resource.list.operations'),
            render: (_, c) => (
              <Button size="small" onClick={() => setPrinting(c)} aria-label={`${t('training.file.print')} ${c.certificateNo}`}>
                {t('training.file.print')}
              </Button>
            ),
          },
        ]}
      />
      {printing && <CertificatePrint file={file} certificate={printing} onClose={() => setPrinting(undefined)} />}
    </div>
  );
}

export const preload = firstPageOf(personnelFile);

export default function PersonnelFile() {
  const intl = useIntl();
  return (
    <ResourcePage
      resource={personnelFile}
      render={{
        certificateState: (v) => (
          <Tag color={TONE[(v as keyof typeof TONE) ?? 'NONE']}>{intl.formatMessage({ id: `personnelFile.enum.certificateState.${v ?? 'NONE'}` })}</Tag>
        ),
      }}
      detailExtra={(record) => <Certificates file={record} />}
    />
  );
}
