export { FileUploader, type FileUploaderProps } from './file-uploader';
