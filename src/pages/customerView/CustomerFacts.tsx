/** The customer's head facts: codes, country and kind, status with the hold reason, the 24 h AOG contact, the fleet. */
import { Card, Descriptions, Typography } from 'antd';
import type { CustomerOverview } from '@/domain/customerOverview';
import { customerProfile } from '@/domain/desks/customerProfile';
import type { Values } from '@/domain/engine';
import type { ResourceText } from '@/engine/text';

type T = (key: string, values?: Record<string, string | number>) => string;

export default function CustomerFacts({ record, overview, text, t }: { record: Values; overview: CustomerOverview; text: ResourceText; t: T }) {
  const show = (key: string) => text.show(customerProfile.field(key)!, record) || t('resource.value.empty');
  const contact = overview.aogContact;
  const codes = [record.icaoCode, record.iataCode].filter(Boolean).join(' / ');
  const items = [
    { key: 'codes', label: t('customerView.codes'), children: codes || t('resource.value.empty') },
    { key: 'country', label: text.label(customerProfile.field('country')!), children: show('country') },
    { key: 'kind', label: text.label(customerProfile.field('kind')!), children: show('kind') },
    // what a serviceable part shipped to it must carry (src/domain/shipping.ts)
    { key: 'requiredCertificate', label: text.label(customerProfile.field('requiredCertificate')!), children: show('requiredCertificate') },
    {
      key: 'status',
      label: text.label(customerProfile.field('status')!),
      children: (
        <>
          {text.status(record.status)}
          {record.holdReason ? (
            <Typography.Text type="warning" style={{ marginInlineStart: 8 }}>
              {text.label(customerProfile.field('holdReason')!)}：{String(record.holdReason)}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'aogContact',
      label: t('customerView.aogContact'),
      // the rest of its line, whatever the line holds at this width (a fixed span overflows a 3-column line)
      span: 'filled' as const,
      children: contact ? [contact.contactName, contact.contactRole, contact.phone, contact.email].filter(Boolean).join(' · ') : t('customerView.noAogContact'),
    },
    { key: 'fleet', label: t('customerView.fleetSize'), children: t('customerView.fleetCount', { count: overview.fleetSize }) },
    { key: 'stations', label: text.label(customerProfile.field('stations')!), children: show('stations') },
  ];
  return (
    <Card size="small" title={t('customerView.head')} style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
