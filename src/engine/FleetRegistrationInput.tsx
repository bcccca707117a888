/**
 * The registration of a form with a picked customer (`FieldDef.fleet`, src/domain/engine/fleet.ts): the
 * aircraft of that customer's fleet are offered as one types (registration · type · MSN), and choosing
 * one fills what the pick's `fill` names (the AOG order's type and MSN). Any registration under the
 * rule may still be typed — a repair shop's customers fly aircraft of no fleet of ours. Without a
 * customer chosen, or for a user who may not read the master, it is the plain input.
 */
import { AutoComplete, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useApi } from '@/core/request/hooks';
import { customerProfile } from '@/domain/desks/customerProfile';
import { fleetFillValues, offeredAircraft, type FieldDef, type ResourceDef } from '@/domain/engine';
import { resourceService } from '@/services/resource';
import type { ResourceText } from './text';
import { useCan } from './useCan';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  value?: unknown;
  onChange?: (v: unknown) => void;
  placeholder?: string;
  autoFocus?: boolean;
  id?: string;
}

const master = resourceService(customerProfile);

export default function FleetRegistrationInput({ def, field, text, value, onChange, placeholder, autoFocus, id }: Props) {
  const form = Form.useFormInstance();
  const of = field.fleet!.of;
  const customerId = Form.useWatch(of, form) as unknown;
  const may = useCan()(customerProfile.codes.read);
  const ready = may && typeof customerId === 'string' && customerId.length > 0;
  const customer = useApi(() => master.get(String(customerId)), {
    ready,
    refreshDeps: [customerId],
    cacheKey: `fleet:${String(customerId)}`,
    staleTime: 60_000,
  });
  const fleet = useMemo(() => (ready ? offeredAircraft(customer.data) : []), [ready, customer.data]);
  const typed = typeof value === 'string' ? value : '';
  const typeField = def.field('aircraftType');
  const options = fleet
    .filter((a) => !typed || a.registration.includes(typed.toUpperCase()))
    .map((a) => ({
      value: a.registration,
      label: text.t('resource.fleet.aircraft', {
        registration: a.registration,
        type: a.aircraftType && typeField ? text.text(typeField, a.aircraftType) : (a.aircraftType ?? ''),
        msn: a.msn ?? '',
      }),
    }));
  const editable = (key: string) => {
    const f = def.field(key);
    return Boolean(f?.form && !f.readOnly && !f.derive);
  };
  return (
    <AutoComplete
      id={id}
      value={typed}
      options={fleet.length ? [{ label: text.t('resource.fleet.ofCustomer'), options }] : []}
      onChange={(v) => onChange?.(typeof v === 'string' ? v.toUpperCase() : v)}
      onSelect={(reg: string) => {
        const aircraft = fleet.find((a) => a.registration === reg);
        if (aircraft) form.setFieldsValue(fleetFillValues(field, aircraft, editable));
      }}
      popupMatchSelectWidth={false}
    >
      <Input placeholder={placeholder} autoFocus={autoFocus} maxLength={field.maxLength} allowClear />
    </AutoComplete>
  );
}
