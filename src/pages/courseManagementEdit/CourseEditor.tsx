/**
 * The course editor, a full page: base data, the type's own fields, the syllabus (ordered sections),
 * the sessions and — once the course is saved — its materials (files through the file API).
 *
 * Nothing typed is lost: every change is the user's draft of this editor (useFormDraft, scope
 * `courseManagement:<id | new-<type>>`), offered back when the editor opens again; the tab keeps the
 * page mounted while another tab is shown; leaving through 返回 or closing the window with unsaved
 * changes asks first. A refused save keeps every value: field problems land on their fields, a stale
 * version shows a notice with a way to load the latest course.
 */
import { useNavigate } from '@umijs/max';
import { FooterToolbar, PageContainer } from '@ant-design/pro-components';
import { Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTabLabel } from '@/core/tabs/labels';
import { formFields, formInitials, type FieldDef, type ResourceRecord, type Values } from '@/domain/engine';
import { courseManagement as def, nextSessionNo, TYPE_FIELDS, type CourseType, type Session } from '@/domain/desks/training';
import { resourceService } from '@/services/resource';
import { FieldItem, useCan, useResourceText } from '@/engine';
import { announceChange } from '@/engine/changes';
import { formScope } from '@/engine/drafts';
import { useFeedback } from '@/engine/feedback';
import RecordAttachments from '@/engine/RecordAttachments';
import { SaveNotices, useRecordSave } from '@/engine/saving';
import { useFormDraft } from '@/engine/useFormDraft';

const service = resourceService(def);
const BASE = ['name', 'aircraftType', 'hours', 'instructor', 'capacity', 'validityMonths', 'published', 'location', 'description'];
const LIST_PATH = '/courseManagement';

interface Props {
  type: CourseType;
  /** the stored course; absent for a new one */
  record?: ResourceRecord;
}

export default function CourseEditor({ type, record }: Props) {
  const navigate = useNavigate();
  const text = useResourceText(def);
  const can = useCan();
  const message = useFeedback();
  const [form] = Form.useForm();
  const [base, setBase] = useState<ResourceRecord | undefined>(record);
  const [dirty, setDirty] = useState(false);
  const mode = base ? 'edit' : 'create';
  const fields = useMemo(() => formFields(def, mode), [mode]);
  const keys = useMemo(() => fields.map((f) => f.key), [fields]);
  const draft = useFormDraft(form, formScope(def.key, record?.id ?? `new-${type}`));
  const invalid = (count: number) => text.t('training.editor.invalid', { count });
  const { saving, general, stale, clear, submit } = useRecordSave({ def, form, text, keys, draft, invalid });
  const typeName = text.t(`courseManagement.enum.courseType.${type}`);
  useTabLabel(base ? String(base.name) : undefined);

  const field = (key: string) => def.field(key) as FieldDef;
  const baseKeys = BASE.filter((k) => !(type === 'online' && k === 'location'));
  const wide = (f: FieldDef) => f.wide || f.type === 'textarea';

  const load = (r: ResourceRecord | undefined) => {
    form.resetFields();
    form.setFieldsValue(
      r ? Object.fromEntries(keys.map((k) => [k, r[k] ?? undefined])) : { ...formInitials(def), courseType: type, syllabus: [{}], sessions: [] },
    );
    draft.loaded();
    setBase(r);
    clear();
    setDirty(false);
  };
  useEffect(() => load(record), [record?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  // closing or reloading the window with unsaved changes: the browser asks first
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** A new session row gets the next number and the course's seats. */
  const onValuesChange = (changed: Values, all: Values) => {
    if (Array.isArray(changed.sessions)) {
      const rows = (all.sessions ?? []) as Array<Partial<Session>>;
      if (rows.some((s) => s && !s.sessionNo)) {
        const filled = rows.map((s, i) =>
          s?.sessionNo
            ? s
            : {
                ...s,
                sessionNo: nextSessionNo(rows.slice(0, i).concat(rows.slice(i + 1))),
                seats: s?.seats ?? all.capacity,
                instructor: s?.instructor ?? all.instructor,
              },
        );
        form.setFieldValue('sessions', filled);
        all = { ...all, sessions: filled };
      }
    }
    setDirty(true);
    draft.track(changed, all);
  };

  const save = async () => {
    const saved = await submit(base, (payload) => (base ? service.update(base.id, { ...payload, version: base.version }) : service.create(payload)));
    if (!saved) return;
    message.success(base ? text.t('training.editor.saved') : text.t('training.editor.created', { code: String(saved.code) }));
    announceChange(def.key);
    load(saved);
  };

  const reloadLatest = async () => {
    if (!base) return;
    try {
      load(await service.get(base.id));
    } catch {
      /* shown by the request policy */
    }
  };

  const back = () => (dirty ? draft.close(() => navigate(LIST_PATH)) : navigate(LIST_PATH));
  const title = base ? text.t('training.editor.titleEdit', { name: String(base.name) }) : text.t('training.editor.titleNew', { type: typeName });
  // the type's own fields are required for this type (typeFieldIssues): marked and checked as such
  const own = (k: string): FieldDef => (TYPE_FIELDS[type].includes(k) ? { ...field(k), required: true } : field(k));
  const items = (list: string[]) => (
    <Row gutter={16}>
      {list.map((k) => (
        <Col key={k} xs={24} md={wide(field(k)) ? 24 : 12} xl={wide(field(k)) ? 24 : 8}>
          <FieldItem def={def} field={own(k)} text={text} current={base?.[k]} />
        </Col>
      ))}
    </Row>
  );

  return (
    <PageContainer title={title} subTitle={dirty ? <Typography.Text type="warning">{text.t('training.editor.unsaved')}</Typography.Text> : undefined}>
      {/* a long page: 返回 and 保存 stay at the bottom of the window wherever the user has scrolled to */}
      <FooterToolbar>
        <Button onClick={back}>{text.t('training.editor.back')}</Button>
        <Button type="primary" loading={saving} onClick={save} disabled={!can(base ? def.codes.edit : def.codes.create)}>
          {text.t('training.editor.save')}
        </Button>
      </FooterToolbar>
      {draft.notice}
      <SaveNotices stale={stale} general={general} text={text} onReload={reloadLatest} />
      <Form form={form} name={`course-${type}`} layout="vertical" aria-label={title} onValuesChange={onValuesChange}>
        <Form.Item name="courseType" hidden>
          <Input />
        </Form.Item>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={text.t('training.editor.base')}>{items(baseKeys)}</Card>
          {TYPE_FIELDS[type].length > 0 && <Card title={text.t('training.editor.typeSection', { type: typeName })}>{items([...TYPE_FIELDS[type]])}</Card>}
          <Card title={text.t('training.editor.syllabus')}>
            <FieldItem def={def} field={field('syllabus')} text={text} current={base?.syllabus} />
          </Card>
          <Card title={text.t('training.editor.sessions')}>
            <FieldItem def={def} field={field('sessions')} text={text} current={base?.sessions} />
          </Card>
        </Space>
      </Form>
      <Card title={text.t('training.editor.materials')} style={{ marginTop: 16, marginBottom: 64 }}>
        {base ? (
          <RecordAttachments
            def={def}
            service={service}
            text={text}
            record={base}
            can={can}
            onChanged={async () => {
              // attaching moves the version on: keep what is typed, take the new version
              try {
                const latest = await service.get(base.id);
                setBase((b) => (b ? { ...b, version: latest.version, attachments: latest.attachments } : b));
              } catch {
                /* shown by the request policy */
              }
            }}
          />
        ) : (
          <Typography.Text type="secondary">{text.t('training.editor.materialsAfterSave')}</Typography.Text>
        )}
      </Card>
    </PageContainer>
  );
}
