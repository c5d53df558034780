import { licenseApi } from '@hrbd/contract';
import { route } from '../../../platform/endpoint.js';
import { readLicenceFile } from './licence-upload.js';
import * as service from './license.service.js';

export const licenseRoutes = [
  route(licenseApi.disBusiLicense, async ({ request }) => service.recognizeLicence(await readLicenceFile(request), request.log)),
];
