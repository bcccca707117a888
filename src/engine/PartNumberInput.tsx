/**
 * The input of a P/N picked from the product catalogue (`partNumberField` with `fill`): as one types a
 * P/N or a part's name, the catalogued parts the user may see are offered (P/N, name, unit, list
 * price, lead time — src/domain/parts.ts), and choosing one sets the P/N and hands the part to
 * `onPick` (the form fills the name, the unit…). A P/N that follows the rule but is not in the
 * catalogue stays as typed, under a warning: it is saved all the same.
 */
import { AutoComplete, Input, Space, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { isPartNumber, normalPartNumber, PART_NUMBER_MAX, uncatalogued, type CataloguePart, type FieldDef } from '@/domain/engine';
import { PART_QUERY_MAX } from '@/domain/parts';
import { searchService } from '@/services/search';
import { formatMoney, type ResourceText } from './text';

interface Props {
  field: FieldDef;
  text: ResourceText;
  value?: unknown;
  onChange?: (v: unknown) => void;
  onBlur?: () => void;
  onPick?: (part: CataloguePart) => void;
  placeholder?: string;
  autoFocus?: boolean;
  size?: 'small' | 'middle';
  'aria-label'?: string;
  id?: string;
}

export const PART_LOOKUP_DEBOUNCE_MS = 250;

export default function PartNumberInput({ field, text, value, onChange, onBlur, onPick, placeholder, autoFocus, size, id, ...aria }: Props) {
  const typed = typeof value === 'string' ? value : '';
  const query = typed.trim().slice(0, PART_QUERY_MAX);
  const lookup = useRequest(() => searchService.parts(query).then((found) => ({ query, found: found ?? [] })), {
    ready: query.length > 0,
    refreshDeps: [query],
    debounceWait: PART_LOOKUP_DEBOUNCE_MS,
  });
  // an answer is for the query it was asked with: a later key makes it stale
  const answered = lookup.data?.query === query ? lookup.data.found : undefined;
  const parts: CataloguePart[] = query && answered ? answered : [];
  const warn = Boolean(query) && !lookup.loading && !lookup.error && answered !== undefined && isPartNumber(typed) && uncatalogued(typed, parts);
  const unit = text.dict('unit');
  const options = parts.map((p) => ({
    value: p.partNumber,
    label: (
      <div data-testid={`part-option-${p.partNumber}`} style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.35, padding: '2px 0' }}>
        <Space size={8}>
          <Typography.Text strong>{p.partNumber}</Typography.Text>
          <Typography.Text ellipsis style={{ maxWidth: 260 }}>
            {p.productName}
          </Typography.Text>
          {p.status === 'OFF_SHELF' && <Typography.Text type="warning">{text.t('resource.part.offShelf')}</Typography.Text>}
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[
            p.unit ? unit.label(p.unit) : null,
            p.listPrice !== null ? text.t('resource.part.price', { price: formatMoney(p.listPrice), currency: p.currency ?? '' }) : null,
            p.leadTimeDays !== null ? text.t('resource.part.leadTime', { days: p.leadTimeDays }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </div>
    ),
  }));
  const notFound = lookup.loading
    ? text.t('resource.part.searching')
    : lookup.error
      ? text.t('resource.part.failed')
      : query
        ? text.t('resource.part.none')
        : undefined;
  return (
    <div style={{ width: '100%' }}>
      <AutoComplete
        id={id}
        value={typed}
        options={options}
        onChange={(v) => onChange?.(field.upperCase ? String(v ?? '').toUpperCase() : v)}
        onSelect={(pn: string) => {
          const part = parts.find((p) => p.partNumber === pn);
          onChange?.(normalPartNumber(pn));
          if (part) onPick?.(part);
        }}
        onBlur={onBlur}
        // an uncatalogued P/N says so under the input; no empty list over that warning
        notFoundContent={query && notFound && !warn ? <Typography.Text type="secondary">{notFound}</Typography.Text> : undefined}
        popupMatchSelectWidth={false}
        style={{ width: '100%', minWidth: size === 'small' ? 150 : undefined }}
      >
        <Input
          {...aria}
          size={size}
          placeholder={placeholder}
          autoFocus={autoFocus}
          maxLength={field.maxLength ?? PART_NUMBER_MAX}
          status={warn ? 'warning' : undefined}
        />
      </AutoComplete>
      {warn && (
        <Typography.Text type="warning" role="status" style={{ display: 'block', fontSize: 12 }} data-testid="part-uncatalogued">
          {text.t('resource.part.uncatalogued')}
        </Typography.Text>
      )}
    </div>
  );
}
