/** The schemas every part of the OpenAPI document shares: the failure envelope, options, saved filters, threads, files, and the platform, AI and survey schemas (see openapi-doc.ts). */
import { MESSAGE_FILES_MAX, MESSAGE_MAX } from '../src/domain/engine';
import { SAVED_FILTER_PARAMS_MAX } from '../src/domain/savedFilters';
import { STOCK_SHORT } from '../src/domain/stock';
import { aiSchemas } from './openapi-ai';
import { platformSchemas } from './openapi-platform';
import { surveySchemas } from './openapi-surveys';
import { ref, type Schema } from './openapi-shapes';

export const commonSchemas = (): Record<string, Schema> => ({
  Failure: {
    type: 'object',
    required: ['success', 'errorCode', 'errorMessage', 'showType'],
    properties: {
      success: { const: false },
      errorCode: {
        type: 'string',
        enum: [
          'VALIDATION',
          'STALE_VERSION',
          'ACTION_NOT_ALLOWED',
          'UNKNOWN_ACTION',
          'NOT_EDITABLE',
          'IN_APPROVAL',
          'NOT_REMOVABLE',
          'NOT_FOUND',
          'FORBIDDEN',
          'NOT_OWNER',
          'TOO_MANY',
          'PASSWORD_CHANGE_REQUIRED',
          'THREAD_CLOSED',
          STOCK_SHORT,
          'BAD_REQUEST_BODY',
          'UNAUTHENTICATED',
          'INTERNAL',
        ],
        description:
          "IN_APPROVAL: the record is in approval and locked (no edit, no attachment change) until the approval ends. NOT_OWNER: the record is a draft or back from approval, in its applicant's hands: only the applicant changes it. PASSWORD_CHANGE_REQUIRED (showType 9, data.url = /updatePassword): the password must be changed first. STOCK_SHORT: an order's step would reserve more of a P/N than stock has available (data.messageKey inventory.error.short, data.params {partNumber, wanted, available}); nothing was reserved.",
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
    properties: {
      id: { type: 'string' },
      at: { type: 'string', format: 'date-time' },
      authorNo: { type: 'string' },
      authorName: { type: 'string' },
      text: { type: 'string', maxLength: MESSAGE_MAX },
      attachments: { type: 'array', items: ref('AttachmentRef') },
    },
    additionalProperties: false,
  },
  MessageInput: {
    type: 'object',
    properties: {
      text: { type: 'string', maxLength: MESSAGE_MAX, description: 'plain text, multi-line; text or a file is required' },
      fileIds: { type: 'array', maxItems: MESSAGE_FILES_MAX, uniqueItems: true, items: { type: 'string' } },
    },
    additionalProperties: false,
  },
  RelatedRecord: {
    type: 'object',
    required: ['direction', 'resource', 'field', 'id'],
    properties: {
      direction: { type: 'string', enum: ['to', 'from'] },
      resource: { type: 'string' },
      field: { type: 'string' },
      id: { type: 'string' },
      code: { type: 'string' },
      status: { type: 'string' },
    },
    additionalProperties: false,
  },
  BulkResult: {
    type: 'object',
    required: ['count', 'codes'],
    properties: { count: { type: 'integer', minimum: 1 }, codes: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  },
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
          properties: {
            value: { type: 'string' },
            label: { type: 'string' },
            labelEn: { type: 'string' },
            order: { type: 'integer' },
            enabled: { type: 'boolean' },
            link: { type: 'string' },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  SecrecyLevelNames: (() => {
    const level = {
      type: 'object',
      properties: { level: { type: 'string' }, name: { type: 'string' }, color: { type: 'string' }, renamed: { type: 'boolean' } },
      required: ['level', 'name', 'color', 'renamed'],
      additionalProperties: false,
    };
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
    properties: {
      id: { type: 'string' },
      resource: { type: 'string' },
      name: { type: 'string' },
      query: ref('SavedQuery'),
      createdAt: { type: 'string', format: 'date-time' },
    },
    additionalProperties: false,
  },
  ...platformSchemas,
  ...aiSchemas,
  ...surveySchemas,
});
