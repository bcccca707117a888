/**
 * 信息共享: the CBB board as a feed of the published posts the user may see (the server filters drafts
 * and secrecy), newest first, loading the next page as the list scrolls to LOAD_MORE_THRESHOLD_PX from
 * its end (useLoadMore); a category filter and a search over titles, text and authors. A post opens in
 * a drawer at its address (/cbbList?id=…). Writing happens in 我的CBB.
 */
import { EditOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import { Button, Empty, Input, Select, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { useLoadMore } from '@/core/request/lists';
import { CBB_LIKE_CODE, cbbPost, likedBy } from '@/domain/desks/cbb';
import type { ResourceRecord } from '@/domain/engine';
import { useCan } from '@/engine/useCan';
import { useResourceText } from '@/engine/text';
import { useRecordAddress } from '@/engine/useRecordAddress';
import { cbbService } from '@/services/cbbVoice';
import { resourceService } from '@/services/resource';
import PostCard from './PostCard';
import PostDrawer from './PostDrawer';
import './index.less';

const service = resourceService(cbbPost);
interface Feed {
  list: ResourceRecord[];
  total: number;
  current: number;
}

export default function CbbBoard() {
  const text = useResourceText(cbbPost);
  const can = useCan();
  const userNo = useModel('@@initialState', (m: any) => m.initialState?.user?.userNo) as string | undefined;
  const address = useRecordAddress();
  const scroller = useRef<HTMLDivElement>(null);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<string>();
  const categories = text.dict('cbbCategory');

  const feed = useLoadMore<Feed>(
    async (last) => {
      const current = (last?.current ?? 0) + 1;
      const page = await service.list({ current, pageSize: DEFAULT_PAGE_SIZE, status: 'PUBLISHED', keyword: keyword || undefined, category });
      return { list: page.data ?? [], total: page.total ?? 0, current };
    },
    { target: scroller, isNoMore: (d) => Boolean(d && d.list.length >= d.total), reloadDeps: [keyword, category] },
  );
  const replace = (post: ResourceRecord) =>
    feed.mutate(feed.data && { ...feed.data, list: feed.data.list.map((p) => (p.id === post.id ? { ...p, ...post } : p)) });
  const like = async (post: ResourceRecord) => {
    if (!userNo) return;
    const r = await cbbService.like(post.id);
    const others = ((post.likedBy as string[]) ?? []).filter((u) => u !== userNo);
    replace({ ...post, likes: r.likes, likedBy: r.liked ? [...others, userNo] : others });
  };

  const list = feed.data?.list ?? [];
  return (
    <PageContainer
      title={text.t('menu.cbbList')}
      extra={
        can(cbbPost.codes.create) && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => history.push('/cbbDetail')}>
            {text.t('cbb.board.write')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={text.t('cbb.board.search')}
          aria-label={text.t('cbb.board.search')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={text.t('cbb.board.allCategories')}
          aria-label={text.t('cbbList.field.category')}
          value={category}
          onChange={(v) => setCategory(v)}
          options={categories.items.map((i) => ({ value: i.value, label: categories.label(i.value) }))}
        />
        {feed.data && <Typography.Text type="secondary">{text.t('cbb.board.total', { total: feed.data.total })}</Typography.Text>}
      </Space>
      <div ref={scroller} className="cbb-feed" data-testid="cbb-feed">
        {feed.loading && !list.length ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : list.length === 0 ? (
          <Empty description={text.t('cbb.board.empty')} />
        ) : (
          // a feed owns its articles only: the spinner, the empty state and "load more" stay outside it
          <div role="feed" aria-busy={feed.loading || feed.loadingMore} aria-label={text.t('menu.cbbList')} className="cbb-feed-posts">
            {list.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                text={text}
                liked={likedBy(post, userNo)}
                mayLike={can(CBB_LIKE_CODE)}
                onOpen={() => address.open(post.id)}
                onLike={() => like(post)}
              />
            ))}
          </div>
        )}
        <div className="cbb-feed-end">
          {feed.loadingMore ? (
            <Spin size="small" />
          ) : feed.noMore ? (
            list.length > 0 && <Typography.Text type="secondary">{text.t('cbb.board.noMore')}</Typography.Text>
          ) : (
            list.length > 0 && (
              <Button size="small" onClick={feed.loadMore}>
                {text.t('cbb.board.loadMore')}
              </Button>
            )
          )}
        </div>
      </div>
      <PostDrawer id={address.recordId} text={text} can={can} userNo={userNo} onClose={address.close} onChanged={replace} />
    </PageContainer>
  );
}
