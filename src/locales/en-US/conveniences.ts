/**
 * The header's conveniences as the shell paints them: the bell, the search button, the colour scheme.
 * What they show once opened (the notifications, the search dialog) is ./conveniencesOpened.ts.
 */
export default {
  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications, {count} unread',

  'search.open': 'Search (Ctrl+K)',

  'colorScheme.toDark': 'Switch to dark mode',
  'colorScheme.toLight': 'Switch to light mode',
} as Record<string, string>;
