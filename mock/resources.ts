/**
 * The generic routes of every registered resource (src/domain/desks): list, create, export,
 * bulk actions, detail, edit, delete, lifecycle actions, attachments. The store does the work (after
 * the ownership check of records in their applicant's hands: mock/lib/store/ownership.ts);
 * config/openapi.json documents these calls.
 */
import type { Request, Response } from 'express';
import { codesOf, type ResourceDef } from '../src/domain/engine';
import { resources } from '../src/domain/desks';
import { bodyOf } from './lib/server/body';
import { attachDocument } from './lib/files/attachmentRules';
import { authed, page } from './lib/server/http';
import { requireApplicant } from './lib/store/ownership';
import { wireRules } from './lib/rules';
import * as store from './lib/store/store';

wireRules();

type Handler = (req: Request, res: Response) => void;

/** The routes of one resource; specific paths come before `:id`. */
export function routesOf(def: ResourceDef): Record<string, Handler> {
  const base = store.basePath(def);
  // a resource whose records are never edited (no edit code in the catalogue) has no edit or attachment calls
  const editable = codesOf(def).includes(def.codes.edit);
  return {
    [`GET ${base}`]: authed(({ req, res, user }) => {
      const r = store.list(def, req.query, user);
      page(res, r.rows, r.total, r.current, r.pageSize);
    }),
    // a resource of fixed records (the secrecy levels) has no create call
    ...(def.creatable ? { [`POST ${base}`]: authed(({ req, user }) => store.create(def, bodyOf(req), user, req)) } : {}),
    [`GET ${base}/export`]: authed(({ req, res, user }) => {
      const rows = store.exportRows(def, req.query, user, Date.now(), req);
      page(res, rows, rows.length, 1, rows.length);
    }),
    // the full personal values of a record (ID and phone numbers), for a holder of <key>:revealPersonal; logged
    ...(def.personalFields.length ? { [`GET ${base}/:id/personal`]: authed(({ req, user }) => store.revealPersonal(def, req.params.id, user, req)) } : {}),
    [`GET ${base}/:id`]: authed(({ req, user }) => store.get(def, req.params.id, user)),
    ...(editable
      ? {
          [`PUT ${base}/:id`]: authed(({ req, user }) => {
            requireApplicant(def, req.params.id, user, req, 'edit');
            return store.update(def, req.params.id, bodyOf(req), user, req);
          }),
        }
      : {}),
    // attachments are part of a business record's anatomy: an administration record has none
    ...(editable && def.anatomy
      ? {
          [`POST ${base}/:id/attachments`]: authed(({ req, user }) => {
            requireApplicant(def, req.params.id, user, req, 'attach');
            return attachDocument(def, req.params.id, bodyOf(req), user, req);
          }),
          [`DELETE ${base}/:id/attachments/:fileId`]: authed(({ req, user }) => {
            requireApplicant(def, req.params.id, user, req, 'detach');
            return store.detach(def, req.params.id, req.params.fileId, user, req);
          }),
        }
      : {}),
    // a resource whose records are never removed has no delete call (as config/openapi.json says)
    ...(def.removableIn.length
      ? {
          [`DELETE ${base}/:id`]: authed(({ req, user }) => {
            requireApplicant(def, req.params.id, user, req, 'remove');
            return store.remove(def, req.params.id, req.query?.version, user, req);
          }),
        }
      : {}),
    // a resource without lifecycle actions (the FAQ) has no action calls, one without bulk actions no
    // bulk call (as config/openapi.json says)
    ...(def.lifecycle?.actions.some((a) => a.bulk)
      ? {
          [`POST ${base}/bulk-actions/:action`]: authed(({ req, user }) => {
            const body = bodyOf(req);
            requireApplicant(def, (body as { ids?: unknown } | undefined)?.ids, user, req, { action: String(req.params.action) });
            return store.bulkAct(def, req.params.action, body, user, req);
          }),
        }
      : {}),
    ...(def.lifecycle?.actions.length
      ? {
          [`POST ${base}/:id/actions/:action`]: authed(({ req, user }) => {
            requireApplicant(def, req.params.id, user, req, { action: String(req.params.action) });
            return store.act(def, req.params.id, req.params.action, bodyOf(req), user, req);
          }),
        }
      : {}),
  };
}

export default Object.assign({}, ...resources.map(routesOf)) as Record<string, Handler>;
