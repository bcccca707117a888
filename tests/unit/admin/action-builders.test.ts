/**
 * The admin pages' shared record action 删除 (`deleteAction`, src/admin/AdminActions.tsx).
 */
import { deleteAction } from '@/admin/AdminActions';

type Row = { id: string; name: string; enabled: boolean };
const row: Row = { id: 'r1', name: '质量部', enabled: true };

describe('deleteAction', () => {
  it('is red, asks with the record’s name and says 已删除', () => {
    const run = jest.fn();
    const a = deleteAction<Row>({ code: 'x:delete', name: (r) => r.name, run });
    expect(a).toMatchObject({ key: 'delete', label: 'admin.common.delete', code: 'x:delete', danger: true, done: 'admin.common.deleted' });
    expect(a.confirm!(row)).toEqual(['admin.common.confirmDelete', { name: '质量部' }]);
    a.run(row);
    expect(run).toHaveBeenCalledWith(row);
  });

  it('asks the page’s own question by its key, or takes the page’s whole confirmation and texts', () => {
    expect(deleteAction<Row>({ name: (r) => r.name, ask: 'admin.user.confirmDisable', run: jest.fn() }).confirm!(row)).toEqual([
      'admin.user.confirmDisable',
      { name: '质量部' },
    ]);
    const own = deleteAction<Row>({
      name: (r) => r.name,
      label: 'workflow.definition.delete',
      confirm: () => ['workflow.definition.deleteConfirm', { type: 'AOG' }],
      done: 'workflow.definition.deleted',
      run: jest.fn(),
    });
    expect(own).toMatchObject({ label: 'workflow.definition.delete', done: 'workflow.definition.deleted', danger: true });
    expect(own.confirm!(row)).toEqual(['workflow.definition.deleteConfirm', { type: 'AOG' }]);
  });
});
