import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { VideoPlayerProps } from './video-player';

// video.js (~200 KB gzip) loads when a player first renders, not with the screen (issue 9 §4).
const Player = lazy(() => import('./video-player').then((m) => ({ default: m.VideoPlayer })));

/** The video player (video-player.tsx), with a spinner while video.js loads. */
export function VideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <Player {...props} />
    </Suspense>
  );
}
