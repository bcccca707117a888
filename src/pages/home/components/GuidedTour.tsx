/**
 * The short guided tour of the portal (antd Tour), shown once per user for each new guide version
 * (home state `guideVersion`; remembered per user: ../guide.ts). Non-modal: the page stays usable
 * (./TourSteps). It is drawn into home's tab frame, so it shows on /home only: another page opened
 * meanwhile hides it, back on home it is there again until it is closed.
 * Whether it is due is known at once; antd's Tour (./TourSteps) is fetched only when it is.
 */
import type { ClientState } from '@/core/initialState';
import { useModel } from '@umijs/max';
import { useState } from 'react';
import { useTabContainer } from '@/engine/useTabContainer';
import { guideDue, markGuideSeen } from '../guide';
import { lazyPart } from './lazyPart';

// an overlay: nothing to reserve while it downloads
const TourSteps = lazyPart(() => import(/* webpackChunkName: "home-tour" */ './TourSteps').then((m) => m.default));

export default function GuidedTour() {
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const { guideVersion } = useModel('home');
  const userNo = initialState?.user.userNo ?? '';
  const [open, setOpen] = useState(() => guideDue(userNo, guideVersion));
  const { anchor, container } = useTabContainer();
  if (!open) return null;
  const close = () => {
    markGuideSeen(userNo, guideVersion);
    setOpen(false);
  };
  return (
    <>
      <span ref={anchor} hidden />
      <TourSteps fallback={null} inline onClose={close} container={container} />
    </>
  );
}
