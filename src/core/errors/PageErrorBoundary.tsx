import { isChunkLoadError } from '@/core/chunks/detect';
import { retryFailedPages } from '@/core/chunks/pageLoader';
import { FormattedMessage } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { Component, Fragment, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  /** bumped by a retry: the page below is mounted afresh */
  attempt: number;
}

/**
 * Around every page: a page chunk or stylesheet chunk that fails to load shows a load error with a
 * retry that downloads it again (see src/core/chunks/pageLoader.tsx); any other error shows a crash
 * notice with a reload of this page only. A full reload of the portal is offered as the last resort.
 */
export default class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  retry = () => {
    retryFailedPages();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    const chunk = isChunkLoadError(error);
    return (
      <Result
        status={chunk ? 'warning' : 'error'}
        title={<FormattedMessage id={chunk ? 'shell.chunk.title' : 'shell.crash.title'} />}
        subTitle={<FormattedMessage id={chunk ? 'shell.chunk.detail' : 'shell.crash.detail'} />}
        extra={
          <Space wrap>
            <Button type="primary" onClick={this.retry} autoFocus>
              <FormattedMessage id={chunk ? 'shell.chunk.retry' : 'shell.crash.retry'} />
            </Button>
            <Button onClick={() => window.location.reload()}>
              <FormattedMessage id="shell.chunk.reload" />
            </Button>
          </Space>
        }
      />
    );
  }
}
