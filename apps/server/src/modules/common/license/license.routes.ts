import { licenseApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { readLicenseFile } from './license-upload.js';
import * as service from './license.service.js';

export const licenseRoutes = [
  route(licenseApi.disBusiLicense, async ({ request }) => service.recognizeLicense(await readLicenseFile(request), request.log)),
];
