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
import { advertScreens } from '../features/advert/screens';
import { redpkgScreens } from '../features/redpkg/screens';
import { paymentScreens } from '../features/payment/screens';
import { bigscreenScreens } from '../features/bigscreen/screens';
import { contractScreens } from '../features/contract/screens';
import { cardScreens } from '../features/card/screens';
import type { Screen } from '../lib/screen';
import { shopScreens } from '../features/shop/screens';

/** Every screen of the console; each catalogue domain with screens adds its list here. */
export const SCREENS: readonly Screen[] = [...statsScreens, ...companyScreens, ...recruitScreens, ...systemScreens, ...commonScreens, ...trainScreens, ...policyScreens, ...stationScreens, ...collegeScreens, ...rentScreens, ...advertScreens, ...shopScreens, ...redpkgScreens, ...paymentScreens, ...bigscreenScreens, ...contractScreens, ...cardScreens];

