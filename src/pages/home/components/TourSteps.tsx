/**
 * The steps of home's guided tour (./GuidedTour.tsx decides whether it is due): a chunk of its own.
 *
 * Non-modal: antd's Tour lays a full-window layer over the page even without a mask (it takes every
 * click while a step has no target, and locks the page's scroll when it is drawn into <body>). Here the
 * layer lets clicks through (`pointer-events: none`) and the tour is drawn into home's own tab frame
 * (`container`): no scroll lock, and it hides with home's tab when another page is opened.
 */
import { useIntl } from '@umijs/max';
import { Tour, type TourProps } from 'antd';

const at = (selector: string) => () => document.querySelector<HTMLElement>(selector) ?? document.body;

export default function TourSteps({ onClose, container }: { onClose: () => void; container: () => HTMLElement }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const steps: TourProps['steps'] = [
    { title: t('home.tour.welcome.title'), description: t('home.tour.welcome.text'), target: null },
    { title: t('home.tour.todo.title'), description: t('home.tour.todo.text'), target: at('[data-tour="todo"]') },
    { title: t('home.tour.search.title'), description: t('home.tour.search.text'), target: at('[data-tour="search"]') },
    { title: t('home.tour.bell.title'), description: t('home.tour.bell.text'), target: at('[data-testid="notification-bell"]') },
    { title: t('home.tour.scheme.title'), description: t('home.tour.scheme.text'), target: at('[data-testid="color-scheme-switch"]') },
  ];
  return (
    <Tour
      open
      steps={steps}
      mask={false}
      styles={{ mask: { pointerEvents: 'none' } }}
      getPopupContainer={container}
      onClose={onClose}
      onFinish={onClose}
      rootClassName="portal-tour"
    />
  );
}
