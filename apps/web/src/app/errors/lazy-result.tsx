import type { ResultProps } from 'antd';
import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-module';

// antd's Result brings its 403/404/500 pictures (~10 KB gzip); the shell shows it only when
// something has failed, so it loads then rather than with the shell (issue 9 §4).
const AntdResult = lazyComponent(() => import('antd/es/result'));

/** antd's Result, loaded when first shown. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  );
}
