/**
 * The header's conveniences as the shell paints them: the bell, the search button, the colour scheme.
 * What they show once opened (the notifications, the search dialog) is ./conveniencesOpened.ts.
 */
export default {
  'notifications.title': '通知',
  'notifications.bell': '通知，{count} 条未读',

  'search.open': '全局搜索（Ctrl+K）',

  'colorScheme.toDark': '切换到深色模式',
  'colorScheme.toLight': '切换到浅色模式',
} as Record<string, string>;
