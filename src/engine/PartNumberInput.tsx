/**
 * The input of a P/N picked from the product catalogue (`partNumberField` with `fill`): as one types a
 * P/N or a part's name, the catalogued parts the user may see are offered (P/N, name, unit, list
 * price, lead time — src/domain/parts.ts), and choosing one sets the P/N and hands the part to
 * `onPick` (the form fills the name, the unit…). A P/N that follows the rule but is not in the
 * catalogue stays as typed, under a warning: it is saved all the same.
 *
 * Each part shows its stock available; a superseded part offers its replacement, a part with none
 * available the alternates that have some (PartOptions.tsx). In a form whose lines take a price
 * (`fill.price`) and that has chosen a customer, the lookup prices the parts by that customer's price
 * list, and the chosen part's price-list price shows under the input (the server records it).
 */
import { AutoComplete, Form, Input, Space, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { isPartNumber, normalPartNumber, PART_NUMBER_MAX, uncatalogued, type CataloguePart, type FieldDef } from '@/domain/engine';
import { PART_QUERY_MAX } from '@/domain/parts';
import { searchService } from '@/services/search';
import { Availability, offeredParts, optionPart, partOptions, priceText } from './PartOptions';
import type { ResourceText } from './text';

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
  // the customer the form has chosen prices the parts of a priced line (none elsewhere: an action's form has none)
  const chosen = Form.useWatch('customerId', Form.useFormInstance());
  const customerId = field.part?.fill.price && typeof chosen === 'string' && chosen ? chosen : undefined;
  const lookup = useRequest(() => searchService.parts(query, customerId).then((found) => ({ query, customerId, found: found ?? [] })), {
    ready: query.length > 0,
    refreshDeps: [query, customerId],
    debounceWait: PART_LOOKUP_DEBOUNCE_MS,
  });
  // an answer is for the query it was asked with: a later key makes it stale
  const answered = lookup.data?.query === query && lookup.data.customerId === customerId ? lookup.data.found : undefined;
  const parts: CataloguePart[] = query && answered ? answered : [];
  const warn = Boolean(query) && !lookup.loading && !lookup.error && answered !== undefined && isPartNumber(typed) && uncatalogued(typed, parts);
  const options = partOptions(parts, text);
  // the part the input holds, as the answer for it describes it: its stock, its price for the customer
  const chosenPart = parts.find((p) => p.partNumber === normalPartNumber(typed));
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
        onChange={(v) => onChange?.(field.upperCase ? optionPart(v).toUpperCase() : optionPart(v))}
        onSelect={(v: string) => {
          const pn = optionPart(v);
          const part = offeredParts(parts).find((p) => p.partNumber === pn);
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
      {chosenPart && (
        <Space size={8} wrap style={{ fontSize: 12 }} data-testid="part-chosen">
          <Availability part={chosenPart} text={text} />
          {chosenPart.price && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="part-price">
              {priceText(chosenPart.price, text)}
            </Typography.Text>
          )}
          {chosenPart.supersededBy && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {text.t('resource.part.supersededBy', { pn: chosenPart.supersededBy, date: chosenPart.supersededFrom ?? '' })}
            </Typography.Text>
          )}
        </Space>
      )}
      {warn && (
        <Typography.Text type="warning" role="status" style={{ display: 'block', fontSize: 12 }} data-testid="part-uncatalogued">
          {text.t('resource.part.uncatalogued')}
        </Typography.Text>
      )}
    </div>
  );
}
