const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The page the phone's WeChat browser shows after the OAuth redirect: the
 * person is on their phone, not in the console, so the outcome is told here.
 */
export function resultPage(ok: boolean, title: string, message: string): string {
  const color = ok ? '#52c41a' : '#ff4d4f';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}
main{max-width:420px;margin:20vh auto 0;padding:32px 24px;text-align:center;background:#fff;border-radius:8px}
h1{font-size:22px;color:${color};margin:0 0 12px}
p{font-size:15px;line-height:1.6;margin:0}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body>
</html>
`;
}
