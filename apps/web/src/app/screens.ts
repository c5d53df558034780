import { commonScreens } from '../features/common/screens';
import { companyScreens } from '../features/company/screens';
import { recruitScreens } from '../features/recruit/screens';
import { statsScreens } from '../features/stats/screens';
import { systemScreens } from '../features/system/screens';
import { trainScreens } from '../features/train/screens';
import { policyScreens } from '../features/policy/screens';
import { stationScreens } from '../features/station/screens';
import { collegeScreens } from '../features/college/screens';
import { rentScreens } from '../features/rent/screens';
import type { Screen } from '../lib/screen';

/** Every screen of the console; each catalogue domain with screens adds its list here. */
export const SCREENS: readonly Screen[] = [...statsScreens, ...companyScreens, ...recruitScreens, ...systemScreens, ...commonScreens, ...trainScreens, ...policyScreens, ...stationScreens, ...collegeScreens, ...rentScreens];
