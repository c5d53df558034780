import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { VideoUploaderProps } from './video-uploader';

// tus-js-client and the md5 worker's code load when an uploader first renders (its drawer opens), not with the screen (issue 9 §4).
const Uploader = lazy(() => import('./video-uploader').then((m) => ({ default: m.VideoUploader })));

/** The video uploader (video-uploader.tsx), with a spinner while it loads. */
export function VideoUploader(props: VideoUploaderProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <Uploader {...props} />
    </Suspense>
  );
}
