/** The calls of the CBB board and the portal content beyond the engine's (mock/cbbVoice.ts) in config/openapi.json. */
import { LIVE_FIELDS } from '../src/domain/portalContent';
import { CBB_PATHS } from '../src/domain/desks/cbb';
import { LIVE_CONTENT_PATH } from '../src/domain/desks/voice';
import { answer, jsonBody, ok, param, type Schema } from './openapi-shapes';

const empty: Schema = { type: 'object', maxProperties: 0, additionalProperties: false };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };

export function cbbVoicePaths(): Record<string, Record<string, unknown>> {
  const tags = ['cbbList'];
  const id = [param('id', 'path')];
  return {
    [CBB_PATHS.like('{id}')]: {
      post: {
        tags,
        operationId: 'likeCbbList',
        summary: 'Like the post, or take the like back (each user counts once); published posts the user may see',
        parameters: id,
        requestBody: jsonBody(empty),
        responses: answer(
          ok({
            type: 'object',
            required: ['liked', 'likes'],
            properties: { liked: { type: 'boolean' }, likes: { type: 'integer', minimum: 0 } },
            additionalProperties: false,
          }),
          'the reader’s like and the count',
        ),
      },
    },
    [CBB_PATHS.view('{id}')]: {
      post: {
        tags,
        operationId: 'viewCbbList',
        summary: 'The reader opened the post (the author’s own openings are not counted)',
        parameters: id,
        requestBody: jsonBody(empty),
        responses: answer(
          ok({ type: 'object', required: ['views'], properties: { views: { type: 'integer', minimum: 0 } }, additionalProperties: false }),
          'the views',
        ),
      },
    },
    [LIVE_CONTENT_PATH]: {
      get: {
        tags: ['portalMaintenance'],
        operationId: 'livePortalContent',
        summary: 'Announcements and banners live now for the signed-in user (window and audience), banners first, each by order',
        responses: answer(
          ok({
            type: 'array',
            items: {
              type: 'object',
              required: [...LIVE_FIELDS],
              properties: { id: str, kind: str, title: str, content: nullableStr, link: nullableStr, startAt: str, endAt: str },
              additionalProperties: false,
            },
          }),
          'the live items',
        ),
      },
    },
  };
}
