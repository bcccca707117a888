/**
 * The answer view: a staff member records one customer's answers to a published survey (a call, a
 * visit, a paper form). The customer comes from the customers table, the region from 选项配置; the
 * questions are checked as the server checks them, and a refusal's issues land under their questions.
 * Nothing typed is lost when the server refuses.
 */
import { useApi } from '@/core/request';
import { answerField, CUSTOMER_DICT, questionsOf, REGION_DICT, type AnswerValue } from '@/domain/surveys';
import type { ResourceRecord } from '@/domain/engine';
import { useDictionary, useResourceText } from '@/engine';
import { useFeedback } from '@/engine/feedback';
import { refusalOf } from '@/engine/saving';
import { bizInfo } from '@/services/resource';
import { surveyService } from '@/services/surveys';
import { surveysList } from '@/domain/surveys/definition';
import { useIntl } from '@umijs/max';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import QuestionItems, { ANSWERS } from './QuestionItems';

interface Props {
  survey: ResourceRecord;
  open: boolean;
  onClose: () => void;
  onAnswered: () => void;
}

export default function AnswerDialog({ survey, open, onClose, onAnswered }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useResourceText(surveysList);
  const message = useFeedback();
  const [form] = Form.useForm();
  const [general, setGeneral] = useState<string[]>([]);
  const customers = useDictionary(CUSTOMER_DICT);
  const regions = useDictionary(REGION_DICT);
  const questions = useMemo(() => questionsOf(survey), [survey]);
  const send = useApi(surveyService.answer, { manual: true });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setGeneral([]);
  }, [open, form]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the problems are under their questions
    }
    // the whole store: the questions' items are nested names (answers[i])
    const values = form.getFieldsValue(true) as { customerId: string; region: string; answers?: AnswerValue[] };
    const answers = questions.map((q, i) => {
      const v = values.answers?.[i];
      return v === undefined || v === '' || (q.type === 'RATING' && v === 0) || (Array.isArray(v) && !v.length) ? null : v;
    });
    try {
      await send.runAsync(survey.id, { customerId: values.customerId, region: values.region, answers });
    } catch (e) {
      const info = bizInfo(e);
      if (info?.errorCode === 'ALREADY_ANSWERED') form.setFields([{ name: 'customerId', errors: [info.errorMessage ?? ''] }]);
      const refused = refusalOf(e);
      if (refused && 'issues' in refused) {
        const rest: string[] = [];
        const onField: Array<{ name: (string | number)[]; errors: string[] }> = [];
        for (const issue of refused.issues) {
          const at = questions.findIndex((_q, i) => issue.field === answerField(i));
          if (at >= 0) onField.push({ name: [ANSWERS, at], errors: [text.issue(issue)] });
          else if (issue.field === 'customerId' || issue.field === 'region') onField.push({ name: [issue.field], errors: [text.issue(issue)] });
          else rest.push(text.issue(issue));
        }
        form.setFields(onField);
        setGeneral(rest);
      }
      return; // the request policy has shown the refusal; what was typed stays
    }
    message.success(t('surveysList.page.answerSaved', { customer: customers.label(values.customerId) }));
    onAnswered();
  };

  return (
    <Modal
      open={open}
      title={t('surveysList.page.answerTitle', { title: String(survey.title ?? '') })}
      width={720}
      style={{ top: 32 }}
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', paddingRight: 8 } }}
      okText={t('surveysList.page.answerSubmit')}
      confirmLoading={send.loading}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {general.length > 0 && <Alert type="error" showIcon title={general.join('；')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" name={`survey-answer-${survey.id}`}>
        <Form.Item
          name="customerId"
          label={t('surveysList.answer.customer')}
          rules={[{ required: true, message: text.issue({ message: 'resource.validation.required', params: { label: 'surveysList.answer.customer' } }) }]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={customers.options()} loading={customers.loading} />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('surveysList.answer.region')}
          rules={[{ required: true, message: text.issue({ message: 'resource.validation.required', params: { label: 'surveysList.answer.region' } }) }]}
        >
          <Select options={regions.options()} loading={regions.loading} />
        </Form.Item>
        <QuestionItems questions={questions} />
      </Form>
    </Modal>
  );
}
