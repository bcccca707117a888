/**
 * The server's own steps of the repair support desk (docs/repair-desk.md), as hooks of the resource
 * store:
 * - a post in a support case's thread moves its `waitingSince` (the assignee's reply answers the
 *   customer; anyone else's message starts the wait) — the "unanswered for more than N hours" filter;
 * - an expert request names an active expert when it is submitted and when it is scheduled;
 * - scheduling books the expert's dates and is refused when another booking of that expert overlaps
 *   them (the store runs one write at a time, so of two racing schedule calls the second sees the
 *   first's booking and is refused).
 * Registered once per load of this file (umi reloads mock files on change).
 */
import { renderIssue, type ResourceRecord } from '../../../src/domain/engine';
import { bookingClash, visitDates } from '../../../src/domain/desks/specialists';
import { waitingAfterPost } from '../../../src/domain/desks/support';
import { ShowType } from '../../../src/domain/envelope';
import { BizFailure } from '../server/http';
import * as store from '../store/store';

/** The expert a request names, refused unless it exists and is active. */
function activeExpert(request: ResourceRecord): ResourceRecord {
  const expert = typeof request.expertId === 'string' ? store.findRecord('specialistList', request.expertId) : undefined;
  if (expert?.status !== 'ACTIVE') {
    throw store.invalidIssues([
      { field: 'expertId', message: 'specialist.validation.expertInactive', params: { name: String(request.expertName ?? expert?.expertName ?? '') } },
    ]);
  }
  return expert;
}

/** The repair desk's rules on the store's hooks (registered by mock/lib/rules.ts; each returned function removes one). */
export function repairDeskRules(): Array<() => void> {
  return [
    store.onReply('support', ({ record, message }) => {
      store.keepServerFields('support', record.id, { waitingSince: waitingAfterPost(record, message.authorNo, message.at) });
    }),
    store.onSubmit('specialist', ({ record }) => {
      activeExpert(record);
    }),
    store.onAction('specialist', 'schedule', ({ def, before }) => {
      const expert = activeExpert(before);
      const clash = bookingClash(before, store.storedRows(def));
      if (clash) {
        const text = renderIssue(
          {
            message: 'specialist.error.bookingClash',
            params: { expert: String(expert.expertName), code: String(clash.code ?? clash.id), dates: visitDates(clash) },
          },
          store.t,
        );
        throw new BizFailure('ACTION_NOT_ALLOWED', text, ShowType.ERROR_MESSAGE, 200, {
          clashId: clash.id,
          clashCode: clash.code,
          startDate: clash.startDate,
          endDate: clash.endDate,
        });
      }
    }),
  ];
}
