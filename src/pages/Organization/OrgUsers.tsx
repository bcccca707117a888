/**
 * The users of a unit and of the units under it (the 所属组织 column says where), in the unit's detail:
 * 用户管理's list, embedded and held to the unit — a user created here starts in it; a user's own detail
 * opens over the unit's.
 */
import { systemUser } from '@/domain/desks/systemUser';
import ResourcePage from '@/engine/ResourcePage';
import type { OrgUnit } from '@/domain/admin/organization';

export default function OrgUsers({ org }: { org: OrgUnit }) {
  return <ResourcePage key={org.id} resource={systemUser} embedded="inDetail" fixed={{ orgId: org.id }} />;
}
