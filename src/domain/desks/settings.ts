/**
 * Numeric settings of the option configuration (选项配置) that domain rules read through
 * `ctx.setting(key, default)`: the keys, ranges and defaults below; the values in force are the stored
 * records of `selectSetting` (seeded with the defaults), edited on 选项配置's 业务参数 tab — none added,
 * none removed, each value a whole number within its range (./selectSetting.ts). Plain data: the layout
 * reads it (the watermark), so it stays out of the engine.
 */
export const SETTINGS = {
  /** AOG orders must be answered within this many minutes of submission (domain.md §3) */
  aogResponseMinutes: { key: 'aogResponseMinutes', default: 120, min: 5, max: 7 * 24 * 60 },
  /** an exchange's removed unit (core) is due back this many days after the replacement shipped */
  coreReturnDays: { key: 'coreReturnDays', default: 30, min: 1, max: 365 },
  /** a lease extension of more days than this goes through the lease workflow; up to it, it is granted at once */
  leaseExtensionApprovalDays: { key: 'leaseExtensionApprovalDays', default: 30, min: 0, max: 365 },
  /** an open support case waiting this many hours for its engineer's answer is "unanswered" */
  supportUnansweredHours: { key: 'supportUnansweredHours', default: 8, min: 1, max: 720 },
  /** a complaint closed within this many days of being raised is closed in time (服务指标) */
  complaintCloseDays: { key: 'complaintCloseDays', default: 30, min: 1, max: 365 },
  /** the user's name and number watermarked over the content: 1 on, 0 off (pages showing 秘密 / 机密 records always) */
  watermark: { key: 'watermark', default: 1, min: 0, max: 1 },
} as const;

export type SettingKey = keyof typeof SETTINGS;
