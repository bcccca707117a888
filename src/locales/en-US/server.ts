/** What the back end answers when it refuses a call for reasons of transport, not of business rules. */
export default {
  'server.body.notJson': 'The request body must be JSON (Content-Type: application/json)',
  'server.body.malformed': 'The request body is not valid JSON',
  'server.body.notObject': 'The request body must be one JSON object',
  'server.body.tooLarge': 'The request body is too large: at most {max}',
  'server.body.tooDeep': 'The request body is nested too deeply: at most {max} levels',
  'server.internal': 'Internal server error, please try again later (reference {ref})',
  'server.unauthenticated': 'Your session has expired, please sign in again',
  'server.search.query': 'A search needs 2–60 characters',
  'server.parts.query': 'A part query needs 1–40 characters',
  'server.forbidden': 'You are not allowed to do this ({code})',
  'server.notFound': '{what} does not exist or has been deleted',
  'server.oplog.module': 'API request',
} as Record<string, string>;
