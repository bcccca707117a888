/**
 * What the header's conveniences show once opened: the notifications and their kinds, the search
 * dialog; and the watermark setting's name (选项配置). Not in the entry: the whole table is merged
 * before any page renders, long before a user opens either (src/core/locale.ts).
 */
export default {
  'notifications.readAll': 'Mark all read',
  'notifications.none': 'No notifications',
  'notifications.kind.taskAssigned': '{code} ({page}) from {actor} awaits your approval',
  'notifications.kind.approved': 'Your {code} ({page}) was approved',
  'notifications.kind.rejected': 'Your {code} ({page}) was rejected',
  'notifications.kind.reply': '{actor} replied on {code} ({page})',
  'notifications.kind.aogOverdue': 'Your AOG order {code} is past its response deadline',
  'notifications.kind.escalated': 'The approval of {code} ({page}) is past its time limit: please follow up',
  'search.title': 'Search functions and records',
  'search.placeholder': 'A function, record number, P/N, customer, registration or document number',
  'search.results': 'Search results',
  'search.none': 'No matching function or record',
  'search.functions': 'Functions',
  'search.desk': '{desk} · {total} in all',
  'search.matched': '{field}: {text}',
  'search.loading': 'Looking for records…',
  'search.failed': 'The record search failed.',
  'search.retry': 'Retry',
  'search.tooShort': 'Type at least {min} characters to search records',
  'search.keys': '↑ ↓ choose · Enter open · Esc close',
  'admin.dict.setting.watermark': 'Page watermark (1 on, 0 off; always on for secret and confidential content)',
} as Record<string, string>;
