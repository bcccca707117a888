/**
 * A post opened from the board (or by its address, /cbbList?id=…): the formatted body (SafeHtml:
 * DOMPurify over the server's allow-listed HTML), attachments, likes, views and the comments (the
 * record's reply thread, plain text). Opening it counts a view.
 */
import { Drawer, Divider, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import SafeHtml from '@/components/SafeHtml';
import { CBB_LIKE_CODE, cbbPost, likedBy } from '@/domain/desks/cbb';
import type { ResourceRecord } from '@/domain/engine';
import RecordAttachments from '@/engine/RecordAttachments';
import ThreadPanel from '@/engine/ThreadPanel';
import type { ResourceText } from '@/engine/text';
import type { Can } from '@/engine/useCan';
import { useTabContainer } from '@/engine/useTabContainer';
import { cbbService } from '@/services/cbbVoice';
import { resourceService } from '@/services/resource';
import { LikeButton } from './PostCard';

interface Props {
  id?: string;
  text: ResourceText;
  can: Can;
  userNo?: string;
  onClose: () => void;
  /** the post changed (likes, comments, views): the feed updates its card */
  onChanged: (post: ResourceRecord) => void;
}

const service = resourceService(cbbPost);
const field = (key: string) => cbbPost.field(key)!;

export default function PostDrawer({ id, text, can, userNo, onClose, onChanged }: Props) {
  const {
    data: post,
    loading,
    error,
    mutate,
  } = useRequest(
    async () => {
      if (!id) return undefined;
      const found = await service.get(id);
      const counted = await cbbService.view(id).catch(() => undefined);
      return counted ? { ...found, views: counted.views } : found;
    },
    { refreshDeps: [id], onSuccess: (p) => p && onChanged(p) },
  );
  const update = (next: ResourceRecord) => {
    mutate(next);
    onChanged(next);
  };
  const like = async () => {
    if (!post || !userNo) return;
    const r = await cbbService.like(post.id);
    const others = ((post.likedBy as string[]) ?? []).filter((u) => u !== userNo);
    update({
      ...post,
      likes: r.likes,
      likedBy: r.liked ? [...others, userNo] : others,
    });
  };
  const title = useMemo(() => (post ? String(post.title) : ''), [post]);
  // rendered inside its tab's frame: hidden with its tab
  const tab = useTabContainer();
  return (
    <>
      <span ref={tab.anchor} hidden />
      <Drawer open={Boolean(id)} onClose={onClose} size="large" title={title || text.t('menu.cbbList')} destroyOnHidden getContainer={tab.container}>
        {loading && !post ? (
          <Skeleton active />
        ) : error || !post ? (
          <Result status="404" title={text.t('resource.detail.notFound')} />
        ) : (
          <article data-testid="cbb-post-detail">
            <Space wrap size={8} style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">
                {text.t('cbb.post.meta', {
                  author: String(post.applicantName ?? ''),
                  time: text.show(field('publishedAt'), post),
                })}
              </Typography.Text>
              <Tag>{text.show(field('category'), post)}</Tag>
              <Tag color="gold">{text.show(field('secrecyLevel'), post)}</Tag>
              <Typography.Text type="secondary">{text.t('cbb.post.views', { count: Number(post.views ?? 0) })}</Typography.Text>
            </Space>
            <SafeHtml html={post.body} className="cbb-post-body" />
            <Space style={{ margin: '12px 0' }}>
              <LikeButton liked={likedBy(post, userNo)} count={Number(post.likes ?? 0)} disabled={!can(CBB_LIKE_CODE)} onClick={like} text={text} />
            </Space>
            <Divider titlePlacement="start">{text.t('cbb.post.attachments')}</Divider>
            <RecordAttachments
              def={cbbPost}
              service={service}
              text={text}
              record={post}
              can={can}
              onChanged={(attachments) => update({ ...post, attachments })}
            />
            <Divider titlePlacement="start">{text.t('cbb.post.commentsTitle')}</Divider>
            <ThreadPanel def={cbbPost} record={post} text={text} can={can} />
          </article>
        )}
      </Drawer>
    </>
  );
}
