export { ImageUploader, uploadToFileManage, type ImageUpload, type ImageUploaderProps, type UploadedImage } from './image-uploader';
