import { Spin } from 'antd';
import { lazyComponent } from '../../lib/lazy-module';

/**
 * The video uploader (video-uploader.tsx): tus-js-client and the md5 worker's code load when an
 * uploader first renders (its drawer opens), not with the screen (issue 9 §4).
 */
export const VideoUploader = lazyComponent(
  () => import('./video-uploader').then((m) => ({ default: m.VideoUploader })),
  <Spin style={{ display: 'block', margin: '48px auto' }} />,
);
