/**
 * The input of a `richText` field: tiptap (ProseMirror) with its starter kit — headings, bold, italic,
 * strike, lists, quote, inline code and code blocks, links — and a toolbar whose buttons are named for
 * screen readers and show their state (aria-pressed). The value is the editor's HTML; the server keeps
 * its allow-listed subset (src/domain/html.ts). Loaded on demand (lazy in FieldControl): tiptap stays
 * out of the list's chunk.
 */
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  DisconnectOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { safeHref } from '@/domain/html';
import type { ResourceText } from './text';
import './richText.less';

interface Props {
  value?: unknown;
  onChange?: (html: string) => void;
  text: ResourceText;
  'aria-label'?: string;
  id?: string;
}

interface Tool {
  key: string;
  icon: ReactNode;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
}

const TOOLS: Tool[][] = [
  [
    { key: 'bold', icon: <BoldOutlined />, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', icon: <ItalicOutlined />, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
    { key: 'strike', icon: <StrikethroughOutlined />, run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
    { key: 'code', icon: <CodeOutlined />, run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    { key: 'heading2', icon: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { key: 'heading3', icon: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
    { key: 'bulletList', icon: <UnorderedListOutlined />, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { key: 'orderedList', icon: <OrderedListOutlined />, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { key: 'blockquote', icon: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
    { key: 'codeBlock', icon: '{ }', run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  ],
  [
    { key: 'undo', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
  ],
];

export default function RichTextInput({ value, onChange, text, id, ...rest }: Props) {
  const [linking, setLinking] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: typeof value === 'string' ? value : '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': rest['aria-label'] ?? text.t('cbbList.field.body'), ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // a value set from outside (the form loads a record, a draft is restored) replaces the content
  useEffect(() => {
    if (!editor || typeof value !== 'string') return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const button = (tool: Tool) => {
    const label = text.t(`cbb.editor.${tool.key}`);
    const pressed = tool.active?.(editor);
    return (
      <Tooltip key={tool.key} title={label}>
        <Button
          size="small"
          type={pressed ? 'primary' : 'text'}
          aria-label={label}
          aria-pressed={tool.active ? Boolean(pressed) : undefined}
          onClick={() => tool.run(editor)}
          icon={typeof tool.icon === 'string' ? undefined : tool.icon}
        >
          {typeof tool.icon === 'string' ? tool.icon : null}
        </Button>
      </Tooltip>
    );
  };
  const applyLink = () => {
    const href = safeHref((linking ?? '').trim());
    if (!href) {
      setLinkProblem(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
    setLinkProblem(false);
  };
  return (
    <div className="rich-text-input">
      <div role="toolbar" aria-label={text.t('cbb.editor.toolbar')} className="rich-text-toolbar">
        {TOOLS.map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the toolbar's groups are a constant list
          <Space key={i} size={2} separator={null}>
            {i > 0 && <Divider orientation="vertical" />}
            {group.map(button)}
          </Space>
        ))}
        <Divider orientation="vertical" />
        <Tooltip title={text.t('cbb.editor.link')}>
          <Button
            size="small"
            type={editor.isActive('link') ? 'primary' : 'text'}
            aria-label={text.t('cbb.editor.link')}
            aria-pressed={editor.isActive('link')}
            icon={<LinkOutlined />}
            onClick={() => setLinking(String(editor.getAttributes('link').href ?? ''))}
          />
        </Tooltip>
        <Tooltip title={text.t('cbb.editor.unlink')}>
          <Button
            size="small"
            type="text"
            aria-label={text.t('cbb.editor.unlink')}
            icon={<DisconnectOutlined />}
            disabled={!editor.isActive('link')}
            onClick={() => editor.chain().focus().unsetLink().run()}
          />
        </Tooltip>
      </div>
      {linking !== null && (
        <Input.Search
          size="small"
          autoFocus
          aria-label={text.t('cbb.editor.linkPrompt')}
          placeholder={text.t('cbb.editor.linkPrompt')}
          status={linkProblem ? 'error' : undefined}
          value={linking}
          onChange={(e) => setLinking(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setLinking(null)}
          onSearch={applyLink}
          enterButton={text.t('cbb.editor.link')}
          className="rich-text-link"
        />
      )}
      {linkProblem && linking !== null && <div className="ant-form-item-explain-error">{text.t('cbb.editor.linkInvalid')}</div>}
      <EditorContent editor={editor} className="rich-text-content safe-html" />
    </div>
  );
}
