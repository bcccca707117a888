/**
 * The catalogue's list prices beside a quote: the action that prices an order's lines (a `patch` of
 * line items) whose stored lines picked their P/N from the catalogue. Each line shows its part's list
 * price under the cell it fills (`fill.price`), and 按目录价填入 puts the prices into the lines whose
 * part is priced in the quote's currency (`fill.currency`, a field of the same form; a quote without
 * a currency yet takes the parts' one when they share it). The prices stay editable: a list price is
 * advice, the sales desk quotes. A line whose price-list price the server recorded (`lines.priceList`:
 * the list price less the customer's discount) is hinted and filled with that price instead.
 */
import { useRequest } from 'ahooks';
import { Button, Form, Space, Typography } from 'antd';
import { linesOf, normalPartNumber, type CataloguePart, type CataloguePrice, type FieldDef, type ResourceDef, type Values } from '@/domain/engine';
import { searchService } from '@/services/search';
import { useFeedback } from './feedback';
import { priceText } from './PartOptions';
import { formatMoney, type ResourceText } from './text';

export interface CataloguePrices {
  /** the cell a list price fills */
  priceKey: string;
  /** the form field of the quote's currency, if the pick names one */
  currencyKey?: string;
  /** the catalogued part of each stored line (undefined: not catalogued, or not answered yet); `price`: the line's recorded price list */
  parts: (CataloguePart | undefined)[];
}

/** The part cell of the stored lines whose list price fills one of the cells `editable` (null: none). */
function pricingCell(def: ResourceDef, field: FieldDef, editable: FieldDef[]): FieldDef | null {
  const own = def.field(field.key);
  const cell = own ? linesOf(own).fields.find((c) => c.part?.fill.price) : undefined;
  return cell && editable.some((e) => e.key === cell.part!.fill.price) ? cell : null;
}

/** The list prices of the stored lines of a patch (null when the lines are not priced from the catalogue). */
export function useCataloguePrices(def: ResourceDef, field: FieldDef, editable: FieldDef[], stored: Values[]): CataloguePrices | null {
  const cell = linesOf(field).patch ? pricingCell(def, field, editable) : null;
  const pns = cell ? stored.map((r) => normalPartNumber(r[cell.key])) : [];
  const distinct = [...new Set(pns.filter(Boolean))];
  const lookup = useRequest(
    async () => {
      const answers = await Promise.all(distinct.map((pn) => searchService.parts(pn).catch(() => [] as CataloguePart[])));
      return new Map(answers.flatMap((found) => found ?? []).map((p) => [p.partNumber, p]));
    },
    { ready: distinct.length > 0, refreshDeps: [distinct.join('|')] },
  );
  if (!cell) return null;
  const list = linesOf(def.field(field.key) ?? field).priceList;
  // a line's recorded price-list price, over the catalogue's answer
  const recorded = (i: number) => {
    const row = stored[i] ?? {};
    const part = lookup.data?.get(pns[i]);
    if (!list || typeof row[list.price] !== 'number') return part;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const price: CataloguePrice = {
      from: row[list.source] === 'AGREEMENT' ? 'AGREEMENT' : 'CATALOGUE',
      unitPrice: row[list.price] as number,
      currency: str(row[list.currency]),
      discountPercent: typeof row[list.discount] === 'number' ? (row[list.discount] as number) : null,
      agreementNo: str(row[list.agreementNo]),
    };
    const base = part ?? { id: '', partNumber: pns[i], productName: '', unit: null, leadTimeDays: null, status: '' };
    return { ...base, listPrice: price.unitPrice, currency: price.currency, price };
  };
  return { priceKey: cell.part!.fill.price!, currencyKey: cell.part!.fill.currency, parts: pns.map((_, i) => recorded(i)) };
}

/** "目录价 12,345.00 USD" under a line's price cell — or the line's recorded price list, "协议价 … （EXA-… 折扣 5%）" (nothing without a price). */
export function ListPriceHint({ part, text }: { part?: CataloguePart; text: ResourceText }) {
  if (!part || part.listPrice === null) return null;
  return (
    <Typography.Text type="secondary" className="resource-lines-hint" data-testid="list-price-hint">
      {part.price ? priceText(part.price, text) : text.t('resource.part.listPrice', { price: formatMoney(part.listPrice), currency: part.currency ?? '' })}
    </Typography.Text>
  );
}

/** 按目录价填入 over the lines of a quote: fills each line priced in the quote's currency. */
export function FillListPrices({
  prices,
  text,
  rows,
  onFill,
}: {
  prices: CataloguePrices;
  text: ResourceText;
  rows: Values[];
  onFill: (rows: Values[]) => void;
}) {
  const form = Form.useFormInstance();
  const message = useFeedback();
  const priced = prices.parts.filter((p): p is CataloguePart => Boolean(p && p.listPrice !== null));
  if (priced.length === 0) return null;
  const fill = () => {
    const { currencyKey } = prices;
    let currency: unknown = currencyKey ? form.getFieldValue(currencyKey) : undefined;
    const offered = [...new Set(priced.map((p) => p.currency))];
    if (currencyKey && !currency && offered.length === 1 && offered[0]) {
      currency = offered[0];
      form.setFieldValue(currencyKey, currency);
    }
    let filled = 0;
    let other = 0;
    const next = rows.map((r, i) => {
      const part = prices.parts[i];
      if (!part || part.listPrice === null) return r;
      if (currencyKey && part.currency !== currency) {
        other += 1;
        return r;
      }
      filled += 1;
      return { ...r, [prices.priceKey]: part.listPrice };
    });
    onFill(next);
    if (filled) message.success(text.t('resource.part.pricesFilled', { count: filled }));
    if (other) message.warning(text.t('resource.part.otherCurrency', { count: other }));
  };
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button size="small" onClick={fill} data-testid="fill-list-prices">
        {text.t('resource.part.fillPrices')}
      </Button>
      <Typography.Text type="secondary">{text.t('resource.part.pricesAdvice')}</Typography.Text>
    </Space>
  );
}
