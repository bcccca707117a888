/**
 * The home tour (src/domain/home.ts, src/pages/home/guide.ts): shown once per user for each new
 * guide version; the to-do type chooses the list shown first.
 */
import { guideDue, markGuideSeen } from '@/pages/home/guide';
import { todoOrder, TODO_TYPES } from '@/domain/home';
import { DEFAULT_TODO_TYPE } from '@/constants';

describe('the guided tour', () => {
  beforeEach(() => window.localStorage.clear());

  it('is due once per user for each new guide version', () => {
    expect(guideDue('staff', 2)).toBe(true);
    markGuideSeen('staff', 2);
    expect(guideDue('staff', 2)).toBe(false);
    // another user on the same browser still gets it
    expect(guideDue('manager', 2)).toBe(true);
    // a new guide version shows it again, once
    expect(guideDue('staff', 3)).toBe(true);
    markGuideSeen('staff', 3);
    expect(guideDue('staff', 3)).toBe(false);
    expect(guideDue('staff', 2)).toBe(false);
  });

  it('is not due without a user', () => {
    expect(guideDue('', 2)).toBe(false);
  });
});

describe('the to-do type', () => {
  it('names the list shown first; the default (logbook 2.0) is the approvals', () => {
    expect(todoOrder(DEFAULT_TODO_TYPE)[0]).toBe('approvals');
    expect(todoOrder(TODO_TYPES.aog)).toEqual(['aog', 'approvals', 'drafts']);
    expect(todoOrder(TODO_TYPES.drafts)).toEqual(['drafts', 'approvals', 'aog']);
    expect(todoOrder('unknown')).toEqual(['approvals', 'aog', 'drafts']);
  });
});
