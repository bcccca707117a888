/**
 * Table and card actions are ActionLinks: the keyboard reaches them and fires them, and their label
 * reads as written (no space inserted between two CJK characters).
 */
import ActionLink from '@/components/ActionLink';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

describe('ActionLink', () => {
  it('is a button in the tab order, fired by Enter and by Space', async () => {
    const onClick = jest.fn();
    render(
      <>
        <input aria-label="before" />
        <ActionLink onClick={onClick}>编辑</ActionLink>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('before'));
    await user.tab();
    const button = screen.getByRole('button', { name: '编辑' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps a two-character label as written and does not fire when disabled', () => {
    const onClick = jest.fn();
    render(
      <ActionLink disabled onClick={onClick}>
        删除
      </ActionLink>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('删除');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
