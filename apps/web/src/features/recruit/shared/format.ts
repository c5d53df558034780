/** A monthly salary range in whole yuan, as job lists show it: 5000-8000元/月. */
export function formatSalary(min: number, max: number): string {
  return min === max ? `${min}元/月` : `${min}-${max}元/月`;
}

/** A place from its names: 河南省 郑州市 新郑市 + the detail. */
export function formatPlace(place: { provinceName: string; cityName: string; countyName: string; address?: string }): string {
  // 北京/上海… repeat the province as their city: say it once.
  const names = [place.provinceName, place.cityName === place.provinceName ? '' : place.cityName, place.countyName].filter(Boolean);
  return [names.join(' '), place.address].filter(Boolean).join(' ');
}
