/**
 * Under a survey's fields in its detail drawer: preview it as a customer sees it, record a customer's
 * answer while it is published (holders of surveysList:answer), and the customers who answered.
 */
import { tablePagination, useApi } from '@/core/request';
import { questionsOf, SURVEY_CODES, REGION_DICT, type SurveyAnswer } from '@/domain/surveys';
import type { ResourceRecord } from '@/domain/engine';
import { useDictionary } from '@/engine';
import { surveyService } from '@/services/surveys';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Form, Modal, Space, Table, Typography } from 'antd';
import { showTime } from '@/engine/text';
import { useMemo, useState } from 'react';
import AnswerDialog from './AnswerDialog';
import QuestionItems from './QuestionItems';

export default function SurveyPanel({ survey }: { survey: ResourceRecord }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const access = useAccess();
  const regions = useDictionary(REGION_DICT);
  const [previewing, setPreviewing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const questions = useMemo(() => questionsOf(survey), [survey]);
  const answered = useApi(() => surveyService.answers(survey.id, page), {
    refreshDeps: [survey.id, page.current, page.pageSize],
    ready: survey.status !== 'DRAFT',
  });
  const canAnswer = survey.status === 'PUBLISHED' && access.hasElement(SURVEY_CODES.answer);

  return (
    <div style={{ marginTop: 16 }}>
      <Space wrap>
        <Button onClick={() => setPreviewing(true)}>{t('surveysList.page.preview')}</Button>
        {canAnswer && (
          <Button type="primary" onClick={() => setAnswering(true)}>
            {t('surveysList.page.answer')}
          </Button>
        )}
      </Space>
      {survey.status !== 'DRAFT' && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('surveysList.page.answered')}
          </Typography.Title>
          <Table<SurveyAnswer>
            size="small"
            rowKey="id"
            loading={answered.loading}
            dataSource={answered.data?.data ?? []}
            locale={{ emptyText: t('surveysList.page.answeredEmpty') }}
            pagination={{
              ...tablePagination,
              current: page.current,
              pageSize: page.pageSize,
              total: answered.data?.total ?? 0,
              onChange: (current, pageSize) => setPage({ current, pageSize }),
            }}
            columns={[
              { key: 'customer', title: t('surveysList.answer.customer'), dataIndex: 'customerName', ellipsis: true },
              { key: 'region', title: t('surveysList.answer.region'), dataIndex: 'region', width: 110, render: (v: string) => regions.label(v) },
              {
                key: 'at',
                title: t('surveysList.page.answeredAt'),
                dataIndex: 'answeredAt',
                width: 150,
                render: (v: string) => showTime(v),
              },
              { key: 'by', title: t('surveysList.page.answeredBy'), dataIndex: 'answeredByName', width: 100 },
            ]}
          />
        </>
      )}
      <Modal
        open={previewing}
        title={t('surveysList.page.previewTitle', { title: String(survey.title ?? '') })}
        width={720}
        footer={null}
        onCancel={() => setPreviewing(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('surveysList.page.previewHint')}</Typography.Paragraph>
        {survey.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{String(survey.description)}</Typography.Paragraph> : null}
        <Form layout="vertical" name={`survey-preview-${survey.id}`}>
          <QuestionItems questions={questions} />
        </Form>
      </Modal>
      {canAnswer && (
        <AnswerDialog
          survey={survey}
          open={answering}
          onClose={() => setAnswering(false)}
          onAnswered={() => {
            setAnswering(false);
            answered.refresh();
          }}
        />
      )}
    </div>
  );
}
