/** One post of the board's feed: title (opens it), author and time, category and secrecy, excerpt, counters, like. */
import { EyeOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import { CBB_EXCERPT_LENGTH, cbbPost } from '@/domain/desks/cbb';
import type { ResourceRecord } from '@/domain/engine';
import type { ResourceText } from '@/engine/text';

interface Props {
  post: ResourceRecord;
  text: ResourceText;
  liked: boolean;
  mayLike: boolean;
  onOpen: () => void;
  onLike: () => void;
}

const field = (key: string) => cbbPost.field(key)!;

/** The like toggle: its name holds the count it shows ("点赞，2 人点赞"), as speech input expects. */
export function LikeButton({
  liked,
  count,
  disabled,
  onClick,
  text,
}: {
  liked: boolean;
  count: number;
  disabled?: boolean;
  onClick: () => void;
  text: ResourceText;
}) {
  return (
    <Button
      size="small"
      type={liked ? 'primary' : 'default'}
      ghost={liked}
      icon={liked ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={liked}
      aria-label={text.t(liked ? 'cbb.post.unlikeLabel' : 'cbb.post.likeLabel', { count })}
      disabled={disabled}
      onClick={onClick}
    >
      {count}
    </Button>
  );
}

export default function PostCard({ post, text, liked, mayLike, onOpen, onLike }: Props) {
  const excerpt = String(post.bodyText ?? '');
  return (
    <Card size="small" className="cbb-post" data-testid="cbb-post" role="article" aria-label={String(post.title)}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <ActionLink strong onClick={onOpen} className="cbb-post-title">
          {String(post.title)}
        </ActionLink>
        <Space wrap size={8}>
          <Typography.Text type="secondary">
            {text.t('cbb.post.meta', { author: String(post.applicantName ?? ''), time: text.show(field('publishedAt'), post) })}
          </Typography.Text>
          <Tag>{text.show(field('category'), post)}</Tag>
          <Tag color="gold">{text.show(field('secrecyLevel'), post)}</Tag>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {excerpt.length > CBB_EXCERPT_LENGTH ? `${excerpt.slice(0, CBB_EXCERPT_LENGTH)}…` : excerpt}
        </Typography.Paragraph>
        <Space size={16}>
          <LikeButton liked={liked} count={Number(post.likes ?? 0)} disabled={!mayLike} onClick={onLike} text={text} />
          <Typography.Text type="secondary">
            <MessageOutlined /> {text.t('cbb.post.comments', { count: Number(post.comments ?? 0) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            <EyeOutlined /> {text.t('cbb.post.views', { count: Number(post.views ?? 0) })}
          </Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
