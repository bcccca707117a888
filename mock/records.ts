/**
 * The calls around one record of every registered resource: its reply thread (resources declaring
 * `thread`) and its related records. config/openapi.json documents them.
 */
import type { Request, Response } from 'express';
import type { ResourceDef } from '../src/domain/engine';
import { resources } from '../src/domain/desks';
import { bodyOf } from './lib/server/body';
import { attachableRef, recordLevel } from './lib/files/files';
import { authed } from './lib/server/http';
import { relatedOf } from './lib/store/related';
import { basePath } from './lib/store/store';
import { messages, post } from './lib/platform/threads';
import { wireRules } from './lib/rules';

wireRules();

type Handler = (req: Request, res: Response) => void;

export function recordRoutesOf(def: ResourceDef): Record<string, Handler> {
  const base = basePath(def);
  return {
    ...(def.thread
      ? {
          [`GET ${base}/:id/messages`]: authed(({ req, user }) => messages(def, req.params.id, user)),
          [`POST ${base}/:id/messages`]: authed(({ req, user }) =>
            post(def, req.params.id, bodyOf(req), user, (fileId, holder) => attachableRef(fileId, user, recordLevel(def, holder)), req),
          ),
        }
      : {}),
    [`GET ${base}/:id/related`]: authed(({ req, user }) => relatedOf(def, req.params.id, user)),
  };
}

export default Object.assign({}, ...resources.map(recordRoutesOf)) as Record<string, Handler>;
