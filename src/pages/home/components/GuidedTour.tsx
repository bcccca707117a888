/**
 * The short guided tour of the portal (antd Tour), shown once per user for each new guide version
 * (home state `guideVersion`; remembered per user: ../guide.ts). Non-modal: the page stays usable.
 */
import type { ClientState } from '@/core/initialState';
import { useIntl, useModel } from '@umijs/max';
import { Tour, type TourProps } from 'antd';
import { useState } from 'react';
import { guideDue, markGuideSeen } from '../guide';

const at = (selector: string) => () => document.querySelector<HTMLElement>(selector) ?? document.body;

export default function GuidedTour() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const { guideVersion } = useModel('home');
  const userNo = initialState?.user.userNo ?? '';
  const [open, setOpen] = useState(() => guideDue(userNo, guideVersion));
  if (!open) return null;
  const steps: TourProps['steps'] = [
    { title: t('home.tour.welcome.title'), description: t('home.tour.welcome.text'), target: null },
    { title: t('home.tour.todo.title'), description: t('home.tour.todo.text'), target: at('[data-tour="todo"]') },
    { title: t('home.tour.search.title'), description: t('home.tour.search.text'), target: at('[data-tour="search"]') },
    { title: t('home.tour.bell.title'), description: t('home.tour.bell.text'), target: at('[data-testid="notification-bell"]') },
    { title: t('home.tour.scheme.title'), description: t('home.tour.scheme.text'), target: at('[data-testid="color-scheme-switch"]') },
  ];
  const close = () => {
    markGuideSeen(userNo, guideVersion);
    setOpen(false);
  };
  return <Tour open steps={steps} mask={false} onClose={close} onFinish={close} rootClassName="portal-tour" />;
}
