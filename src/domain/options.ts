/** The shapes of the option configuration (选项配置), shared by the pages and the mock. */
export interface DictionaryItem {
  value: string;
  label: string;
  labelEn?: string;
  order: number;
  enabled: boolean;
  /** a carrier's tracking page: https, `{no}` where the tracking number goes (src/domain/tracking.ts) */
  link?: string;
}

export interface Dictionary {
  type: string;
  name: string;
  nameEn?: string;
  items: DictionaryItem[];
}

export interface Setting {
  key: string;
  value: number;
  default: number;
  min: number;
  max: number;
}
