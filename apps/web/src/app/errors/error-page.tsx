import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../document-title';
import './error-page.css';

const PAGES = {
  403: { title: '没有权限访问该页面', subTitle: '当前账号没有该页面的权限，请联系管理员分配。' },
  404: { title: '页面不存在', subTitle: '您访问的页面不存在或已被移除，请检查地址是否正确。' },
} as const;

/** The 403 and 404 pages, each with a way back to the console's home. */
export function ErrorPage({ status }: { status: keyof typeof PAGES }) {
  const navigate = useNavigate();
  const page = PAGES[status];
  useDocumentTitle(page.title);
  return (
    <div className="error-page">
      <Result
        status={status}
        title={page.title}
        subTitle={page.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
