/** The browser tab's title when a route names none; apart from the navigation model, so the login page reads it without the resource tree. */
export const DEFAULT_TITLE = '人力资源大数据';
