/**
 * The desk's conversations as a feed: the queue (nobody assigned yet), mine, or all, filtered by status
 * and a keyword; the list grows as the user scrolls (useLoadMore: the next page loads
 * LOAD_MORE_THRESHOLD_PX before the end). A conversation opens in the engine's detail drawer — fields,
 * the message thread, the lifecycle buttons — at its address `/customerService?id=<id>`; "take" is
 * offered right in the queue.
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { useFocusRefresh } from '@/core/request/hooks';
import { useLoadMore } from '@/core/request/lists';
import { MINE_PARAM, type ResourceRecord } from '@/domain/engine';
import { customerService as def } from '@/domain/desks/service';
import { actionsFor, StatusTag, useCan, useResourceText } from '@/engine';
import RecordDialogs, { useRecordDialogs } from '@/engine/RecordDialogs';
import { showTime } from '@/engine/text';
import { resourceService } from '@/services/resource';

type View = 'unassigned' | 'assigned' | '';
interface FeedPage {
  list: ResourceRecord[];
  current: number;
  total: number;
}

const service = resourceService(def);

export default function ConversationFeed() {
  const text = useResourceText(def);
  const can = useCan();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>('unassigned');
  const [status, setStatus] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const dialogs = useRecordDialogs();

  const feed = useLoadMore<FeedPage>(
    async (last) => {
      const current = (last?.current ?? 0) + 1;
      const res = await service.list({
        current,
        pageSize: DEFAULT_PAGE_SIZE * 2,
        [MINE_PARAM]: view || undefined,
        status,
        keyword: keyword.trim() || undefined,
      });
      return { list: res.data ?? [], current, total: res.total ?? 0 };
    },
    {
      target: scrollRef,
      isNoMore: (d) => !d || d.list.length >= d.total,
      reloadDeps: [view, status.join(','), keyword],
      onError: () => undefined,
    },
  );
  const reload = () => feed.reload();
  useFocusRefresh(reload);

  const statusOptions = useMemo(() => (def.lifecycle?.statuses ?? []).map((s) => ({ value: s.key, label: text.status(s.key) })), [text]);
  const channel = def.field('channel')!;
  const take = def.action('take')!;

  const rows = feed.data?.list ?? [];
  return (
    <Card
      title={
        <Space wrap>
          <Segmented<View>
            value={view}
            onChange={setView}
            options={[
              { value: 'unassigned', label: text.t('resource.mine.unassigned') },
              { value: 'assigned', label: text.t('resource.mine.assigned') },
              { value: '', label: text.t('resource.mine.all') },
            ]}
          />
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            placeholder={text.t('resource.field.status')}
            aria-label={text.t('resource.field.status')}
            options={statusOptions}
            value={status}
            onChange={setStatus}
            maxTagCount="responsive"
          />
          <Input.Search
            allowClear
            style={{ width: 260 }}
            placeholder={text.keywordPlaceholder}
            aria-label={text.t('resource.list.keyword')}
            onSearch={(v) => setKeyword(v)}
          />
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label={text.t('customerService.feed.reload')} />
          {can(def.codes.create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogs.openForm()}>
              {text.t(def.createLabel, { name: text.name })}
            </Button>
          )}
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <div
        ref={scrollRef}
        className="cs-feed"
        data-testid="cs-feed"
        style={{ height: 'calc(100vh - 300px)', minHeight: 360, overflow: 'auto', padding: '0 16px' }}
      >
        <List<ResourceRecord>
          loading={feed.loading}
          dataSource={rows}
          locale={{ emptyText: <Empty description={text.t(`customerService.feed.empty.${view || 'all'}`)} /> }}
          renderItem={(r) => {
            const actions = actionsFor(def, r, can);
            const mayTake = actions.some((a) => a.key === take.key);
            return (
              <List.Item
                key={r.id}
                actions={[
                  mayTake && (
                    <Button key="take" size="small" type="primary" onClick={() => dialogs.runAction(take, r)}>
                      {text.action(take.key)}
                    </Button>
                  ),
                  <ActionLink key="open" onClick={() => dialogs.openDetail(r.id)}>
                    {text.t('resource.list.detail')}
                  </ActionLink>,
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  title={
                    <Space size={8} wrap>
                      <ActionLink strong onClick={() => dialogs.openDetail(r.id)}>
                        {String(r.code)}
                      </ActionLink>
                      <Typography.Text>{String(r.topic ?? '')}</Typography.Text>
                    </Space>
                  }
                  description={
                    <Space size={8} wrap>
                      <StatusTag def={def} status={r.status} text={text} record={r} />
                      <Tag>{text.show(channel, r)}</Tag>
                      <span>{String(r.customerName ?? '')}</span>
                      <span>{r.contactName ? String(r.contactName) : ''}</span>
                      <Typography.Text type="secondary">
                        {r.agentName ? text.t('customerService.feed.agent', { name: String(r.agentName) }) : text.t('customerService.feed.noAgent')}
                      </Typography.Text>
                      <Typography.Text type="secondary">{showTime(r.createdAt)}</Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
        <div style={{ textAlign: 'center', padding: 12 }}>
          {feed.loadingMore && <Spin size="small" />}
          {!feed.loading && !feed.loadingMore && rows.length > 0 && (
            <Typography.Text type="secondary">
              {feed.noMore
                ? text.t('customerService.feed.end', { total: feed.data?.total ?? 0 })
                : text.t('customerService.feed.shown', { shown: rows.length, total: feed.data?.total ?? 0 })}
            </Typography.Text>
          )}
          {!feed.noMore && !feed.loadingMore && rows.length > 0 && (
            <div>
              <ActionLink onClick={() => feed.loadMore()}>{text.t('customerService.feed.more')}</ActionLink>
            </div>
          )}
        </div>
      </div>
      <RecordDialogs dialogs={dialogs} def={def} service={service} text={text} can={can} onChanged={reload} />
    </Card>
  );
}
