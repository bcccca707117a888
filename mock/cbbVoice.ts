/**
 * The calls of the CBB board, suggestions and portal content beyond the generic resource routes:
 * like / view of a post, and the portal content live now for the signed-in user (the home page).
 * config/openapi.json documents them; the rules are in mock/lib/desks/cbb.ts and mock/lib/desks/voice.ts.
 */
import type { Request, Response } from 'express';
import { CBB_PATHS } from '../src/domain/desks/cbb';
import { LIVE_CONTENT_PATH } from '../src/domain/desks/voice';
import { bodyOf } from './lib/server/body';
import { like, view } from './lib/desks/cbb';
import { authed } from './lib/server/http';
import { liveContent } from './lib/desks/voice';
import { wireRules } from './lib/rules';

wireRules();

type Handler = (req: Request, res: Response) => void;

export default {
  [`POST ${CBB_PATHS.like(':id')}`]: authed(({ req, user }) => like(req.params.id, bodyOf(req), user, req)),
  [`POST ${CBB_PATHS.view(':id')}`]: authed(({ req, user }) => view(req.params.id, bodyOf(req), user)),
  [`GET ${LIVE_CONTENT_PATH}`]: authed(({ user }) => liveContent(user)),
} as Record<string, Handler>;
