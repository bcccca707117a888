/**
 * The questions of a survey as a customer answers them: one form item per question (`answers[i]`),
 * checked by the domain's own `answerProblem` — the same check the server runs. Used by the preview
 * (nothing is sent) and by the answer dialog.
 */
import { answerProblem, RATING_MAX, type Question } from '@/domain/surveys';
import { useIntl } from '@umijs/max';
import { Checkbox, Empty, Form, Input, Radio, Rate, Space, Tag, Typography } from 'antd';

export const ANSWERS = 'answers';

/** The input of one question; `value` / `onChange` come from its Form.Item. */
function Control({ q, ...field }: { q: Question; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  switch (q.type) {
    case 'SINGLE':
      return <Radio.Group {...(field as object)} options={q.options.map((o) => ({ value: o, label: o }))} />;
    case 'MULTIPLE':
      return <Checkbox.Group {...(field as object)} options={q.options.map((o) => ({ value: o, label: o }))} />;
    case 'RATING':
      return <Rate {...(field as object)} count={RATING_MAX} allowClear />;
    default:
      return <Input.TextArea {...(field as object)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />;
  }
}

export default function QuestionItems({ questions }: { questions: Question[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!questions.length) return <Empty description={t('surveysList.page.noQuestions')} />;
  return (
    <>
      {questions.map((q, i) => (
        <Form.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: the answer's form path is its position in the survey, so is its key
          key={i}
          name={[ANSWERS, i]}
          label={
            <Space size={6} wrap>
              <Typography.Text type="secondary">{t('surveysList.page.questionNo', { n: i + 1 })}</Typography.Text>
              <span>{q.text}</span>
              <Tag color={q.required ? 'red' : 'default'} variant="outlined">
                {t(q.required ? 'surveysList.page.requiredMark' : 'surveysList.page.optional')}
              </Tag>
            </Space>
          }
          required={false}
          rules={[
            {
              validator: async (_rule, value) => {
                // a rating left at 0 stars is no answer
                const p = answerProblem(q, q.type === 'RATING' && value === 0 ? null : value);
                if (p)
                  throw new Error(
                    p.message.startsWith('resource.') ? t(p.message, { label: t('surveysList.answer.text') }) : t(p.message, { n: i + 1, ...p.params }),
                  );
              },
            },
          ]}
        >
          <Control q={q} />
        </Form.Item>
      ))}
    </>
  );
}
