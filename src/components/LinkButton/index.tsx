/**
 * An action that looks like a link inside tables, cards and lists (编辑, 详情, 删除…) but is a real
 * <button>: reachable with Tab, fired with Enter or Space, announced as a button. A bare
 * `<a onClick>` without href is none of these. No space is inserted between two CJK characters
 * (antd does that on buttons), so it reads like the link it replaces.
 */
import { Button, type ButtonProps } from 'antd';

export type LinkButtonProps = Omit<ButtonProps, 'type' | 'size'>;

const compact = { padding: 0, height: 'auto' } as const;

export default function LinkButton({ style, ...props }: LinkButtonProps) {
  return <Button type="link" size="small" autoInsertSpace={false} style={{ ...compact, ...style }} {...props} />;
}
