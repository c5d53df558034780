export { LicenseUploader, type LicenseUploaderProps } from './license-uploader';
