/**
 * The print view of one certificate, in the engine's print frame (the browser's print dialog opens;
 * the document alone is printed).
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import type { ResourceRecord } from '@/domain/engine';
import type { Certificate } from '@/domain/desks/training';
import { PrintFrame } from '@/engine/PrintView';

export default function CertificatePrint({ file, certificate, onClose }: { file: ResourceRecord; certificate: Certificate; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('training.print.title');
  return (
    <PrintFrame title={title} onClose={onClose}>
      <div className="resource-print-page training-certificate" style={{ textAlign: 'center', padding: '48px 64px', border: '6px double #1f3b73' }}>
        <Typography.Title level={2}>{title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, lineHeight: 2, margin: '32px 0', textAlign: 'left' }}>
          {t('training.print.body', {
            name: String(file.name),
            idNo: String(file.idNo),
            employer: String(file.employer),
            completedOn: certificate.completedOn,
            course: certificate.courseName,
          })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('training.print.no', { no: certificate.certificateNo })}</Typography.Paragraph>
        <Typography.Paragraph>{t('training.print.valid', { date: certificate.expiresOn })}</Typography.Paragraph>
        <Typography.Paragraph strong style={{ marginTop: 48, textAlign: 'right' }}>
          {t('training.print.issuer')}
        </Typography.Paragraph>
      </div>
    </PrintFrame>
  );
}
