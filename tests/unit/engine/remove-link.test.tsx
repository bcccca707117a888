/**
 * A row's 删除 (src/engine/RemoveLink.tsx): offered only in a status the definition lets a record be
 * deleted in — an application past its draft shows none, as it shows no action of another status —
 * and where the definition's guard keeps a record (the current password template), shown disabled.
 */
import { render, screen } from '@testing-library/react';
import { claimApplication } from '@/domain/desks/applications';
import { passwordTemplate } from '@/domain/desks/administration';
import type { ResourceDef, ResourceRecord } from '@/domain/engine';
import RemoveLink from '@/engine/RemoveLink';
import type { ResourceText } from '@/engine/text';

// the words only: the keys themselves, so the test reads what the link was given
const text = { t: (key: string) => key, issue: (i: { message: string }) => i.message, name: '' } as unknown as ResourceText;
const row = (def: ResourceDef, status: string) => ({ id: `${def.key}-1`, version: 1, status, name: 'T' }) as unknown as ResourceRecord;
const link = (def: ResourceDef, status: string, may = true) =>
  render(<RemoveLink def={def} record={row(def, status)} text={text} can={() => may} onRemoved={() => undefined} />);

it('is offered on a draft, to a holder of the delete code only', () => {
  const offered = link(claimApplication, 'DRAFT');
  expect(screen.getByRole('button', { name: 'resource.list.remove' })).toBeEnabled();
  offered.unmount();
  expect(link(claimApplication, 'DRAFT', false).container).toBeEmptyDOMElement();
});

it('is not shown in a status that does not allow it', () => {
  const { container } = link(claimApplication, 'SUBMITTED');
  expect(container).toBeEmptyDOMElement();
});

it('is shown disabled where the definition keeps the record (the current password template)', () => {
  link(passwordTemplate, 'ACTIVE');
  expect(screen.getByRole('button', { name: 'resource.list.remove' })).toBeDisabled();
});
