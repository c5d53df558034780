import { Spin } from 'antd';
import { lazyComponent } from '../../lib/lazy-module';

/** The video player (video-player.tsx): video.js (~200 KB gzip) loads when a player first renders, not with the screen (issue 9 §4). */
export const VideoPlayer = lazyComponent(
  () => import('./video-player').then((m) => ({ default: m.VideoPlayer })),
  <Spin style={{ display: 'block', margin: '48px auto' }} />,
);
