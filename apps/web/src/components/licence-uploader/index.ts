export { LicenceUploader, type LicenceUploaderProps } from './licence-uploader';
