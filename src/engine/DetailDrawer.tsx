/**
 * The detail drawer of a record: its fields, the lifecycle buttons the user may press now, the
 * approval rounds with my decisions (a desk the workflow drives), the history timeline and the
 * attachments (upload, download, remove).
 */
import SafeHtml from '@/components/SafeHtml';
import { isSecretLevel, useSecretShown } from '@/core/layout/watermark';
import { Alert, Button, Descriptions, Drawer, Empty, Result, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRequest } from 'ahooks';
import { canEdit, detailFields, isInApproval, isWritten, type ActionDef, type HistoryEntry, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { bizInfo, type ResourceService } from '@/services/resource';
import { isStockMove } from '@/domain/stock';
import { bindingOf } from '@/domain/workflow/businessTypes';
import { actionsFor } from './ActionDialog';
import { useFeedback } from './feedback';
import LineItemsView from './LineItemsView';
import { PrintButton } from './PrintView';
import RecordAttachments from './RecordAttachments';
import RelatedLinks from './RelatedLinks';
import { usePersonalReveal } from './PersonalData';
import ThreadPanel from './ThreadPanel';
import { StatusTag } from './StatusTag';
import RecordFlags from './RecordFlags';
import { pickedViewOf, viewLinked } from './pickedView';
import { trackingLinked } from './trackingLink';
import { useTabContainer } from './useTabContainer';
import { showTime, type ResourceText } from './text';
import type { Can } from './useCan';

// the approval rounds and their decisions: a chunk of their own, fetched when a record the workflow drives opens
const RecordApprovals = lazy(() => import('./approvals/RecordApprovals'));

export type FieldRenderer = (value: unknown, record: ResourceRecord) => ReactNode;

interface Props {
  def: ResourceDef;
  service: ResourceService;
  text: ResourceText;
  recordId?: string;
  /** bump to reload (after an action or an edit) */
  reloadKey?: number;
  can: Can;
  render?: Record<string, FieldRenderer>;
  extra?: (record: ResourceRecord, changed: (next: ResourceRecord) => void) => ReactNode;
  onClose: () => void;
  onEdit: (record: ResourceRecord) => void;
  onAction: (action: ActionDef, record: ResourceRecord) => void;
  /** the record changed here (attachments, a decision on its approval): the list may refresh */
  onChanged?: () => void;
}

function historyText(e: HistoryEntry, text: ResourceText): string {
  if (e.action === 'create' || e.action === 'edit' || e.action === 'attach' || e.action === 'detach' || e.action === 'system' || isStockMove(e.action))
    return text.t(`resource.history.${e.action}`);
  // the approval's overdue reminder: the portal's own step, the same on every desk
  if (e.action === 'escalate') return text.t('workflow.history.escalate');
  return text.action(e.action);
}

export default function DetailDrawer({ def, service, text, recordId, reloadKey, can, render, extra, onClose, onEdit, onAction, onChanged }: Props) {
  const {
    data: loaded,
    loading,
    error,
    refresh,
    mutate,
  } = useRequest(() => (recordId ? service.get(recordId) : Promise.resolve(undefined)), {
    refreshDeps: [recordId, reloadKey],
    onError: () => undefined,
  });
  const tab = useTabContainer();
  // the record of this address only (not the one shown before, while another loads or fails)
  const record = loaded?.id === recordId ? loaded : undefined;
  // a 秘密 / 机密 record shown: the watermark is on whatever the setting (src/core/layout/watermark.ts)
  useSecretShown(Boolean(record && def.secrecyField && isSecretLevel(record[def.secrecyField])));

  const mayEdit = record ? canEdit(def, record) && can(def.codes.edit, record) : false;
  // ID and phone numbers come masked; 显示 asks for them in full (logged) — only with the code
  const personal = usePersonalReveal(
    def,
    service,
    text,
    record,
    Boolean(record && def.personalFields.length && can(def.codes.revealPersonal, record)),
    (next) => mutate(next),
  );
  const actions = record ? actionsFor(def, record, can) : [];
  const feedback = useFeedback();
  // a switch of the lines' `toggles` saves the record with its rows so changed (LineItemsView)
  const saveLines = (key: string) => async (rows: unknown[]) => {
    if (!record) return;
    mutate(await service.update(record.id, { [key]: rows, version: record.version }));
    feedback.success(text.t('resource.form.saved'));
    onChanged?.();
  };
  const title = text.t('resource.detail.title', { name: text.name });

  let body: ReactNode;
  if (loading && !record) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!record && bizInfo(error)?.errorCode === 'NOT_FOUND')
    // an address of a record that does not exist or that this user may not see: said as one
    body = (
      <Result
        status="404"
        title={text.t('resource.detail.notFound')}
        subTitle={text.t('resource.detail.notFoundDetail', { id: recordId ?? '' })}
        extra={<Button onClick={onClose}>{text.t('resource.detail.backToList')}</Button>}
      />
    );
  else if (error || !record)
    body = (
      <Result
        status="warning"
        title={text.t('resource.detail.loadFailed')}
        extra={
          <Button onClick={refresh} type="primary">
            {text.t('resource.detail.retry')}
          </Button>
        }
      />
    );
  else {
    const history = [...(record.history ?? [])].reverse();
    body = (
      <>
        {isInApproval(def, record) && (
          <Alert type="info" showIcon className="resource-locked" title={text.t('resource.detail.inApproval')} style={{ marginBottom: 16 }} />
        )}
        <Descriptions
          bordered
          size="small"
          column={2}
          title={text.t('resource.detail.fields')}
          // a label beside a tall value (a grant tree, line items) stays at its top, in view
          styles={{ label: { width: 120, verticalAlign: 'top' } }}
          items={fillRows(
            detailFields(def).map((f) => {
              const value = record[f.key];
              const custom = render?.[f.key];
              const content = custom ? (
                custom(value, record)
              ) : f.type === 'lineItems' ? (
                <LineItemsView key={f.key} def={def} field={f} text={text} value={value} onSave={mayEdit ? saveLines(f.key) : undefined} />
              ) : f.type === 'richText' ? (
                <SafeHtml key={f.key} html={value} />
              ) : f.key === 'status' ? (
                <StatusTag key={f.key} def={def} status={record.status} text={text} record={record} />
              ) : (
                trackingLinked(def.fields, f, record, viewLinked(pickedViewOf(def, f, can), record, text.show(f, record)), text) ||
                text.t('resource.value.empty')
              );
              const reveal = personal.button(f);
              return {
                key: f.key,
                label: text.label(f),
                children: reveal ? (
                  <>
                    {content}
                    {reveal}
                  </>
                ) : (
                  content
                ),
                span: f.wide || f.type === 'textarea' || f.type === 'lineItems' ? 2 : 1,
              };
            }),
          )}
        />
        {personal.note}
        {bindingOf(def.key) && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} style={{ marginTop: 24 }} />}>
            {/* a decision may move the record's status: it is fetched again, and the host hears of it */}
            <RecordApprovals
              businessType={def.key}
              record={record}
              reloadKey={reloadKey}
              onDecided={() => {
                refresh();
                onChanged?.();
              }}
            />
          </Suspense>
        )}
        {extra?.(record, (next) => {
          mutate(next);
          onChanged?.();
        })}
        <RelatedLinks def={def} record={record} text={text} can={can} />
        {/* attachments are part of a business record's anatomy (an administration record has none) */}
        {def.anatomy && (
          <>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {text.t('resource.detail.attachments')}
            </Typography.Title>
            <RecordAttachments
              def={def}
              service={service}
              text={text}
              record={record}
              can={can}
              onChanged={(attachments) => {
                mutate({ ...record, attachments });
                refresh();
                onChanged?.();
              }}
            />
          </>
        )}
        {def.thread && <ThreadPanel key={record.id} def={def} record={record} text={text} can={can} />}
        {isWritten(def) && (
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {text.t('resource.detail.history')}
          </Typography.Title>
        )}
        {!isWritten(def) ? null : history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.detail.noHistory')} />
        ) : (
          <Timeline
            items={history.map((e, i) => ({
              key: `${e.at}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              content: (
                <div>
                  <Space wrap size={4}>
                    <Typography.Text strong>{historyText(e, text)}</Typography.Text>
                    {e.from && e.to && e.from !== e.to ? (
                      <Typography.Text type="secondary">
                        {text.t('resource.history.transition', { from: text.status(e.from), to: text.status(e.to) })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                  <div>
                    <Typography.Text type="secondary">
                      {e.onBehalfOfName ? text.t('workflow.delegation.onBehalf', { actor: e.operatorName, principal: e.onBehalfOfName }) : e.operatorName} ·{' '}
                      {showTime(e.at)}
                    </Typography.Text>
                  </div>
                  {e.changes?.length ? (
                    <div>
                      {text.t('resource.history.changed', {
                        fields: e.changes
                          .map((k) => {
                            const f = def.field(k);
                            return f ? text.label(f) : k;
                          })
                          .join('、'),
                      })}
                    </div>
                  ) : null}
                  {e.comment ? <div>{e.comment}</div> : null}
                </div>
              ),
            }))}
          />
        )}
      </>
    );
  }

  return (
    <>
      <span ref={tab.anchor} hidden />
      <Drawer
        getContainer={tab.container}
        open={Boolean(recordId)}
        onClose={onClose}
        // a record with line items gets the room its table needs (no sideways scroll for the amounts)
        size={def.fields.some((f) => f.type === 'lineItems') ? 960 : 760}
        title={
          <Space>
            <span>{title}</span>
            {record?.code ? <Tag>{record.code}</Tag> : null}
            {/* the flags (dangerous goods, export control) before the status: the status tag stays the last word */}
            {record ? <RecordFlags def={def} record={record} text={text} /> : null}
            {record?.status ? <StatusTag def={def} status={record.status} text={text} record={record} /> : null}
          </Space>
        }
        extra={
          record ? (
            <Space wrap>
              <PrintButton def={def} record={record} text={text} />
              {mayEdit && <Button onClick={() => onEdit(record)}>{text.t('resource.list.edit')}</Button>}
              {actions.map((a) => (
                <Button key={a.key} danger={a.danger} type={a.danger ? 'default' : 'primary'} ghost={!a.danger} onClick={() => onAction(a, record)}>
                  {text.action(a.key)}
                </Button>
              ))}
            </Space>
          ) : null
        }
      >
        {body}
      </Drawer>
    </>
  );
}

/** Widen items so that every row of the two-column grid is full (a wide item starts a new row). */
function fillRows<T extends { span: number }>(items: T[]): T[] {
  const out = items.map((i) => ({ ...i }));
  let col = 0;
  out.forEach((item, i) => {
    if (item.span === 2 && col === 1) out[i - 1].span = 2;
    col = item.span === 2 ? 0 : (col + 1) % 2;
  });
  if (col === 1 && out.length) out[out.length - 1].span = 2;
  return out;
}
