/**
 * Booking a training order: the customer, a published course and one of its sessions still to come
 * (each option shows its free seats), and the trainees — picked from the personnel files (name or ID
 * no.) or typed as new ones. The server decides on the seats (a refusal names the free seats and
 * lands under the trainees); what is typed is the user's draft until saved or discarded. The same
 * dialog edits an order that is still SUBMITTED.
 */
import { Col, Form, Row, Select, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ResourceRecord, Values } from '@/domain/engine';
import { courseManagement, personnelFile, trainingOrder as def, bookedSeats, upcomingSessions, type Session } from '@/domain/desks/training';
import { resourceService } from '@/services/resource';
import { FieldItem, useResourceText } from '@/engine';
import { announceChange } from '@/engine/changes';
import { formScope } from '@/engine/drafts';
import { useFeedback } from '@/engine/feedback';
import FormDialog from '@/engine/FormDialog';
import { useRecordSave } from '@/engine/saving';
import { useFormDraft } from '@/engine/useFormDraft';
import { showTime } from '@/engine/text';

const orders = resourceService(def);
const courses = resourceService(courseManagement);
const files = resourceService(personnelFile);
const KEYS = ['customerId', 'courseId', 'sessionNo', 'trainees', 'remark'];

interface Props {
  open: boolean;
  /** the order being edited (SUBMITTED); absent when booking a new one */
  record?: ResourceRecord;
  onClose: () => void;
}

export default function BookingDialog({ open, record, onClose }: Props) {
  const text = useResourceText(def);
  const message = useFeedback();
  const [form] = Form.useForm();
  const draft = useFormDraft(form, open ? formScope(def.key, record?.id) : undefined);
  const [courseList, setCourseList] = useState<ResourceRecord[]>([]);
  const [found, setFound] = useState<ResourceRecord[]>([]);
  const save = useRecordSave({ def, form, text, keys: KEYS, draft });
  const { clear, submit: send } = save;
  const searchSeq = useRef(0);
  const courseId = Form.useWatch('courseId', form) as string | undefined;
  const sessionNo = Form.useWatch('sessionNo', form) as string | undefined;
  const trainees = (Form.useWatch('trainees', form) as Values[] | undefined) ?? [];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(record ? Object.fromEntries(KEYS.map((k) => [k, record[k] ?? undefined])) : { trainees: [] });
    draft.loaded();
    clear();
    courses.list({ published: 'true', pageSize: 100, sortField: 'nextSessionAt', sortOrder: 'ascend' }).then(
      (page) => setCourseList(page.data ?? []),
      () => setCourseList([]),
    );
  }, [open, record?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const course = courseList.find((c) => c.id === courseId);
  const sessions: Session[] = course ? upcomingSessions(course, Date.now()) : [];
  const session = sessions.find((s) => s.sessionNo === sessionNo);
  // this order's own seats are free again for its edit
  const own = record && record.courseId === courseId && record.sessionNo === sessionNo ? bookedSeats([record], String(courseId), String(sessionNo)) : 0;
  const free = session ? Math.max(0, session.seats - (session.booked ?? 0) + own) : undefined;

  const search = async (keyword: string) => {
    const seq = ++searchSeq.current;
    if (keyword.trim().length < 1) return setFound([]);
    try {
      const page = await files.list({ keyword: keyword.trim(), pageSize: 10 });
      if (seq === searchSeq.current) setFound(page.data ?? []);
    } catch {
      /* shown by the request policy */
    }
  };
  const pick = async (id: string) => {
    const f = found.find((x) => x.id === id);
    if (!f) return;
    // the file's ID number comes masked: booking the person needs it in full (the reveal is logged)
    let idNo = f.idNo;
    try {
      idNo = (await files.revealPersonal(f.id)).values.idNo ?? f.idNo;
    } catch {
      return; // refused (no code to show ID numbers): said by the request policy; the person is not added
    }
    const row = { name: f.name, idNo, employer: f.employer, position: f.position };
    const rows = trainees.filter((t) => t && Object.values(t).some((v) => v !== undefined && v !== null && v !== ''));
    if (!rows.some((t) => t.idNo === idNo)) form.setFieldValue('trainees', [...rows, row]);
    draft.track({}, form.getFieldsValue(true));
  };

  const submit = async () => {
    const saved = await send(record, (payload) => (record ? orders.update(record.id, { ...payload, version: record.version }) : orders.create(payload)));
    if (!saved) return;
    message.success(record ? text.t('resource.form.saved') : text.t('training.booking.created', { code: String(saved.code) }));
    announceChange(def.key);
    announceChange(courseManagement.key);
    onClose();
  };

  const title = record ? text.t('resource.form.editTitle', { name: text.name, code: String(record.code ?? '') }) : text.t('training.booking.title');
  const courseOptions = useMemo(
    () => courseList.map((c) => ({ value: c.id, label: `${c.name}（${text.t(`courseManagement.enum.courseType.${c.courseType}`)}）` })),
    [courseList, text],
  );
  return (
    <FormDialog
      open={open}
      title={title}
      width={1040}
      form={form}
      name="trainingOrder-booking"
      text={text}
      draft={draft}
      save={save}
      submitLabel={record ? text.t('resource.form.submit') : text.t('training.booking.submit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={8}>
          <FieldItem def={def} field={def.field('customerId')!} text={text} current={record?.customerId} />
        </Col>
        <Col span={8}>
          <Form.Item
            name="courseId"
            label={text.label(def.field('courseId')!)}
            required
            rules={[{ required: true, message: text.t('training.booking.courseRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={courseOptions}
              placeholder={text.t('training.booking.coursePlaceholder')}
              onChange={() => form.setFieldValue('sessionNo', undefined)}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="sessionNo"
            label={text.t('training.booking.session')}
            required
            rules={[{ required: true, message: text.t('training.booking.sessionRequired') }]}
            extra={course && sessions.length === 0 ? text.t('training.booking.noSessions') : undefined}
          >
            <Select
              disabled={!course}
              options={sessions.map((s) => ({
                value: s.sessionNo,
                label: text.t('training.booking.sessionOption', {
                  no: s.sessionNo,
                  start: showTime(s.startAt),
                  place: s.place,
                  free: Math.max(0, s.seats - (s.booked ?? 0)),
                  seats: s.seats,
                }),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={text.t('training.booking.pick')}>
        <Select
          showSearch={{ filterOption: false, onSearch: search }}
          value={null}
          placeholder={text.t('training.booking.pickPlaceholder')}
          aria-label={text.t('training.booking.pick')}
          onChange={(id) => pick(String(id))}
          options={found.map((f) => ({ value: f.id, label: `${f.name} · ${f.idNo} · ${f.employer} · ${f.position}` }))}
        />
      </Form.Item>
      {free !== undefined && (
        <Typography.Paragraph type={trainees.length > free ? 'danger' : 'secondary'} className="training-free-seats">
          {text.t('training.booking.free', { free, count: trainees.length })}
        </Typography.Paragraph>
      )}
      <FieldItem def={def} field={def.field('trainees')!} text={text} current={record?.trainees} />
      <FieldItem def={def} field={def.field('remark')!} text={text} current={record?.remark} />
    </FormDialog>
  );
}
