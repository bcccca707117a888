/**
 * Row actions that the keyboard can use: ActionLink is a real button (focusable, fired by Enter /
 * Space — the browser turns both into a click with `detail` 0), and a row's "更多" menu opens on hover
 * as before and from the keyboard, but a mouse click does not toggle it shut.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ActionLink from '@/components/ActionLink';
import MoreActions from '@/engine/MoreActions';

it('ActionLink is a focusable <button type="button"> with its text as given', () => {
  const onClick = jest.fn();
  render(<ActionLink onClick={onClick}>详情</ActionLink>);
  const button = screen.getByRole('button', { name: '详情' });
  expect(button.tagName).toBe('BUTTON');
  expect(button).toHaveAttribute('type', 'button');
  expect(button.textContent).toBe('详情'); // no space inserted between two CJK characters
  button.focus();
  expect(button).toHaveFocus();
  fireEvent.click(button, { detail: 0 });
  expect(onClick).toHaveBeenCalledTimes(1);
});

const items = [
  { key: 'cancel', label: '取消订单' },
  { key: 'close', label: '关闭' },
];

it('"更多" opens from the keyboard with the focus in its menu, and a choice is passed on', async () => {
  const onPick = jest.fn();
  render(<MoreActions label="更多" items={items} onPick={onPick} />);
  const button = screen.getByRole('button', { name: /更多/ });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  act(() => button.focus());
  fireEvent.click(button, { detail: 0 }); // Enter on the focused button
  expect(await screen.findByText('取消订单')).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(document.activeElement?.closest('.ant-dropdown-menu')).toBeTruthy());
  fireEvent.click(screen.getByText('取消订单'));
  expect(onPick).toHaveBeenCalledWith('cancel');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('"更多" opens on hover; a mouse click on it does not toggle it', async () => {
  render(<MoreActions label="更多" items={items} onPick={() => undefined} />);
  const button = screen.getByRole('button', { name: /更多/ });
  fireEvent.click(button, { detail: 1 });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.mouseEnter(button);
  expect(await screen.findByText('关闭')).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(button, { detail: 1 });
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
