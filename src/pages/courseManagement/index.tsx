/**
 * 培训课程: the course list of the engine; a new course or an edit opens the full-page editor
 * (/courseManagementEdit/<type>[/<id>]) in its own tab — a new one asks for the type first. The
 * sessions column shows the next sessions with their free seats.
 */
import { useIntl, useNavigate } from '@umijs/max';
import { Modal, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ResourceRecord } from '@/domain/engine';
import { courseManagement, COURSE_TYPES, upcomingSessions, type CourseType } from '@/domain/desks/training';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

const editorPath = (type: string, id?: string) => `/courseManagementEdit/${type}${id ? `/${encodeURIComponent(id)}` : ''}`;

function NextSessions({ record }: { record: ResourceRecord }) {
  const intl = useIntl();
  const next = upcomingSessions(record, Date.now()).slice(0, 2);
  if (!next.length) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'training.course.noUpcoming' })}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {next.map((s) => {
        const free = Math.max(0, s.seats - (s.booked ?? 0));
        return (
          <Tag key={s.sessionNo} color={free ? 'blue' : 'default'}>
            {s.sessionNo} {dayjs(s.startAt).format('MM-DD')} ·{' '}
            {free ? intl.formatMessage({ id: 'training.course.free' }, { free }) : intl.formatMessage({ id: 'training.course.full' })}
          </Tag>
        );
      })}
    </Space>
  );
}

export const preload = firstPageOf(courseManagement);

export default function CourseManagement() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [type, setType] = useState<CourseType>('theory');

  return (
    <>
      <ResourcePage
        resource={courseManagement}
        onCreate={() => setPicking(true)}
        onEdit={(r) => navigate(editorPath(String(r.courseType), r.id))}
        render={{
          sessions: (_v, r) => <NextSessions record={r} />,
          published: (v) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'resource.value.yes' : 'resource.value.no')}</Tag>,
        }}
      />
      <Modal
        open={picking}
        title={t('training.course.pickType')}
        okText={t('training.course.next')}
        cancelText={t('resource.form.cancel')}
        onCancel={() => setPicking(false)}
        onOk={() => {
          setPicking(false);
          navigate(editorPath(type));
        }}
      >
        <Typography.Paragraph type="secondary">{t('training.course.pickTypeHint')}</Typography.Paragraph>
        <Radio.Group value={type} onChange={(e) => setType(e.target.value)} aria-label={t('training.course.pickType')}>
          <Space direction="vertical">
            {COURSE_TYPES.map((v) => (
              <Radio key={v} value={v}>
                <Typography.Text strong>{t(`courseManagement.enum.courseType.${v}`)}</Typography.Text>
                <Typography.Text type="secondary"> — {t(`training.course.typeHint.${v}`)}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Modal>
    </>
  );
}
