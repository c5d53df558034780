export { VideoUploader } from './video-uploader-loader';
export type { VideoUploaderProps } from './video-uploader';
