/**
 * The print view of one certificate: laid out over the whole window, the browser's print dialog opens;
 * the engine's print stylesheet (resource-printing) prints the document only.
 */
import { useIntl } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { ResourceRecord } from '@/domain/resource';
import type { Certificate } from '@/domain/training';
import '@/resource/print.less';

export default function CertificatePrint({ file, certificate, onClose }: { file: ResourceRecord; certificate: Certificate; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useEffect(() => {
    document.body.classList.add('resource-printing');
    const timer = window.setTimeout(() => window.print(), 300);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('resource-printing');
    };
  }, [onClose]);
  const title = t('training.print.title');
  return createPortal(
    <div className="resource-print" role="dialog" aria-modal="true" aria-label={title}>
      <div className="resource-print-toolbar">
        <Space>
          <Button type="primary" onClick={() => window.print()}>
            {t('training.print.again')}
          </Button>
          <Button onClick={onClose}>{t('training.print.close')}</Button>
        </Space>
      </div>
      <div className="resource-print-page training-certificate" style={{ textAlign: 'center', padding: '48px 64px', border: '6px double #1f3b73' }}>
        <Typography.Title level={2}>{title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, lineHeight: 2, margin: '32px 0', textAlign: 'left' }}>
          {t('training.print.body', { name: String(file.name), idNo: String(file.idNo), employer: String(file.employer), completedOn: certificate.completedOn, course: certificate.courseName })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('training.print.no', { no: certificate.certificateNo })}</Typography.Paragraph>
        <Typography.Paragraph>{t('training.print.valid', { date: certificate.expiresOn })}</Typography.Paragraph>
        <Typography.Paragraph strong style={{ marginTop: 48, textAlign: 'right' }}>
          {t('training.print.issuer')}
        </Typography.Paragraph>
      </div>
    </div>,
    document.body,
  );
}
