/** The approval clock (src/domain/workflow/sla.ts): a task's state against its node's time limit. */
import { checkDefinition, overdueFirst, taskClock, type TaskClock } from '@/domain/workflow';
import { world } from './fixture';

const H = 3_600_000;
const arrived = '2026-11-20T08:00:00.000Z';
const at = (hours: number) => Date.parse(arrived) + hours * H;

describe('taskClock', () => {
  it('is on time until less than a quarter of the limit is left, then due soon, then overdue', () => {
    expect(taskClock(arrived, 8, at(0))).toMatchObject({ ageHours: 0, slaHours: 8, state: 'onTime', hoursLeft: 8, dueAt: '2026-11-20T16:00:00.000Z' });
    expect(taskClock(arrived, 8, at(6))).toMatchObject({ ageHours: 6, state: 'onTime', hoursLeft: 2 });
    expect(taskClock(arrived, 8, at(6.5))).toMatchObject({ ageHours: 6, state: 'dueSoon', hoursLeft: 2 });
    // the limit exactly met is still in time
    expect(taskClock(arrived, 8, at(8))).toMatchObject({ state: 'dueSoon', hoursLeft: 0 });
    expect(taskClock(arrived, 8, at(8) + 1)).toMatchObject({ ageHours: 8, state: 'overdue', hoursPast: 1 });
    expect(taskClock(arrived, 8, at(30))).toMatchObject({ ageHours: 30, state: 'overdue', hoursPast: 22 });
  });

  it('gives no state to a task of a node without a limit (or a malformed one), only its age', () => {
    for (const sla of [undefined, 0, -2, 1.5, 721, Number.NaN]) {
      const clock = taskClock(arrived, sla as number | undefined, at(50));
      expect(clock).toEqual({ ageHours: 50 });
    }
  });

  it('lists the overdue first, the longest overdue at the top, the rest in their order', () => {
    const clocks: Record<string, TaskClock> = {
      a: taskClock(arrived, 48, at(10)),
      b: taskClock(arrived, 4, at(10)),
      c: taskClock(arrived, undefined, at(10)),
      d: taskClock(arrived, 2, at(10)),
      e: taskClock(arrived, 9, at(10)),
    };
    expect(overdueFirst(['a', 'b', 'c', 'd', 'e'], (k) => clocks[k])).toEqual(['d', 'b', 'e', 'a', 'c']);
  });
});

describe('a node’s time limit in 流程配置', () => {
  const input = (slaHours: unknown) => ({
    businessType: 'insuranceApplication',
    name: '商业保险审批',
    enabled: true,
    nodes: [{ name: '审核', groupId: 'G1', mode: 'ANY_ONE', slaHours }],
  });

  it('is kept when a whole number of hours from 1 to 720, absent when empty', () => {
    const { env } = world();
    const user = env.user;
    expect(checkDefinition(input(24), env.definitions, env.groups, user).nodes[0].slaHours).toBe(24);
    expect(checkDefinition(input(null), env.definitions, env.groups, user).nodes[0]).not.toHaveProperty('slaHours');
    expect(checkDefinition(input(undefined), env.definitions, env.groups, user).nodes[0]).not.toHaveProperty('slaHours');
  });

  it('is refused otherwise, naming the node', () => {
    const { env } = world();
    const user = env.user;
    for (const bad of [0, 721, 2.5, '8', true]) {
      expect(() => checkDefinition(input(bad), env.definitions, env.groups, user)).toThrow(
        expect.objectContaining({ code: 'VALIDATION', messageKey: 'workflow.error.nodeSla' }),
      );
    }
  });
});
