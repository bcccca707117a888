import { Spin } from 'antd';

/** Shown while a page's code downloads. */
export default function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}>
      <Spin size="large" />
    </div>
  );
}
