/**
 * The watermark over the page content: the signed-in user's name and number (antd Watermark), on
 * unless the administrator turned the `watermark` setting off — and always while a secret record is
 * shown (./watermark.ts).
 */
import type { ClientState } from '@/core/initialState';
import { useApi } from '@/core/request';
import { SETTINGS } from '@/domain/resources/settings';
import { fetchSettings } from '@/services/options';
import { useModel } from '@umijs/max';
import { Watermark } from 'antd';
import type { ReactNode } from 'react';
import { useSecretOnScreen } from './watermark';

const KEY = SETTINGS.watermark.key;

export default function PortalWatermark({ children }: { children: ReactNode }) {
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const user = initialState?.user;
  const { data } = useApi(fetchSettings, { cacheKey: 'option-settings', refreshOnWindowFocus: true });
  const secret = useSecretOnScreen();
  const setting = data?.find((s) => s.key === KEY)?.value ?? SETTINGS.watermark.default;
  const on = Boolean(user) && (secret || setting !== 0);
  // always the same tree (the tab shell below keeps its pages alive): off is an empty mark
  return (
    <div data-testid="portal-watermark" data-watermark={on ? (secret ? 'secret' : 'on') : 'off'}>
      <Watermark content={on && user ? [user.userName, user.userNo] : ''} font={{ color: 'rgba(128,128,128,.18)', fontSize: 14 }} gap={[120, 120]}>
        {children}
      </Watermark>
    </div>
  );
}
