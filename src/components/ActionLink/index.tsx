/**
 * An action that looks like a link — a table row's 详情 / 编辑 / 受理, a card's "all" — but is a real
 * `<button type="button">`: Tab reaches it, Enter and Space fire it, assistive technology announces a
 * button, and the focus ring shows where the keyboard is. (Typography.Link and `<a>` without `href`
 * are none of these.) Rows keep their density: no padding, the line height of the text around it.
 *
 * A plain element styled with the theme's colours (index.less), not antd's Button: a list draws four
 * or five of these per row, and antd's Button (wave effect, loading state, compact-group context) cost
 * the first visit of a list a noticeable share of its rendering (docs/changelog/performance-history.md, issue 18).
 *
 *   <ActionLink onClick={() => open(record)}>{t('resource.list.detail')}</ActionLink>
 *   <ActionLink danger onClick={…}>…</ActionLink>   <ActionLink strong onClick={…}>{code}</ActionLink>
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import './index.less';

export interface ActionLinkProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** bold, like Typography.Link's `strong` (a record's code) */
  strong?: boolean;
  /** a destructive action: the error colour */
  danger?: boolean;
}

const ActionLink = forwardRef<HTMLButtonElement, ActionLinkProps>(function ActionLink({ strong, danger, className, ...rest }, ref) {
  const classes = ['portal-action-link', strong && 'portal-action-link-strong', danger && 'portal-action-link-danger', className];
  return <button ref={ref} {...rest} type="button" className={classes.filter(Boolean).join(' ')} />;
});

export default ActionLink;
