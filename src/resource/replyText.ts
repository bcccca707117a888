/**
 * The text typed in a record's reply box, kept in one place: `useReplyText(key)` with key
 * `<resource>:<record id>`. Today it lives as long as the box; a draft store (kept across closing the
 * drawer, a reload) is wired by replacing this hook's body — the reply box needs no change.
 */
import { useCallback, useState } from 'react';

export interface ReplyText {
  value: string;
  change: (text: string) => void;
  /** the message was sent: forget the text */
  clear: () => void;
}

export function useReplyText(_key: string): ReplyText {
  const [value, setValue] = useState('');
  return { value, change: setValue, clear: useCallback(() => setValue(''), []) };
}
