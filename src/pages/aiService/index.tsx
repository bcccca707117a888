/**
 * AI助手: a chat built with @ant-design/x. The user's conversations (kept on the server, per user) on
 * the left — open one, start a new one, delete one after confirming; the open conversation on the
 * right, its answers streamed token by token with their sources cited as links to the records. The
 * answer being written can be stopped; one whose stream dropped can be asked again.
 */
import { DeleteOutlined, MessageOutlined, PlusOutlined, RobotOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { Bubble, Conversations, Prompts, Sender, Welcome, type BubbleItemType } from '@ant-design/x';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Avatar, Button, Card, ConfigProvider, Empty, Flex, Popconfirm, Spin, theme, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '@/core/request/hooks';
import { QUESTION_MAX } from '@/domain/ai';
import { useFeedback } from '@/engine/feedback';
import { aiService } from '@/services/ai';
import AnswerFooter from './Answer';
import './index.less';
import { useChat, type ShownMessage } from './useChat';

/** The chat's theme: the page's, with run-time styles (the bubbles, the conversation list, the sender). */
const CHAT_THEME = { zeroRuntime: false };

const EXAMPLES = ['aiService.example.core', 'aiService.example.certificate', 'aiService.example.tat'];

export default function AiServicePage() {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const message = useFeedback();
  const { token } = theme.useToken();
  const list = useApi(aiService.conversations, { onError: () => undefined });
  const refreshList = useCallback(() => list.refresh(), [list]);
  const chat = useChat(refreshList);
  const [draft, setDraft] = useState('');

  const send = async (question: string) => {
    setDraft('');
    const accepted = await chat.ask(question);
    // refused (too long, empty, not plain text): nothing lost, the question stays in the box
    if (!accepted) setDraft(question);
  };

  const remove = async (id: string) => {
    try {
      await aiService.remove(id);
    } catch {
      return; // shown by the request policy
    }
    message.success(t('aiService.delete.done'));
    if (chat.conversationId === id) void chat.open(undefined);
    list.refresh();
  };

  const items = useMemo(
    (): BubbleItemType[] =>
      chat.messages.map((m: ShownMessage) =>
        m.role === 'user'
          ? { key: m.id, role: 'user', content: m.content }
          : {
              key: m.id,
              role: 'ai',
              content: m.content,
              loading: m.status === 'streaming' && m.content === '',
              streaming: m.status === 'streaming',
              extraInfo: { streaming: m.status === 'streaming' },
              footer: m.status === 'streaming' ? undefined : <AnswerFooter message={m} onRetry={chat.retry} />,
            },
      ),
    [chat.messages, chat.retry],
  );

  // each item holds real buttons: the title opens it (the click reaches the item), the bin deletes it
  const conversations = (list.data ?? []).map((c) => ({
    key: c.id,
    icon: <MessageOutlined />,
    label: (
      <span className="ai-conv-label">
        <button type="button" className="ai-conv-open">
          {c.title}
        </button>
        {/* the confirmation's clicks stay here: they must not open the conversation */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only stops clicks bubbling to the row; the controls are inside it */}
        <span onClick={(e) => e.stopPropagation()} role="presentation">
          <Popconfirm
            title={t('aiService.delete.title')}
            description={t('aiService.delete.content', { title: c.title })}
            okText={t('aiService.delete.ok')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(c.id)}
          >
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('aiService.delete.label', { title: c.title })} />
          </Popconfirm>
        </span>
      </span>
    ),
  }));
  const tooLong = draft.length > QUESTION_MAX;

  return (
    <PageContainer title={t('menu.aiService')} subTitle={t('aiService.subtitle')}>
      {/* the pages render with antd's zero-runtime styles (docs/changelog/performance-history.md, lever 8), whose static
          stylesheet has no @ant-design/x rules: the chat's components write theirs at run time */}
      <ConfigProvider theme={CHAT_THEME}>
        <Card styles={{ body: { padding: 0 } }}>
          <Flex className="ai-chat">
            <div className="ai-chat-side">
              <Button type="primary" block icon={<PlusOutlined />} onClick={() => void chat.open(undefined)} disabled={chat.streaming}>
                {t('aiService.new')}
              </Button>
              <Typography.Title level={2} className="ai-chat-side-title">
                {t('aiService.history')}
              </Typography.Title>
              {list.loading && !list.data ? (
                <Spin />
              ) : conversations.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('aiService.history.empty')} />
              ) : (
                <Conversations items={conversations} activeKey={chat.conversationId} onActiveChange={(key) => !chat.streaming && void chat.open(String(key))} />
              )}
            </div>
            <Flex vertical className="ai-chat-main">
              <div className="ai-chat-messages" aria-live="polite" data-testid="ai-messages">
                {chat.loading ? (
                  <Spin />
                ) : items.length === 0 ? (
                  <Flex vertical gap={16} className="ai-chat-welcome">
                    <Welcome icon={<RobotOutlined />} title={t('aiService.welcome.title')} description={t('aiService.welcome.description')} />
                    <Prompts
                      title={t('aiService.examples')}
                      items={EXAMPLES.map((key) => ({ key, description: t(key) }))}
                      onItemClick={({ data }) => void send(String(data.description))}
                      wrap
                    />
                  </Flex>
                ) : (
                  <Bubble.List
                    items={items}
                    role={{
                      ai: {
                        placement: 'start',
                        avatar: <Avatar icon={<RobotOutlined />} style={{ background: token.colorPrimary }} />,
                        variant: 'outlined',
                        // the answer streams in with a caret after its last token
                        contentRender: (c: string, info: { status?: string; extraInfo?: { streaming?: boolean } }) => (
                          <div className="ai-answer" data-streaming={info.extraInfo?.streaming ? 'true' : undefined}>
                            {c}
                            {info.extraInfo?.streaming && <span className="ai-caret" aria-hidden />}
                          </div>
                        ),
                      },
                      user: {
                        placement: 'end',
                        avatar: <Avatar icon={<UserOutlined />} />,
                        variant: 'filled',
                        contentRender: (c: string) => <div className="ai-answer">{c}</div>,
                      },
                    }}
                  />
                )}
              </div>
              <div className="ai-chat-input">
                {chat.error && (
                  <Alert type="error" showIcon closable message={chat.error} onClose={() => chat.setError(undefined)} style={{ marginBottom: 8 }} />
                )}
                {chat.streaming && (
                  <Flex justify="center" style={{ marginBottom: 8 }}>
                    <Button icon={<StopOutlined />} onClick={chat.stop}>
                      {t('aiService.stop')}
                    </Button>
                  </Flex>
                )}
                <Sender
                  value={draft}
                  onChange={(v) => setDraft(v)}
                  onSubmit={(v) => void send(v)}
                  onCancel={chat.stop}
                  loading={chat.streaming}
                  placeholder={t('aiService.placeholder')}
                  autoSize={{ minRows: 1, maxRows: 6 }}
                  footer={
                    <Typography.Text type={tooLong ? 'danger' : 'secondary'} className="ai-count">
                      {t('aiService.count', { length: draft.length, max: QUESTION_MAX })}
                    </Typography.Text>
                  }
                />
              </div>
            </Flex>
          </Flex>
        </Card>
      </ConfigProvider>
    </PageContainer>
  );
}
