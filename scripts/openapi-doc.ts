/**
 * Builds the OpenAPI 3.1 document (config/openapi.json): the resource calls from the resource
 * definitions, the platform calls (sign-in, session, files, workflow, logs) from ./openapi-platform.ts.
 * The typed services follow it, tests/unit/mock/contract.test.ts holds the mock's answers against it
 * and tests/unit/security walks every path for every role. Regenerate with `npx tsx scripts/openapi.ts`; a test fails while the file on
 * disk differs from what this builds.
 */
import { EXPORT_REASON_FIELD, EXPORT_REASON_PARAM } from '../src/domain/personal';
import { API } from '../src/core/config/endpoints';
import { codesOf, formFields, linesOf, MESSAGE_FILES_MAX, MESSAGE_MAX, MINE_PARAM, mineFiltersOf, rowLimits, userNameField, type ActionDef, type FieldDef, type ResourceDef } from '../src/domain/resource';
import { SAVED_FILTER_MAX, SAVED_FILTER_NAME_MAX, SAVED_FILTER_PARAMS_MAX } from '../src/domain/savedFilters';
import { MULTI_MAX, RICH_TEXT_MAX, TEXT_MAX, TEXTAREA_MAX, NUMBER_MAX } from '../src/domain/resource/validate';
import { resources } from '../src/domain/resources';
import { aiPaths, aiSchemas } from './openapi-ai';
import { platformPaths, platformSchemas } from './openapi-platform';
import { surveyPaths, surveySchemas } from './openapi-surveys';
import { answer, jsonBody, ok, paged, param, ref, type Schema } from './openapi-shapes';
import { adminOpenApi } from './openapi-admin';
import { cbbVoicePaths } from './openapi-cbbVoice';

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

function fieldSchema(f: FieldDef, nullable: boolean): Schema {
  let s: Schema;
  switch (f.type) {
    case 'text':
    case 'textarea':
      s = { type: 'string', maxLength: f.maxLength ?? (f.type === 'text' ? TEXT_MAX : TEXTAREA_MAX) };
      if (f.minLength) s.minLength = f.minLength;
      // personal data is answered masked (138****0001): its pattern holds for what is typed, not for answers
      if (f.pattern && !f.personal) s.pattern = f.pattern.source;
      if (f.personal) {
        s['x-personal'] = f.personal;
        s.description = `${f.personal}: masked in every answer but the reveal call; a masked value sent back unchanged keeps the stored one${f.pattern ? `; a new value matches ${f.pattern.source}` : ''}`;
      }
      break;
    case 'richText':
      s = { type: 'string', maxLength: f.maxLength ?? RICH_TEXT_MAX, description: 'HTML; the server keeps the allow-listed subset (src/domain/html.ts)' };
      break;
    case 'integer':
      s = { type: 'integer', minimum: f.min ?? 0, maximum: f.max ?? NUMBER_MAX };
      break;
    case 'number':
    case 'money':
      s = { type: 'number', minimum: f.min ?? 0, maximum: f.max ?? NUMBER_MAX };
      break;
    case 'date':
      s = { type: 'string', format: 'date' };
      break;
    case 'dateTime':
      s = { type: 'string', format: 'date-time' };
      break;
    case 'select':
      s = f.enum ? { type: 'string', enum: [...f.enum] } : { type: 'string', maxLength: 100, ...(f.dict ? { 'x-dictionary': f.dict } : {}) };
      break;
    case 'multiSelect':
      s = { type: 'array', maxItems: MULTI_MAX, items: f.enum ? { type: 'string', enum: [...f.enum] } : { type: 'string', maxLength: 100 }, ...(f.dict ? { 'x-dictionary': f.dict } : {}) };
      break;
    case 'boolean':
      s = { type: 'boolean' };
      break;
    case 'attachments':
      return { type: 'array', items: ref('AttachmentRef') };
    case 'lineItems':
      return lineItemsSchema(f);
    default:
      s = {};
  }
  if (nullable && f.type !== 'multiSelect') {
    if (s.enum) s.enum = [...(s.enum as string[]), null];
    s.type = [s.type as string, 'null'];
  }
  if (f.derive) s['x-derived'] = true;
  // fixed when the record reaches these moments (created / an action), then answered as stored
  if (f.fixOn?.length) s['x-fixed-on'] = [...f.fixOn];
  return s;
}

/** Rows of a line-items field: each an object of its cells (read-only and computed cells are answered, not accepted). */
function lineItemsSchema(f: FieldDef): Schema {
  const l = linesOf(f);
  const properties: Record<string, Schema> = {};
  for (const c of l.fields) properties[c.key] = fieldSchema(c, !c.required || c.readOnly === true);
  for (const c of l.computed ?? []) properties[c.key] = { type: ['number', 'null'], 'x-derived': true };
  const { min, max } = rowLimits(f);
  const required = l.fields.filter((c) => c.required && !c.readOnly).map((c) => c.key);
  return {
    type: 'array',
    ...(l.patch ? { description: 'one row per stored row, in order: merged into them' } : { minItems: min }),
    maxItems: max,
    items: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
    ...(l.totals?.length ? { 'x-totals': [...l.totals] } : {}),
  };
}

function bodySchema(fields: FieldDef[], opts: { requireAll: boolean; extra?: Record<string, Schema>; required?: string[] }): Schema {
  const properties: Record<string, Schema> = {};
  for (const f of fields) properties[f.key] = fieldSchema(f, !f.required);
  Object.assign(properties, opts.extra ?? {});
  const required = [...(opts.requireAll ? fields.filter((f) => f.required).map((f) => f.key) : []), ...(opts.required ?? [])];
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

function recordSchema(def: ResourceDef): Schema {
  const properties: Record<string, Schema> = {
    id: { type: 'string' },
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    history: { type: 'array', items: ref('HistoryEntry') },
    attachments: { type: 'array', items: ref('AttachmentRef') },
  };
  if (def.anatomy) {
    properties.applicantNo = { type: ['string', 'null'] };
    properties.applicantName = { type: ['string', 'null'] };
  }
  // the assignee a `takes` action stamps ("assigned to me")
  if (def.mine.assigned) for (const k of [def.mine.assigned, userNameField(def.mine.assigned)]) properties[k] = { type: ['string', 'null'] };
  for (const f of def.fields) if (!properties[f.key]) properties[f.key] = fieldSchema(f, !f.required || f.readOnly === true);
  for (const a of def.lifecycle?.actions ?? []) for (const f of a.input ?? []) if (!properties[f.key]) properties[f.key] = fieldSchema(f, true);
  const required = ['id', 'version', 'createdAt', 'updatedAt', ...(def.lifecycle ? ['status'] : []), ...(def.codePrefix ? ['code'] : [])];
  if (def.lifecycle) properties.status = { type: 'string', enum: def.lifecycle.statuses.map((s) => s.key) };
  return { type: 'object', properties, required, additionalProperties: false };
}

export function actionBodySchema(action: ActionDef): Schema {
  const fields = [...(action.input ?? [])];
  if (action.comment) fields.push({ key: 'comment', type: 'textarea', maxLength: 500, required: action.comment === 'required' });
  return bodySchema(fields, { requireAll: true, extra: { version: { type: 'integer', minimum: 0 } }, required: ['version'] });
}

function listParams(def: ResourceDef) {
  const params = [
    param('current', 'query', { type: 'integer', minimum: 1 }, false),
    param('pageSize', 'query', { type: 'integer', minimum: 1, maximum: 100 }, false),
    param('sortField', 'query', { type: 'string', enum: def.fields.filter((f) => f.table).map((f) => f.key) }, false),
    param('sortOrder', 'query', { type: 'string', enum: ['ascend', 'descend'] }, false),
    param('keyword', 'query', { type: 'string', maxLength: 100 }, false, `contains, in: ${def.keywordFields.join(', ')}`),
  ];
  const mine = mineFiltersOf(def);
  if (mine.length) params.push(param(MINE_PARAM, 'query', { type: 'string', enum: mine }, false, "the signed-in user's records: applied = applicant, assigned = assignee"));
  for (const f of def.fields) {
    if (!f.search) continue;
    if (f.search === 'range' || f.type === 'date' || f.type === 'dateTime') {
      params.push(param(`${f.key}From`, 'query', { type: 'string' }, false, `${f.key} ≥ (date YYYY-MM-DD or date-time)`));
      params.push(param(`${f.key}To`, 'query', { type: 'string' }, false, `${f.key} ≤ (a bare date covers the whole day)`));
    } else if (f.type === 'select' || f.type === 'multiSelect') params.push(param(f.key, 'query', { type: 'string' }, false, 'one of, comma-separated'));
    else params.push(param(f.key, 'query', { type: 'string' }, false, f.type === 'text' ? 'contains' : 'equals'));
  }
  return params;
}

/** The answer of the reveal call: the record's id and its personal values (line items: their personal cells per row). */
function personalSchema(def: ResourceDef): Schema {
  const values: Record<string, Schema> = {};
  for (const f of def.personalFields) {
    const cells = f.lines?.fields.filter((c) => c.personal) ?? [];
    values[f.key] = cells.length
      ? { type: 'array', items: { type: 'object', additionalProperties: false, properties: Object.fromEntries(cells.map((c) => [c.key, { type: ['string', 'null'] }])) } }
      : { type: ['string', 'null'] };
  }
  return { type: 'object', required: ['id', 'values'], additionalProperties: false, properties: { id: { type: 'string' }, values: { type: 'object', additionalProperties: false, properties: values } } };
}

export function buildOpenApi() {
  const schemas: Record<string, Schema> = {
    Failure: {
      type: 'object',
      required: ['success', 'errorCode', 'errorMessage', 'showType'],
      properties: {
        success: { const: false },
        errorCode: {
          type: 'string',
          enum: ['VALIDATION', 'STALE_VERSION', 'ACTION_NOT_ALLOWED', 'UNKNOWN_ACTION', 'NOT_EDITABLE', 'IN_APPROVAL', 'NOT_REMOVABLE', 'NOT_FOUND', 'FORBIDDEN', 'NOT_OWNER', 'TOO_MANY', 'PASSWORD_CHANGE_REQUIRED', 'THREAD_CLOSED', 'BAD_REQUEST_BODY', 'UNAUTHENTICATED', 'INTERNAL'],
          description:
            'IN_APPROVAL: the record is in approval and locked (no edit, no attachment change) until the approval ends. NOT_OWNER: the record is a draft or back from approval, in its applicant\'s hands: only the applicant changes it. PASSWORD_CHANGE_REQUIRED (showType 9, data.url = /updatePassword): the password must be changed first.',
        },
        errorMessage: { type: 'string', minLength: 1 },
        showType: { type: 'integer', enum: [0, 1, 2, 3, 9] },
        data: {},
      },
      additionalProperties: false,
    },
    HistoryEntry: {
      type: 'object',
      required: ['at', 'operatorNo', 'operatorName', 'action'],
      properties: {
        at: { type: 'string', format: 'date-time' },
        operatorNo: { type: 'string' },
        operatorName: { type: 'string' },
        action: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        comment: { type: 'string' },
        changes: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    },
    AttachmentRef: {
      type: 'object',
      required: ['id', 'name', 'size'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        size: { type: 'integer', minimum: 0 },
        type: { type: 'string' },
        uploadedAt: { type: 'string', format: 'date-time' },
        uploadedBy: { type: 'string' },
        docType: { type: 'string', description: "a value of the resource's document-type dictionary" },
      },
      additionalProperties: false,
    },
    ThreadMessage: {
      type: 'object',
      required: ['id', 'at', 'authorNo', 'authorName', 'text', 'attachments'],
      properties: { id: { type: 'string' }, at: { type: 'string', format: 'date-time' }, authorNo: { type: 'string' }, authorName: { type: 'string' }, text: { type: 'string', maxLength: MESSAGE_MAX }, attachments: { type: 'array', items: ref('AttachmentRef') } },
      additionalProperties: false,
    },
    MessageInput: {
      type: 'object',
      properties: { text: { type: 'string', maxLength: MESSAGE_MAX, description: 'plain text, multi-line; text or a file is required' }, fileIds: { type: 'array', maxItems: MESSAGE_FILES_MAX, uniqueItems: true, items: { type: 'string' } } },
      additionalProperties: false,
    },
    RelatedRecord: {
      type: 'object',
      required: ['direction', 'resource', 'field', 'id'],
      properties: { direction: { type: 'string', enum: ['to', 'from'] }, resource: { type: 'string' }, field: { type: 'string' }, id: { type: 'string' }, code: { type: 'string' }, status: { type: 'string' } },
      additionalProperties: false,
    },
    BulkResult: { type: 'object', required: ['count', 'codes'], properties: { count: { type: 'integer', minimum: 1 }, codes: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
    Dictionary: {
      type: 'object',
      required: ['type', 'name', 'items'],
      properties: {
        type: { type: 'string' },
        name: { type: 'string' },
        nameEn: { type: 'string' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'label', 'order', 'enabled'],
            properties: { value: { type: 'string' }, label: { type: 'string' }, labelEn: { type: 'string' }, order: { type: 'integer' }, enabled: { type: 'boolean' } },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    },
    SecrecyLevelNames: (() => {
      const level = { type: 'object', properties: { level: { type: 'string' }, name: { type: 'string' }, color: { type: 'string' }, renamed: { type: 'boolean' } }, required: ['level', 'name', 'color', 'renamed'], additionalProperties: false };
      const levels = { type: 'array', items: level };
      return { type: 'object', properties: { info: levels, personnel: levels }, required: ['info', 'personnel'], additionalProperties: false };
    })(),
    Setting: {
      type: 'object',
      required: ['key', 'value', 'default', 'min', 'max'],
      properties: { key: { type: 'string' }, value: { type: 'integer' }, default: { type: 'integer' }, min: { type: 'integer' }, max: { type: 'integer' } },
      additionalProperties: false,
    },
    SavedQuery: {
      type: 'object',
      description: "the list call's parameters (filters, keyword, sortField / sortOrder), no paging",
      maxProperties: SAVED_FILTER_PARAMS_MAX,
      additionalProperties: { type: 'string' },
    },
    SavedFilter: {
      type: 'object',
      required: ['id', 'resource', 'name', 'query', 'createdAt'],
      properties: { id: { type: 'string' }, resource: { type: 'string' }, name: { type: 'string' }, query: ref('SavedQuery'), createdAt: { type: 'string', format: 'date-time' } },
      additionalProperties: false,
    },
    ...platformSchemas,
    ...aiSchemas,
    ...surveySchemas,
  };
  const paths: Record<string, Record<string, unknown>> = {
    [`${API.management}/options/dictionaries`]: { get: { tags: ['options'], operationId: 'listDictionaries', summary: 'Every dictionary of the option configuration', responses: answer(ok({ type: 'array', items: ref('Dictionary') }), 'dictionaries') } },
    [`${API.management}/options/dictionaries/{type}`]: { get: { tags: ['options'], operationId: 'getDictionary', parameters: [param('type', 'path')], responses: answer(ok(ref('Dictionary')), 'one dictionary') } },
    [`${API.management}/options/settings`]: { get: { tags: ['options'], operationId: 'listSettings', responses: answer(ok({ type: 'array', items: ref('Setting') }), 'numeric settings') } },
    [`${API.management}/options/secrecyLevels`]: { get: { tags: ['options'], operationId: 'listSecrecyLevelNames', summary: 'The names and colours of the secrecy levels as 人员密级 / 信息密级 set them; renamed: no longer the default name', responses: answer(ok(ref('SecrecyLevelNames')), 'level names') } },
    [`${API.management}/savedFilters`]: {
      get: { tags: ['savedFilters'], operationId: 'listSavedFilters', summary: "The signed-in user's saved filters of one list", parameters: [param('resource', 'query', { type: 'string' }, true)], responses: answer(ok({ type: 'array', items: ref('SavedFilter') }), 'saved filters, oldest first') },
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
      delete: { tags: ['savedFilters'], operationId: 'deleteSavedFilter', parameters: [param('id', 'path')], responses: answer(ok({ type: 'object', required: ['id'], properties: { id: { type: 'string' } }, additionalProperties: false }), 'deleted') },
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
          properties: { revision: { type: 'string', maxLength: 16 }, effectiveDate: { type: 'string', format: 'date' }, fileId: { type: 'string' }, note: { type: ['string', 'null'], maxLength: 200 }, version: { type: 'integer', minimum: 0 } },
        }),
        responses: answer(ok(ref('TechnicalMaterials')), 'the material with its new current revision'),
      },
    },
    ...platformPaths(),
    ...aiPaths(),
    ...cbbVoicePaths(),
    ...surveyPaths(),
  };
  for (const def of resources) {
    const R = cap(def.key);
    const base = `${API[def.base]}/${def.key}`;
    schemas[R] = recordSchema(def);
    schemas[`${R}Create`] = bodySchema(formFields(def, 'create'), { requireAll: true });
    schemas[`${R}Update`] = bodySchema(formFields(def, 'edit'), { requireAll: false, extra: { version: { type: 'integer', minimum: 0 } }, required: ['version'] });
    const tags = [def.key];
    // editing (and attaching, which needs the edit code) is documented only where the catalogue has the code
    const editable = codesOf(def).includes(def.codes.edit);
    paths[base] = {
      get: { tags, operationId: `list${R}`, 'x-permission': def.codes.read, summary: `Page of ${def.key}`, parameters: listParams(def), responses: answer(paged(R), 'a page') },
      ...(def.creatable ? { post: { tags, operationId: `create${R}`, 'x-permission': def.codes.create, requestBody: jsonBody(ref(`${R}Create`)), responses: answer(ok(ref(R)), 'the created record') } } : {}),
    };
    const personal = def.personalFields.length > 0;
    paths[`${base}/export`] = {
      get: {
        tags,
        operationId: `export${R}`,
        'x-permission': def.codes.export,
        summary: personal ? 'Every row matching the filters (≤ 20 000), personal data masked; the reason is required and logged' : 'Every row matching the filters (≤ 20 000)',
        parameters: [
          ...listParams(def).filter((p) => !['current', 'pageSize'].includes(p.name)),
          ...(personal ? [param(EXPORT_REASON_PARAM, 'query', { type: 'string', minLength: EXPORT_REASON_FIELD.minLength, maxLength: EXPORT_REASON_FIELD.maxLength }, true, 'why personal data is exported (operation log)')] : []),
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
      get: { tags, operationId: `get${R}`, 'x-permission': def.codes.read, parameters: [param('id', 'path')], responses: answer(ok(ref(R)), 'the record with history and attachments') },
      ...(editable ? { put: { tags, operationId: `update${R}`, 'x-permission': def.codes.edit, parameters: [param('id', 'path')], requestBody: jsonBody(ref(`${R}Update`)), responses: answer(ok(ref(R)), 'the updated record') } } : {}),
      ...(def.removableIn.length
        ? { delete: { tags, operationId: `delete${R}`, 'x-permission': def.codes.remove, parameters: [param('id', 'path'), param('version', 'query', { type: 'integer' }, true)], responses: answer(ok({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }), 'deleted') } }
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
              properties: { ids: { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: { type: 'string' } }, ...(a.comment ? { comment: { type: 'string', maxLength: 500 } } : {}) },
            }),
            responses: answer(ok(ref('BulkResult')), 'all or nothing'),
          },
        };
      }
    }
    if (editable) paths[`${base}/{id}/attachments`] = {
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
        get: { tags, operationId: `messages${R}`, summary: 'The reply thread, oldest first', 'x-permission': def.codes.read, parameters: [param('id', 'path')], responses: answer(ok({ type: 'array', items: ref('ThreadMessage') }), 'the messages') },
        post: { tags, operationId: `reply${R}`, summary: `Post a message (no status change; open in ${def.thread.openIn.join(' | ')})`, 'x-permission': def.codes.reply, parameters: [param('id', 'path')], requestBody: jsonBody(ref('MessageInput')), responses: answer(ok(ref('ThreadMessage')), 'the stored message') },
      };
    }
    paths[`${base}/{id}/related`] = {
      get: { tags, operationId: `related${R}`, summary: 'Related records both ways, those the user may see', 'x-permission': def.codes.read, parameters: [param('id', 'path')], responses: answer(ok({ type: 'array', items: ref('RelatedRecord') }), 'related records') },
    };
    if (editable) paths[`${base}/{id}/attachments/{fileId}`] = {
      delete: { tags, operationId: `detach${R}`, 'x-permission': def.codes.edit, parameters: [param('id', 'path'), param('fileId', 'path')], responses: answer(ok({ type: 'array', items: ref('AttachmentRef') }), 'the attachments now') },
    };
  }
  const admin = adminOpenApi();
  Object.assign(paths, admin.paths);
  Object.assign(schemas, admin.schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: '售后服务管理系统 — portal calls',
      version: '1.0.0',
      description:
        'Generated by scripts/openapi.ts (resources from src/domain/resources). `x-permission`: the code a call needs (an array: any of them); none: every signed-in user; `security: []`: no token needed. Every answer is HTTP 200 with the envelope {success, data | errorCode, errorMessage, showType, data}; a missing or expired AuthenticationToken answers HTTP 401 (errorCode UNAUTHENTICATED), an internal error HTTP 500 (errorCode INTERNAL, data.ref: the system-log trace id); a broken body (not JSON, wrong content type, over 1 MiB, nested over 32 levels, not an object) answers BAD_REQUEST_BODY.',
    },
    servers: [{ url: '/' }],
    security: [{ token: [] }],
    paths,
    components: { schemas, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'AuthenticationToken' } } },
  };
}
