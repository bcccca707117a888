/**
 * The text typed in a record's reply box, kept in one place: `useReplyText(key)` with key
 * `<resource>:<record id>`. It is the user's draft (./useDraft, scope `reply:<key>`): it survives the
 * tab switching, the drawer closing, a reload and a new sign-in of the same user, until it is sent
 * (or emptied).
 */
import { useCallback, useState } from 'react';
import { useDraft } from './useDraft';

export interface ReplyText {
  value: string;
  change: (text: string) => void;
  /** the message was sent: forget the text */
  clear: () => void;
}

export function useReplyText(key: string): ReplyText {
  const draft = useDraft<string>(`reply:${key}`);
  const stored = typeof draft.offer?.values === 'string' ? draft.offer.values : '';
  // the text typed for this key; another record's box starts from its own draft
  const [typed, setTyped] = useState<{ key: string; value: string }>();
  const value = typed?.key === key ? typed.value : stored;
  const { keep, drop } = draft;
  const change = useCallback(
    (text: string) => {
      setTyped({ key, value: text });
      if (text) keep(text);
      else drop();
    },
    [key, keep, drop],
  );
  const clear = useCallback(() => {
    setTyped({ key, value: '' });
    drop();
  }, [key, drop]);
  return { value, change, clear };
}
