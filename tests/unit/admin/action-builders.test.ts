/**
 * The admin pages' shared record actions (src/admin/AdminActions.tsx): 删除 (`deleteAction`,
 * six pages) and the 停用 / 启用 pair (`switchActions`: 用户管理, 选项配置's items, 流程配置).
 */
import { deleteAction, switchActions } from '@/admin/AdminActions';

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

describe('switchActions', () => {
  const run = jest.fn();
  const [off, on] = switchActions<Row>({ code: 'x:enable', on: (r) => r.enabled, run }, (enable) =>
    enable ? {} : { confirm: (r) => ['admin.user.confirmDisable', { name: r.name }] },
  );

  it('offers 停用 for an enabled record and 启用 for a disabled one, never both', () => {
    expect([off.key, off.label, on.key, on.label]).toEqual(['disable', 'admin.common.disable', 'enable', 'admin.common.enable']);
    expect([off.show!(row), on.show!(row)]).toEqual([true, false]);
    expect([off.show!({ ...row, enabled: false }), on.show!({ ...row, enabled: false })]).toEqual([false, true]);
    expect([off.code, on.code]).toEqual(['x:enable', 'x:enable']);
  });

  it('runs the switch with the state it sets, and adds what each side needs', () => {
    off.run(row);
    on.run(row);
    expect(run.mock.calls).toEqual([
      [row, false],
      [row, true],
    ]);
    expect(off.confirm!(row)).toEqual(['admin.user.confirmDisable', { name: '质量部' }]);
    expect(on.confirm).toBeUndefined();
  });
});
