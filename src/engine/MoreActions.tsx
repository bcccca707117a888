/**
 * A row's "更多" actions: a menu that opens on hover, as before, and from the keyboard — Enter or
 * Space on the focused button opens it with the focus in the menu (arrow keys, Enter; Esc returns to
 * the button). A mouse click does not toggle it, so hovering and then clicking does not close it again.
 */
import { DownOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import ActionLink from '@/components/ActionLink';

export interface MoreActionsProps {
  label: ReactNode;
  items: NonNullable<MenuProps['items']>;
  onPick: (key: string) => void;
}

export default function MoreActions({ label, items, onPick }: MoreActionsProps) {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setByKeyboard(false);
      }}
      autoFocus={byKeyboard}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          setByKeyboard(false);
          onPick(key);
        },
      }}
    >
      <ActionLink
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(e) => {
          // a click without a pointer (detail 0) is Enter or Space on the focused button
          if (e.detail === 0) {
            setByKeyboard(true);
            setOpen(true);
          }
        }}
      >
        {label} <DownOutlined />
      </ActionLink>
    </Dropdown>
  );
}
