/**
 * The server's own steps of the lease desk (docs/lease.md): an extension's state follows the order.
 * - An extension that needed no approval (or whose type has no enabled lease workflow) lands on
 *   ON_LEASE at once: it is granted with the action.
 * - An extension that waited in EXTENSION_REQUESTED is decided when the lease workflow moves the
 *   order back to ON_LEASE: approved → granted (the new due date holds), rejected → refused,
 *   withdrawn by the applicant → withdrawn.
 * Registered once per load of this file (umi reloads mock files on change).
 */
import { extensionOutcome, settleExtension } from '../../../src/domain/desks/orders';
import * as store from '../store/store';

/** The lease desk's extension rules on the store's hooks (registered by mock/lib/rules.ts; each returned function removes one). */
export function leaseDeskRules(): Array<() => void> {
  return [
    store.onAction('leaseOrder', 'extend', ({ after, ctx }) =>
      after.status === 'ON_LEASE' ? { patch: settleExtension(after, 'GRANTED', new Date(ctx.now).toISOString()) } : undefined,
    ),
    store.onChange('leaseOrder', (e) => {
      if (e.type !== 'system' || e.before?.status !== 'EXTENSION_REQUESTED' || !e.after || e.after.status === 'EXTENSION_REQUESTED') return;
      store.keepServerFields('leaseOrder', e.after.id, settleExtension(e.after, extensionOutcome(e.action), e.after.updatedAt));
    }),
  ];
}
