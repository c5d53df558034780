export { VideoUploader, type VideoUploaderProps } from './video-uploader';
