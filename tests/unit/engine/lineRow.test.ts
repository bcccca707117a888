/**
 * A line-item row's type is derived from the fields that declare it (`lineFields` + `LineRow`): the
 * definitions use those very fields, so the type and the rows the engine checks cannot drift apart.
 */
import { lineFields, type LineRow } from '@/domain/engine';
import { REVISION_FIELDS, technicalMaterials, type Revision } from '@/domain/desks/knowledge';
import { CERTIFICATE_FIELDS, courseManagement, personnelFile, SESSION_FIELDS, trainingOrder, type Certificate, type Session } from '@/domain/desks/training';

const cellsOf = (def: { fields: Array<{ key: string; lines?: { fields: Array<{ key: string }> } }> }, key: string) =>
  def.fields.find((f) => f.key === key)?.lines?.fields.map((f) => f.key);

describe('rows typed from their fields', () => {
  it('the definitions declare their rows with the fields the types come from', () => {
    expect(cellsOf(courseManagement, 'sessions')).toEqual(SESSION_FIELDS.map((f) => f.key));
    expect(cellsOf(personnelFile, 'certificates')).toEqual(CERTIFICATE_FIELDS.map((f) => f.key));
    expect(cellsOf(technicalMaterials, 'revisions')).toEqual(REVISION_FIELDS.map((f) => f.key));
    // a training order names its session by the course's own session-number cell
    expect(trainingOrder.fields.find((f) => f.key === 'sessionNo')?.pattern).toBe(SESSION_FIELDS[0].pattern);
  });

  it('required cells are present, the others optional; kinds give the value types', () => {
    const fields = lineFields([
      { key: 'pn', type: 'text', required: true },
      { key: 'qty', type: 'integer', required: true },
      { key: 'result', type: 'select', enum: ['PASSED', 'FAILED'] },
      { key: 'note', type: 'text' },
    ]);
    const row: LineRow<typeof fields> = { pn: '2117320-3', qty: 2, result: 'PASSED' };
    // @ts-expect-error a required cell cannot be left out
    const missing: LineRow<typeof fields> = { pn: '2117320-3' };
    // @ts-expect-error a cell has its kind's type
    const wrong: LineRow<typeof fields> = { pn: '2117320-3', qty: '2' };
    // @ts-expect-error an enum cell takes its values only
    const outside: LineRow<typeof fields> = { pn: '2117320-3', qty: 2, result: 'MAYBE' };
    expect([row, missing, wrong, outside]).toHaveLength(4);

    const session: Session = {
      sessionNo: 'S1',
      startAt: '2026-12-01T01:00:00Z',
      endAt: '2026-12-01T09:00:00Z',
      place: '培训中心 301',
      instructor: '刘洋',
      seats: 20,
    };
    const certificate: Certificate = {
      certificateNo: 'TC-1-01',
      courseId: 'c',
      courseName: 'n',
      completedOn: '2026-01-01',
      expiresOn: '2027-01-01',
      orderCode: 'TRN-1',
    };
    const revision: Revision = {
      revision: 'R1',
      effectiveDate: '2026-01-01',
      fileId: 'f',
      fileName: 'a.pdf',
      fileSize: 1,
      fileType: 'application/pdf',
      at: 't',
      operatorNo: 'u',
      operatorName: 'n',
    };
    // @ts-expect-error seats is an integer cell
    const badSession: Session = { ...session, seats: '20' };
    expect([session, certificate, revision, badSession]).toHaveLength(4);
  });
});
