/**
 * The print view of a record: the printable documents the definition declares (`print`: a quote, a
 * delivery note, a claim form) offered by a 打印 button in the detail drawer. The chosen document is
 * laid out over the whole window and the browser's print dialog opens; the print stylesheet
 * (print.less) prints the document only — no menu, tabs or buttons.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from '@umijs/max';
import { createPortal } from 'react-dom';
import type { PrintDef, ResourceDef, ResourceRecord } from '@/domain/engine';
import LineItemsView from './LineItemsView';
import { flagsOf } from './RecordFlags';
import './print.less';
import { DATE_TIME_FORMAT, type ResourceText } from './text';

/** The documents printable for the record now. */
export const printsFor = (def: ResourceDef, record: ResourceRecord) => def.print.filter((p) => !p.statuses || p.statuses.includes(String(record.status)));

/** The 打印 button (a menu when several documents are printable); renders the chosen document. */
export function PrintButton({ def, record, text }: { def: ResourceDef; record: ResourceRecord; text: ResourceText }) {
  const [doc, setDoc] = useState<PrintDef | undefined>();
  const docs = printsFor(def, record);
  if (docs.length === 0) return null;
  const button =
    docs.length === 1 ? (
      <Button icon={<PrinterOutlined />} onClick={() => setDoc(docs[0])}>
        {text.t('resource.print.button')}
      </Button>
    ) : (
      <Dropdown menu={{ items: docs.map((d) => ({ key: d.key, label: text.t(d.title) })), onClick: ({ key }) => setDoc(docs.find((d) => d.key === key)) }}>
        <Button icon={<PrinterOutlined />}>{text.t('resource.print.button')}</Button>
      </Dropdown>
    );
  return (
    <>
      {button}
      {doc && <PrintView def={def} record={record} doc={doc} text={text} onClose={() => setDoc(undefined)} />}
    </>
  );
}

/**
 * A document over the whole window for the browser to print: the print stylesheet prints the page
 * only; 打印 again and 关闭 (or Escape) above it. The print dialog opens once the layout has settled.
 */
export function PrintFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
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
  return createPortal(
    <div className="resource-print" role="dialog" aria-modal="true" aria-label={title}>
      <div className="resource-print-toolbar">
        <Space>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {intl.formatMessage({ id: 'resource.print.print' })}
          </Button>
          <Button onClick={onClose} autoFocus>
            {intl.formatMessage({ id: 'resource.print.close' })}
          </Button>
        </Space>
      </div>
      {children}
    </div>,
    document.body,
  );
}

export function PrintView({
  def,
  record,
  doc,
  text,
  onClose,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  doc: PrintDef;
  text: ResourceText;
  onClose: () => void;
}) {
  const title = text.t(doc.title);
  // dangerous goods, export control: said at the head of the document, in a box the eye finds
  const flags = flagsOf(def, record, text);
  return (
    <PrintFrame title={title} onClose={onClose}>
      <article className="resource-print-page">
        <header>
          <div className="resource-print-org">{text.t('resource.print.org')}</div>
          <h1>{title}</h1>
          <div className="resource-print-meta">
            <span>{text.t('resource.print.number', { code: String(record.code ?? record.id) })}</span>
            <span>{text.t('resource.print.printedAt', { at: dayjs().format(DATE_TIME_FORMAT) })}</span>
          </div>
          {flags.length > 0 && (
            <div className="resource-print-flags" data-testid="print-flags">
              {flags.map((f) => (
                <span key={f.key}>{f.label}</span>
              ))}
            </div>
          )}
        </header>
        {doc.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a print document's sections are fixed for the document
          <section key={i}>
            {section.title && <h2>{text.t(section.title)}</h2>}
            <PrintFields def={def} record={record} keys={section.fields} text={text} />
          </section>
        ))}
        {doc.footer && <footer>{text.t(doc.footer)}</footer>}
      </article>
    </PrintFrame>
  );
}

function PrintFields({ def, record, keys, text }: { def: ResourceDef; record: ResourceRecord; keys: readonly string[]; text: ResourceText }) {
  const fields = keys.map((k) => def.field(k)!).filter(Boolean);
  const lines = fields.filter((f) => f.type === 'lineItems');
  const plain = fields.filter((f) => f.type !== 'lineItems');
  return (
    <>
      {plain.length > 0 && (
        <table className="resource-print-fields">
          <tbody>
            {plain.map((f) => (
              <tr key={f.key}>
                <th>{text.label(f)}</th>
                <td>{text.show(f, record) || text.t('resource.value.empty')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lines.map((f) => (
        <LineItemsView key={f.key} def={def} field={f} text={text} value={record[f.key]} plain />
      ))}
    </>
  );
}
