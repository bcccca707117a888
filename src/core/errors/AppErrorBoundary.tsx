import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@/core/chunks/detect';

/**
 * The last line: an error outside every page (the layout's own chunk failing to load, a crash in the
 * shell). The locale is not available here, so the notice is bilingual; the only way on is a reload.
 */
export default class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  render() {
    if (!this.state.error) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <div role="alert" style={{ maxWidth: 520, margin: '15vh auto', padding: 24, fontFamily: 'sans-serif', textAlign: 'center' }}>
        <h1 style={{ fontSize: 20 }}>{chunk ? '系统文件加载失败 · The portal failed to load' : '系统出错了 · Something went wrong'}</h1>
        <p style={{ color: '#666' }}>{chunk ? '请检查网络后刷新页面。 Check the network and reload.' : '请刷新页面后重试。 Reload the page and try again.'}</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 20px', fontSize: 14 }}>
          刷新 · Reload
        </button>
      </div>
    );
  }
}
