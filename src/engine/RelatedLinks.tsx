/**
 * The related records of a record in its detail drawer (definitions' `relatedTo` fields, both ways):
 * each a link to the other record's address (`/<route>?id=<id>`, its page's tab with its drawer
 * open). Where a related resource may be raised from this record now (its `raise.from` statuses) and
 * the user may create it, a button opens that resource's create form prefilled from this record; the
 * new record links back here at once.
 */
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo, useState } from 'react';
import { incomingRelations, outgoingRelations, raisableFrom, type Relation, type RelatedRecord, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { resourceOf, resources } from '@/domain/desks';
import { recordService } from '@/services/records';
import { resourceService } from '@/services/resource';
import RecordForm from './RecordForm';
import RecordLink from './RecordLink';
import { StatusTag } from './StatusTag';
import { useResourceText, type ResourceText } from './text';
import './thread.less';

interface Props {
  def: ResourceDef;
  record: ResourceRecord;
  text: ResourceText;
  can: (code: string) => boolean;
}

function RelatedItem({ item, text }: { item: RelatedRecord; text: ResourceText }) {
  const def = resourceOf(item.resource)!;
  const other = useResourceText(def);
  return (
    <li>
      <Space size={8} wrap>
        <Typography.Text type="secondary">{text.t(item.direction === 'to' ? 'resource.related.to' : 'resource.related.from')}</Typography.Text>
        <RecordLink resource={item.resource} id={item.id}>
          <LinkOutlined /> {other.name} {item.code ?? item.id}
        </RecordLink>
        {item.status && <StatusTag def={def} status={item.status} text={other} />}
      </Space>
    </li>
  );
}

function RaiseButton({ relation, source, onRaised }: { relation: Relation; source: ResourceRecord; onRaised: () => void }) {
  const def = relation.holder;
  const text = useResourceText(def);
  const service = useMemo(() => resourceService(def), [def]);
  const [open, setOpen] = useState(false);
  const initial = useMemo(() => relation.field.relatedTo.raise!.prefill(source), [relation, source]);
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {text.t('resource.related.raise', { name: text.name })}
      </Button>
      <RecordForm
        def={def}
        service={service}
        text={text}
        open={open}
        initial={initial}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onRaised();
        }}
      />
    </>
  );
}

export default function RelatedLinks({ def, record, text, can }: Props) {
  const service = useMemo(() => recordService(def), [def]);
  const { data, loading, refresh } = useRequest(() => service.related(record.id), { refreshDeps: [record.id, record.version], onError: () => undefined });
  const raisable = raisableFrom(resources, def.key, record.status).filter((r) => r.holder.creatable && can(r.holder.codes.create));
  const declared = raisable.length > 0 || outgoingRelations(def).length > 0 || incomingRelations(resources, def.key).length > 0;
  if (!declared) return null;
  const items = data ?? [];
  return (
    <section data-testid="record-related">
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {text.t('resource.related.title')}
      </Typography.Title>
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : items.length === 0 ? (
        <div>
          <Typography.Text type="secondary">{text.t('resource.related.none')}</Typography.Text>
        </div>
      ) : (
        <ul className="resource-related">
          {items.map((item) => (
            <RelatedItem key={`${item.direction}:${item.resource}:${item.id}`} item={item} text={text} />
          ))}
        </ul>
      )}
      {raisable.length > 0 && (
        <Space style={{ marginTop: 8 }}>
          {raisable.map((r) => (
            <RaiseButton key={`${r.holder.key}:${r.field.key}`} relation={r} source={record} onRaised={refresh} />
          ))}
        </Space>
      )}
    </section>
  );
}
