/**
 * The watermark over the page content: the signed-in user's name and number (antd Watermark), on
 * unless the administrator turned the `watermark` setting off — and always while a secret record is
 * shown (./watermark.ts).
 */
import type { ClientState } from '@/core/initialState';
import { useApi } from '@/core/request';
import { SETTINGS } from '@/domain/desks/settings';
import { fetchSettings } from '@/services/options';
import { useModel } from '@umijs/max';
import { Watermark } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSecretOnScreen } from './watermark';

const KEY = SETTINGS.watermark.key;
const FONT = { color: 'rgba(128,128,128,.18)', fontSize: 14 };
const GAP: [number, number] = [120, 120];
/**
 * antd's container clips its content (`overflow: hidden`), which made it the scroll container of the
 * tab bar's `position: sticky`: the bar sat 52 px below its place, over the top of every page, and
 * never stuck under the header. Unclipped, the window is the bar's scroll container again.
 */
const STYLE = { overflow: 'visible' } as const;

export default function PortalWatermark({ children }: { children: ReactNode }) {
  // the user only: the rest of the client state changes with every tab switch
  const user = useModel('@@initialState', (m: { initialState?: ClientState }) => m.initialState?.user);
  const { data } = useApi(fetchSettings, { cacheKey: 'option-settings', refreshOnWindowFocus: true });
  const secret = useSecretOnScreen();
  const setting = data?.find((s) => s.key === KEY)?.value ?? SETTINGS.watermark.default;
  const on = Boolean(user) && (secret || setting !== 0);
  // the same content while it is the same text: a new array would draw the mark again
  const content = useMemo(() => (on && user ? [user.userName, user.userNo] : ''), [on, user?.userName, user?.userNo]); // eslint-disable-line react-hooks/exhaustive-deps
  // always the same tree (the tab shell below keeps its pages alive): off is an empty mark
  return (
    <div data-testid="portal-watermark" data-watermark={on ? (secret ? 'secret' : 'on') : 'off'}>
      <Watermark content={content} font={FONT} gap={GAP} style={STYLE}>
        {children}
      </Watermark>
    </div>
  );
}
