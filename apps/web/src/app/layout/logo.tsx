/** The platform emblem: a data chart inside a ring, drawn inline so it needs no asset. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd666" />
          <stop offset="1" stopColor="#fa8c16" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="21" fill="#fff" fillOpacity="0.12" stroke="url(#logo-ring)" strokeWidth="3" />
      <rect x="13" y="25" width="5" height="10" rx="1" fill="#fff" />
      <rect x="21.5" y="18" width="5" height="17" rx="1" fill="#fff" />
      <rect x="30" y="12" width="5" height="23" rx="1" fill="#ffd666" />
    </svg>
  );
}

export const PLATFORM_TITLE = '人力资源大数据管理平台';
