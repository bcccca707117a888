/**
 * 常用筛选 — the saved filters of a list, in its toolbar: the user's saved searches (click one to apply
 * its filters and sort), delete with confirmation, and "保存当前筛选" naming the current search. They
 * are kept per user on the server (src/services/savedFilters.ts), so they follow the user to another
 * browser; the name is checked with the same rule the server applies.
 */
import { DeleteOutlined, FilterOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Popover, Result, Skeleton, Space, Typography } from 'antd';
import { useRequest } from 'ahooks';
import { useState, type ReactNode } from 'react';
import type { ResourceDef } from '@/domain/engine';
import { SAVED_FILTER_MAX, SAVED_FILTER_NAME_MAX, savedFilterNameProblem, type SavedFilter, type SavedQuery } from '@/domain/savedFilters';
import { bizInfo } from '@/services/resource';
import { deleteSavedFilter, listSavedFilters, saveFilter } from '@/services/savedFilters';
import { useFeedback } from './feedback';
import { applyIssues, refusalOf } from './saving';
import type { ResourceText } from './text';

interface Props {
  def: ResourceDef;
  text: ResourceText;
  /** the current search of the list (filters and sort, no paging) */
  current: () => SavedQuery;
  onApply: (query: SavedQuery) => void;
}

export default function SavedFilters({ def, text, current, onApply }: Props) {
  const message = useFeedback();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string>();
  const [form] = Form.useForm();
  // asked for when the list is opened (each time: saved in another browser, it is there), not with the page
  const { data, loading, error, refresh, mutate } = useRequest(() => listSavedFilters(def.key), { manual: true, onError: () => undefined });
  const list = data ?? [];

  const summary = (f: SavedFilter) => {
    const { sortField, sortOrder, ...filters } = f.query;
    const parts = [text.t('resource.savedFilter.summary', { count: Object.keys(filters).length })];
    const field = sortField ? def.field(sortField) : undefined;
    if (field)
      parts.push(
        text.t('resource.savedFilter.sorted', {
          label: text.label(field),
          order: text.t(`resource.savedFilter.${sortOrder === 'descend' ? 'descend' : 'ascend'}`),
        }),
      );
    return parts.join(' · ');
  };

  const apply = (f: SavedFilter) => {
    setOpen(false);
    onApply(f.query);
    message.success(text.t('resource.savedFilter.applied', { name: f.name }));
  };

  const remove = async (f: SavedFilter) => {
    try {
      await deleteSavedFilter(f.id);
      mutate(list.filter((x) => x.id !== f.id));
      message.success(text.t('resource.savedFilter.deleted', { name: f.name }));
    } catch {
      /* shown by the request policy */
    }
  };

  const save = async () => {
    let name: string;
    try {
      name = (await form.validateFields()).name.trim();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await saveFilter(def.key, name, current());
      mutate([...list, saved]);
      setNaming(false);
      message.success(text.t('resource.savedFilter.saved', { name: saved.name }));
    } catch (e) {
      const refused = refusalOf(e);
      const said = bizInfo(e)?.errorMessage;
      if (refused && 'issues' in refused) setGeneral(applyIssues(form, refused.issues, ['name'], text).join('；') || undefined);
      else if (said) setGeneral(said);
    } finally {
      setSaving(false);
    }
  };

  let content: ReactNode;
  if (loading && !data) content = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (error && !data)
    content = (
      <Result
        status="warning"
        title={text.t('resource.savedFilter.loadFailed')}
        extra={
          <Button size="small" onClick={refresh}>
            {text.t('resource.savedFilter.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <List
        size="small"
        className="resource-saved-filters"
        dataSource={list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.t('resource.savedFilter.empty')} /> }}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Popconfirm key="delete" title={text.t('resource.savedFilter.deleteConfirm', { name: f.name })} onConfirm={() => remove(f)}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${text.t('resource.savedFilter.delete')} ${f.name}`} />
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => apply(f)}>
                  {f.name}
                </Button>
              }
              description={summary(f)}
            />
          </List.Item>
        )}
      />
    );

  return (
    <>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) refresh();
        }}
        trigger="click"
        placement="bottomRight"
        title={
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <span>{text.t('resource.savedFilter.title')}</span>
            <Typography.Text type="secondary">{text.t('resource.savedFilter.count', { count: list.length, max: SAVED_FILTER_MAX })}</Typography.Text>
          </Space>
        }
        content={
          <div style={{ width: 340 }}>
            {content}
            <Button
              block
              icon={<SaveOutlined />}
              style={{ marginTop: 8 }}
              disabled={list.length >= SAVED_FILTER_MAX}
              onClick={() => {
                setOpen(false);
                setGeneral(undefined);
                form.resetFields();
                setNaming(true);
              }}
            >
              {text.t('resource.savedFilter.save')}
            </Button>
          </div>
        }
      >
        <Button icon={<FilterOutlined />}>{text.t('resource.savedFilter.title')}</Button>
      </Popover>
      <Modal
        open={naming}
        title={text.t('resource.savedFilter.save')}
        onCancel={() => setNaming(false)}
        onOk={save}
        okButtonProps={{ loading: saving }}
        destroyOnHidden
      >
        {general && <Typography.Paragraph type="danger">{general}</Typography.Paragraph>}
        <Form form={form} layout="vertical" onFinish={save} aria-label={text.t('resource.savedFilter.save')}>
          <Form.Item
            name="name"
            label={text.t('resource.savedFilter.name')}
            required
            rules={[
              {
                validator: async (_: unknown, value: unknown) => {
                  const problem = savedFilterNameProblem(value);
                  if (problem) throw new Error(text.issue(problem));
                },
              },
            ]}
          >
            <Input autoFocus maxLength={SAVED_FILTER_NAME_MAX} showCount placeholder={text.t('resource.savedFilter.namePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
