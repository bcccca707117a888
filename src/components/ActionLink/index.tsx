/**
 * An action that looks like a link — a table row's 详情 / 编辑 / 受理, a card's "all" — but is a real
 * `<button type="button">`: Tab reaches it, Enter and Space fire it, assistive technology announces a
 * button, and the focus ring shows where the keyboard is. (Typography.Link and `<a>` without `href`
 * are none of these.) antd's link button, small, without its padding, so rows keep their density.
 *
 *   <ActionLink onClick={() => open(record)}>{t('resource.list.detail')}</ActionLink>
 *   <ActionLink danger onClick={…}>…</ActionLink>   <ActionLink strong onClick={…}>{code}</ActionLink>
 */
import { Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';
import './index.less';

export interface ActionLinkProps extends Omit<ButtonProps, 'type' | 'size' | 'htmlType'> {
  /** bold, like Typography.Link's `strong` (a record's code) */
  strong?: boolean;
}

const ActionLink = forwardRef<HTMLButtonElement, ActionLinkProps>(function ActionLink({ strong, className, ...rest }, ref) {
  return (
    <Button
      ref={ref}
      {...rest}
      type="link"
      size="small"
      htmlType="button"
      // two CJK characters would otherwise get a space between them (详 情)
      autoInsertSpace={false}
      className={['portal-action-link', strong ? 'portal-action-link-strong' : '', className ?? ''].filter(Boolean).join(' ')}
    />
  );
});

export default ActionLink;
