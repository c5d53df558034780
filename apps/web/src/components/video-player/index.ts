export { VideoPlayer } from './video-player-loader';
export type { VideoPlayerProps } from './video-player';
