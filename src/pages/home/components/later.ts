/**
 * What home loads after its first paint, as one chunk (./lazyPart.tsx): the desks' cards below the
 * to-dos and the alarms — with the engine's text, status and permission helpers they read (the
 * registry of every resource definition among them) — and the renderer of the announcements.
 */
export { default as MyAssignedCases } from './MyAssignedCases';
export { default as WorkOrdersWaiting } from './WorkOrdersWaiting';
export { default as IndicatorCards } from './IndicatorCards';
export { ExpiringCertificatesCard, UpcomingSessionsCard, WaitingOrdersCard } from './TrainingCards';
export { default as PortalNotice } from '@/components/PortalNotice';
