export { VideoPlayer, PLAYER_LANGUAGE, type VideoPlayerProps } from './video-player';
