/**
 * Endpoints of 组织结构, on the human-resource API (用户管理 and 人员授权 are the engine's: systemUsers.ts, dataScopes.ts). Reads need one of the pages
 * that show the data; every change needs its element code, is fully validated before it changes
 * anything, and lands in the operation log.
 */
import { orgTreeCodes } from '../../../src/domain/directory';
import { API } from '../../../src/domain/endpoints';
import { adminCodes } from '../../../src/domain/admin/codes';
import { applyMove, checkAdd, checkDelete, checkMove, checkRename, type OrgType } from '../../../src/domain/admin/organization';
import { change, check, looseBody, param, requireAny, ruleFailure } from './adminHttp';
import { versioned, versionedEdit } from './adminVersions';
import { authed, type Ctx } from '../server/http';
import { organizations, users } from '../server/identity';

const HR = API.hr;
const C = adminCodes;

const nextId = (prefix: string, taken: Set<string>) => {
  for (let i = 1; ; i++) {
    const id = `${prefix}-${String(i).padStart(4, '0')}`;
    if (!taken.has(id)) return id;
  }
};

const orgName = (id: string) => organizations().find((o) => o.id === id)?.name ?? id;

// ---------- organizations ----------

function listOrganizations({ user }: Ctx) {
  requireAny(user, orgTreeCodes());
  const counts = new Map<string, number>();
  for (const u of users()) counts.set(u.orgId, (counts.get(u.orgId) ?? 0) + 1);
  return organizations().map((o) => versioned('org', o.id, { ...o, userCount: counts.get(o.id) ?? 0 }));
}

function addOrganization(ctx: Ctx) {
  const body = looseBody(ctx.req);
  return change(
    ctx,
    { page: 'Organization', action: 'create', target: String(body.name ?? ''), code: C.Organization.create, body: 'admin.org.error.malformed' },
    () => {
      const units = organizations();
      check(checkAdd(units, body.parentId, body.name, body.type));
      const unit = {
        id: nextId('ORG', new Set(units.map((u) => u.id))),
        parentId: body.parentId as string,
        name: String(body.name).trim(),
        type: body.type as OrgType,
        order: units.filter((u) => u.parentId === body.parentId).length,
      };
      units.push(unit);
      return unit;
    },
  );
}

function renameOrganization(ctx: Ctx) {
  const id = param(ctx.req, 'id');
  const body = looseBody(ctx.req);
  return change(
    ctx,
    {
      page: 'Organization',
      action: 'rename',
      target: `${orgName(id)} → ${String(body.name ?? '')}`,
      code: C.Organization.update,
      body: 'admin.org.error.malformed',
    },
    () => {
      const units = organizations();
      check(checkRename(units, id, body.name));
      const unit = units.find((u) => u.id === id)!;
      versionedEdit('org', id, body.version, () => (unit.name = String(body.name).trim()));
      return versioned('org', id, unit);
    },
  );
}

function moveOrganization(ctx: Ctx) {
  const id = param(ctx.req, 'id');
  const body = looseBody(ctx.req);
  const target = String(body.targetId ?? '');
  return change(
    ctx,
    { page: 'Organization', action: 'move', target: `${orgName(id)} → ${orgName(target)}`, code: C.Organization.move, body: 'admin.org.error.malformed' },
    () => {
      const units = organizations();
      check(checkMove(units, id, body.targetId));
      if (body.index !== undefined && (typeof body.index !== 'number' || !Number.isInteger(body.index) || body.index < 0)) {
        throw ruleFailure({ key: 'admin.org.error.malformed' });
      }
      versionedEdit('org', id, body.version, () => units.splice(0, units.length, ...applyMove(units, id, target, body.index as number | undefined)));
      return versioned('org', id, units.find((u) => u.id === id)!);
    },
  );
}

function deleteOrganization(ctx: Ctx) {
  const id = param(ctx.req, 'id');
  return change(ctx, { page: 'Organization', action: 'delete', target: orgName(id), code: C.Organization.delete }, () => {
    const units = organizations();
    check(checkDelete(units, id, users().filter((u) => u.orgId === id).length));
    units.splice(
      units.findIndex((u) => u.id === id),
      1,
    );
    return true;
  });
}

export const peopleRoutes = {
  [`GET ${HR}/organizations`]: authed(listOrganizations),
  [`POST ${HR}/organizations`]: authed(addOrganization),
  [`PUT ${HR}/organizations/:id`]: authed(renameOrganization),
  [`POST ${HR}/organizations/:id/move`]: authed(moveOrganization),
  [`DELETE ${HR}/organizations/:id`]: authed(deleteOrganization),
};
