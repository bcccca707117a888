/**
 * The options of the P/N picker (PartNumberInput): each catalogued part with its facts (unit, list
 * price, lead time, stock available) and, under it, the parts offered in its place — its replacement
 * when it is superseded ("已被 X 替代（自 日期）"), the alternates in stock when it has none (with their
 * interchangeability, docs/inventory.md). An offered part is an option of its own: choosing it fills
 * the line with that P/N. Option values are unique: an offered part's carries a marker (`optionPart`).
 */
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CataloguePart, CataloguePrice } from '@/domain/engine';
import { formatMoney, type ResourceText } from './text';

const MARK = '\u0001';

/** The P/N an option value stands for (an offered part's value carries the part it is offered for). */
export const optionPart = (value: unknown): string => String(value ?? '').split(MARK)[0];

/** Every part an answer offers: the found ones, their replacements and alternates. */
export function offeredParts(parts: readonly CataloguePart[]): CataloguePart[] {
  return parts.flatMap((p) => [p, ...(p.replacement ? [p.replacement] : []), ...(p.alternates ?? [])]);
}

/** "可用库存 3" (or "无可用库存", in the warning colour); nothing when the answer does not say. */
export function Availability({ part, text, testId }: { part: CataloguePart; text: ResourceText; testId?: string }) {
  if (typeof part.available !== 'number') return null;
  return part.available > 0 ? (
    <Typography.Text type="success" style={{ fontSize: 12 }} data-testid={testId}>
      {text.t('resource.part.available', { count: part.available })}
    </Typography.Text>
  ) : (
    <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={testId}>
      {text.t('resource.part.noneAvailable')}
    </Typography.Text>
  );
}

/** "协议价 9,500.00 USD（EXA-CCA-01 折扣 5%）" or "价目价 10,000.00 USD（产品目录价）". */
export function priceText(price: CataloguePrice, text: ResourceText): string {
  const money = { price: formatMoney(price.unitPrice), currency: price.currency ?? '' };
  return price.from === 'AGREEMENT'
    ? text.t('resource.part.agreedPrice', { ...money, agreementNo: price.agreementNo ?? '', discount: price.discountPercent ?? 0 })
    : text.t('resource.part.catalogueFor', money);
}

/** The facts line of a part: unit · list price · lead time, then its stock available. */
function Facts({ part, text, testId }: { part: CataloguePart; text: ResourceText; testId?: string }) {
  const unit = text.dict('unit');
  const facts = [
    part.unit ? unit.label(part.unit) : null,
    part.listPrice !== null ? text.t('resource.part.price', { price: formatMoney(part.listPrice), currency: part.currency ?? '' }) : null,
    part.leadTimeDays !== null ? text.t('resource.part.leadTime', { days: part.leadTimeDays }) : null,
  ].filter(Boolean);
  return (
    <Space size={8} wrap>
      {facts.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {facts.join(' · ')}
        </Typography.Text>
      )}
      <Availability part={part} text={text} testId={testId} />
    </Space>
  );
}

/** The head of an option: P/N, name and the off-shelf mark. */
function Head({ part, text, tag }: { part: CataloguePart; text: ResourceText; tag?: ReactNode }) {
  return (
    <Space size={8}>
      {tag}
      <Typography.Text strong>{part.partNumber}</Typography.Text>
      <Typography.Text ellipsis style={{ maxWidth: 240 }}>
        {part.productName}
      </Typography.Text>
      {part.status === 'OFF_SHELF' && <Typography.Text type="warning">{text.t('resource.part.offShelf')}</Typography.Text>}
    </Space>
  );
}

const column = { display: 'flex', flexDirection: 'column' as const, lineHeight: 1.35, padding: '2px 0' };

/** One offered part (a replacement or an alternate), indented under the part it is offered for. */
function Offered({ part, of, tag, text }: { part: CataloguePart; of: string; tag: string; text: ResourceText }) {
  return (
    <div data-testid={`part-offer-${of}-${part.partNumber}`} style={{ ...column, paddingLeft: 16 }}>
      <Head part={part} text={text} tag={<Typography.Text type="secondary">↳ {tag}</Typography.Text>} />
      <Facts part={part} text={text} />
    </div>
  );
}

/** The AutoComplete options of an answer. */
export function partOptions(parts: readonly CataloguePart[], text: ResourceText): Array<{ value: string; label: ReactNode }> {
  const interchange = text.dict('interchangeability');
  return parts.flatMap((p) => [
    {
      value: p.partNumber,
      label: (
        <div data-testid={`part-option-${p.partNumber}`} style={column}>
          <Head part={p} text={text} />
          <Facts part={p} text={text} testId={`part-available-${p.partNumber}`} />
          {p.supersededBy && (
            <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={`part-superseded-${p.partNumber}`}>
              {text.t('resource.part.supersededBy', { pn: p.supersededBy, date: p.supersededFrom ?? '' })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    ...(p.replacement
      ? [
          {
            value: `${p.replacement.partNumber}${MARK}${p.partNumber}`,
            label: <Offered part={p.replacement} of={p.partNumber} tag={text.t('resource.part.useReplacement')} text={text} />,
          },
        ]
      : []),
    ...(p.alternates ?? []).map((a) => ({
      value: `${a.partNumber}${MARK}${p.partNumber}`,
      label: <Offered part={a} of={p.partNumber} tag={text.t('resource.part.alternate', { interchange: interchange.label(a.interchange) })} text={text} />,
    })),
  ]);
}
