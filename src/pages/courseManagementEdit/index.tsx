/**
 * /courseManagementEdit/:type (a new course of that type) and /courseManagementEdit/:type/:id (edit
 * one). An unknown type, an id that does not exist (or that the user may not see), or a course of
 * another type than the address says: a "not found" page with the way back, never a crash.
 */
import { useIntl, useNavigate, useParams } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceRecord } from '@/domain/engine';
import { courseManagement, isCourseType } from '@/domain/desks/training';
import { bizInfo, resourceService } from '@/services/resource';
import CourseEditor from './CourseEditor';

const service = resourceService(courseManagement);

type Loaded = { state: 'loading' } | { state: 'found'; record?: ResourceRecord } | { state: 'missing' } | { state: 'failed' };

export default function CourseManagementEdit() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { type, id } = useParams<{ type: string; id?: string }>();
  const [loaded, setLoaded] = useState<Loaded>({ state: id ? 'loading' : 'found' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id || !isCourseType(type)) return setLoaded({ state: 'found' });
    let live = true;
    setLoaded({ state: 'loading' });
    service.get(id).then(
      (record) => live && setLoaded(record.courseType === type ? { state: 'found', record } : { state: 'missing' }),
      (e) => live && setLoaded(bizInfo(e)?.errorCode === 'NOT_FOUND' ? { state: 'missing' } : { state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [type, id, attempt]);

  const back = (
    <Button key="back" type={loaded.state === 'failed' ? 'default' : 'primary'} onClick={() => navigate('/courseManagement')}>
      {intl.formatMessage({ id: 'training.editor.back' })}
    </Button>
  );
  if (!isCourseType(type)) {
    return (
      <Result
        status="404"
        title={intl.formatMessage({ id: 'training.notFound.title' })}
        subTitle={intl.formatMessage({ id: 'training.notFound.type' }, { type: String(type) })}
        extra={back}
      />
    );
  }
  if (loaded.state === 'loading') return <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />;
  if (loaded.state === 'missing') {
    const typeName = intl.formatMessage({ id: `courseManagement.enum.courseType.${type}` });
    return (
      <Result
        status="404"
        title={intl.formatMessage({ id: 'training.notFound.title' })}
        subTitle={intl.formatMessage({ id: 'training.notFound.id' }, { id: String(id), type: typeName })}
        extra={back}
      />
    );
  }
  if (loaded.state === 'failed') {
    return (
      <Result
        status="error"
        title={intl.formatMessage({ id: 'training.editor.loadFailed' })}
        extra={[
          <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage({ id: 'shell.init.retry' })}
          </Button>,
          back,
        ]}
      />
    );
  }
  return <CourseEditor key={loaded.record?.id ?? type} type={type} record={loaded.record} />;
}
