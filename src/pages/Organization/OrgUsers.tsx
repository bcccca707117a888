/**
 * The users of the selected organization unit and of the units under it (the 所属组织 column says
 * where): 用户管理's list, embedded and held to the unit — a user created here starts in it.
 */
import { systemUser } from '@/domain/desks/systemUser';
import ResourcePage from '@/engine/ResourcePage';
import type { OrgUnit } from '@/domain/admin/organization';

export default function OrgUsers({ org }: { org: OrgUnit }) {
  return <ResourcePage key={org.id} resource={systemUser} embedded fixed={{ orgId: org.id }} />;
}
