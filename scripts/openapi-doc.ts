/**
 * Builds the OpenAPI 3.1 document (config/openapi.json): the resource calls from the resource
 * definitions, the platform calls (sign-in, session, files, workflow, logs) from ./openapi-platform.ts.
 * The typed services follow it, tests/unit/mock/contract.test.ts holds the mock's answers against it
 * and tests/unit/security walks every path for every role. Regenerate with `npx tsx scripts/openapi.ts`; a test fails while the file on
 * disk differs from what this builds.
 */
import { EXPORT_REASON_FIELD, EXPORT_REASON_PARAM } from '../src/domain/personal';
import { API } from '../src/domain/endpoints';
import { codesOf, formFields } from '../src/domain/engine';
import { SAVED_FILTER_MAX, SAVED_FILTER_NAME_MAX } from '../src/domain/savedFilters';
import { resources } from '../src/domain/desks';
import { aiPaths } from './openapi-ai';
import { platformPaths } from './openapi-platform';
import { surveyPaths } from './openapi-surveys';
import { indicatorPaths } from './openapi-indicators';
import { answer, jsonBody, ok, paged, param, ref, type Schema } from './openapi-shapes';
import { adminOpenApi } from './openapi-admin';
import { cbbVoicePaths } from './openapi-cbbVoice';
import { bodySchema, recordSchema, actionBodySchema, listParams, personalSchema } from './openapi-resource-schemas';
import { commonSchemas } from './openapi-common-schemas';

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

export function buildOpenApi() {
  const schemas: Record<string, Schema> = commonSchemas();
  const paths: Record<string, Record<string, unknown>> = {
    [`${API.management}/options/dictionaries`]: {
      get: {
        tags: ['options'],
        operationId: 'listDictionaries',
        summary: 'Every dictionary of the option configuration',
        responses: answer(ok({ type: 'array', items: ref('Dictionary') }), 'dictionaries'),
      },
    },
    [`${API.management}/options/dictionaries/{type}`]: {
      get: { tags: ['options'], operationId: 'getDictionary', parameters: [param('type', 'path')], responses: answer(ok(ref('Dictionary')), 'one dictionary') },
    },
    [`${API.management}/options/settings`]: {
      get: { tags: ['options'], operationId: 'listSettings', responses: answer(ok({ type: 'array', items: ref('Setting') }), 'numeric settings') },
    },
    [`${API.management}/options/secrecyLevels`]: {
      get: {
        tags: ['options'],
        operationId: 'listSecrecyLevelNames',
        summary: 'The names and colours of the secrecy levels as 人员密级 / 信息密级 set them; renamed: no longer the default name',
        responses: answer(ok(ref('SecrecyLevelNames')), 'level names'),
      },
    },
    [`${API.management}/savedFilters`]: {
      get: {
        tags: ['savedFilters'],
        operationId: 'listSavedFilters',
        summary: "The signed-in user's saved filters of one list",
        parameters: [param('resource', 'query', { type: 'string' }, true)],
        responses: answer(ok({ type: 'array', items: ref('SavedFilter') }), 'saved filters, oldest first'),
      },
      post: {
        tags: ['savedFilters'],
        operationId: 'saveFilter',
        summary: `Save the current search of a list (≤ ${SAVED_FILTER_MAX} per user and list, names unique)`,
        requestBody: jsonBody({
          type: 'object',
          required: ['resource', 'name', 'query'],
          additionalProperties: false,
          properties: { resource: { type: 'string' }, name: { type: 'string', minLength: 1, maxLength: SAVED_FILTER_NAME_MAX }, query: ref('SavedQuery') },
        }),
        responses: answer(ok(ref('SavedFilter')), 'the saved filter'),
      },
    },
    [`${API.management}/savedFilters/{id}`]: {
      delete: {
        tags: ['savedFilters'],
        operationId: 'deleteSavedFilter',
        parameters: [param('id', 'path')],
        responses: answer(ok({ type: 'object', required: ['id'], properties: { id: { type: 'string' } }, additionalProperties: false }), 'deleted'),
      },
    },
    // a technical material's new revision (mock/knowledge.ts): the earlier ones are kept
    [`${API.management}/technicalMaterials/{id}/revisions`]: {
      post: {
        tags: ['technicalMaterials'],
        operationId: 'addTechnicalMaterialRevision',
        'x-permission': 'technicalMaterials:edit',
        summary: 'Add a revision (file uploaded to the file API first; PDF / TXT / DOCX, ≤ 3 MB): it becomes the current one',
        parameters: [param('id', 'path')],
        requestBody: jsonBody({
          type: 'object',
          required: ['revision', 'effectiveDate', 'fileId', 'version'],
          additionalProperties: false,
          properties: {
            revision: { type: 'string', maxLength: 16 },
            effectiveDate: { type: 'string', format: 'date' },
            fileId: { type: 'string' },
            note: { type: ['string', 'null'], maxLength: 200 },
            version: { type: 'integer', minimum: 0 },
          },
        }),
        responses: answer(ok(ref('TechnicalMaterials')), 'the material with its new current revision'),
      },
    },
    ...platformPaths(),
    ...aiPaths(),
    ...cbbVoicePaths(),
    ...surveyPaths(),
    ...indicatorPaths(),
  };
  for (const def of resources) {
    const R = cap(def.key);
    const base = `${API[def.base]}/${def.key}`;
    schemas[R] = recordSchema(def);
    schemas[`${R}Create`] = bodySchema(formFields(def, 'create'), { requireAll: true });
    schemas[`${R}Update`] = bodySchema(formFields(def, 'edit'), {
      requireAll: false,
      extra: { version: { type: 'integer', minimum: 0 } },
      required: ['version'],
    });
    const tags = [def.key];
    // editing (and attaching, which needs the edit code) is documented only where the catalogue has the code
    const editable = codesOf(def).includes(def.codes.edit);
    paths[base] = {
      get: {
        tags,
        operationId: `list${R}`,
        'x-permission': def.codes.read,
        summary: `Page of ${def.key}`,
        parameters: listParams(def),
        responses: answer(paged(R), 'a page'),
      },
      ...(def.creatable
        ? {
            post: {
              tags,
              operationId: `create${R}`,
              'x-permission': def.codes.create,
              requestBody: jsonBody(ref(`${R}Create`)),
              responses: answer(ok(ref(R)), 'the created record'),
            },
          }
        : {}),
    };
    const personal = def.personalFields.length > 0;
    paths[`${base}/export`] = {
      get: {
        tags,
        operationId: `export${R}`,
        'x-permission': def.codes.export,
        summary: personal
          ? 'Every row matching the filters (≤ 20 000), personal data masked; the reason is required and logged'
          : 'Every row matching the filters (≤ 20 000)',
        parameters: [
          ...listParams(def).filter((p) => !['current', 'pageSize'].includes(p.name)),
          ...(personal
            ? [
                param(
                  EXPORT_REASON_PARAM,
                  'query',
                  { type: 'string', minLength: EXPORT_REASON_FIELD.minLength, maxLength: EXPORT_REASON_FIELD.maxLength },
                  true,
                  'why personal data is exported (operation log)',
                ),
              ]
            : []),
        ],
        responses: answer(paged(R), 'all matching rows'),
      },
    };
    if (personal) {
      paths[`${base}/{id}/personal`] = {
        get: {
          tags,
          operationId: `revealPersonal${R}`,
          'x-permission': def.codes.revealPersonal,
          summary: 'The full personal values of the record (logged); every other answer masks them',
          parameters: [param('id', 'path')],
          responses: answer(ok(personalSchema(def)), 'the full values'),
        },
      };
    }
    paths[`${base}/{id}`] = {
      get: {
        tags,
        operationId: `get${R}`,
        'x-permission': def.codes.read,
        parameters: [param('id', 'path')],
        responses: answer(ok(ref(R)), 'the record with history and attachments'),
      },
      ...(editable
        ? {
            put: {
              tags,
              operationId: `update${R}`,
              'x-permission': def.codes.edit,
              parameters: [param('id', 'path')],
              requestBody: jsonBody(ref(`${R}Update`)),
              responses: answer(ok(ref(R)), 'the updated record'),
            },
          }
        : {}),
      ...(def.removableIn.length
        ? {
            delete: {
              tags,
              operationId: `delete${R}`,
              'x-permission': def.codes.remove,
              parameters: [param('id', 'path'), param('version', 'query', { type: 'integer' }, true)],
              responses: answer(ok({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), 'deleted'),
            },
          }
        : {}),
    };
    for (const a of def.lifecycle?.actions ?? []) {
      if (a.system) continue;
      const A = cap(a.key);
      schemas[`${R}${A}Body`] = actionBodySchema(a);
      paths[`${base}/{id}/actions/${a.key}`] = {
        post: {
          tags,
          operationId: `${a.key}${R}`,
          summary: `${a.from.join(' | ')} → ${a.to}`,
          'x-permission': def.codes.action(a.key),
          parameters: [param('id', 'path')],
          requestBody: jsonBody(ref(`${R}${A}Body`)),
          responses: answer(ok(ref(R)), 'the record after the action'),
        },
      };
      if (a.bulk) {
        paths[`${base}/bulk-actions/${a.key}`] = {
          post: {
            tags,
            operationId: `bulk${A}${R}`,
            'x-permission': def.codes.action(a.key),
            requestBody: jsonBody({
              type: 'object',
              required: ['ids'],
              additionalProperties: false,
              properties: {
                ids: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string' } },
                ...(a.comment ? { comment: { type: 'string', maxLength: 500 } } : {}),
              },
            }),
            responses: answer(ok(ref('BulkResult')), 'all or nothing'),
          },
        };
      }
    }
    if (editable && def.anatomy)
      paths[`${base}/{id}/attachments`] = {
        post: {
          tags,
          operationId: `attach${R}`,
          'x-permission': def.codes.edit,
          parameters: [param('id', 'path')],
          description: `Limits (refused with VALIDATION): ${def.attachments.accept.flatMap((a) => a.extensions).join(', ')}; ≤ ${def.attachments.maxBytes} bytes; ≤ ${def.attachments.maxCount} per record.`,
          requestBody: jsonBody({
            type: 'object',
            required: ['fileId', 'docType'],
            additionalProperties: false,
            properties: { fileId: { type: 'string' }, docType: { type: 'string', 'x-dictionary': def.attachments.docTypes } },
          }),
          responses: answer(ok({ type: 'array', items: ref('AttachmentRef') }), 'the attachments now'),
        },
      };
    if (def.thread) {
      paths[`${base}/{id}/messages`] = {
        get: {
          tags,
          operationId: `messages${R}`,
          summary: 'The reply thread, oldest first',
          'x-permission': def.codes.read,
          parameters: [param('id', 'path')],
          responses: answer(ok({ type: 'array', items: ref('ThreadMessage') }), 'the messages'),
        },
        post: {
          tags,
          operationId: `reply${R}`,
          summary: `Post a message (no status change; open in ${def.thread.openIn.join(' | ')})`,
          'x-permission': def.codes.reply,
          parameters: [param('id', 'path')],
          requestBody: jsonBody(ref('MessageInput')),
          responses: answer(ok(ref('ThreadMessage')), 'the stored message'),
        },
      };
    }
    paths[`${base}/{id}/related`] = {
      get: {
        tags,
        operationId: `related${R}`,
        summary: 'Related records both ways, those the user may see',
        'x-permission': def.codes.read,
        parameters: [param('id', 'path')],
        responses: answer(ok({ type: 'array', items: ref('RelatedRecord') }), 'related records'),
      },
    };
    if (editable && def.anatomy)
      paths[`${base}/{id}/attachments/{fileId}`] = {
        delete: {
          tags,
          operationId: `detach${R}`,
          'x-permission': def.codes.edit,
          parameters: [param('id', 'path'), param('fileId', 'path')],
          responses: answer(ok({ type: 'array', items: ref('AttachmentRef') }), 'the attachments now'),
        },
      };
  }
  Object.assign(paths, adminOpenApi(schemas));
  return {
    openapi: '3.1.0',
    info: {
      title: '售后服务管理系统 — portal calls',
      version: '1.0.0',
      description:
        'Generated by scripts/openapi.ts (resources from src/domain/desks). `x-permission`: the code a call needs (an array: any of them); none: every signed-in user; `security: []`: no token needed. Every answer is HTTP 200 with the envelope {success, data | errorCode, errorMessage, showType, data}; a missing or expired AuthenticationToken answers HTTP 401 (errorCode UNAUTHENTICATED), an internal error HTTP 500 (errorCode INTERNAL, data.ref: the system-log trace id); a broken body (not JSON, wrong content type, over 1 MiB, nested over 32 levels, not an object) answers BAD_REQUEST_BODY.',
    },
    servers: [{ url: '/' }],
    security: [{ token: [] }],
    paths,
    components: { schemas, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'AuthenticationToken' } } },
  };
}
