import { salaryText } from '@hrbd/contract';

/** Amounts are stored in cents and shown in yuan with 2 decimals (spec §9). */
export function formatYuan(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '-';
  return (cents / 100).toFixed(2);
}

export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : value.toFixed(0);
}

/** Placeholder for empty cells, as admin consoles show it. */
export function orDash(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || value === '' ? '-' : value;
}

/** A file size as people read it: 512 B, 3.2 KB, 6.0 MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** A monthly salary range in whole yuan, as job lists show it: 5000-8000元/月. */
export function formatSalary(min: number, max: number): string {
  return salaryText(min, max);
}

/** A place from its names: 河南省 郑州市 新郑市 + the detail. */
export function formatPlace(place: { provinceName: string; cityName: string; countyName: string; address?: string }): string {
  // 北京/上海… repeat the province as their city: say it once.
  const names = [place.provinceName, place.cityName === place.provinceName ? '' : place.cityName, place.countyName].filter(Boolean);
  return [names.join(' '), place.address].filter(Boolean).join(' ');
}
