import { recruitScreens } from '../features/recruit/screens';
import { systemScreens } from '../features/system/screens';
import { trainScreens } from '../features/train/screens';
import type { Screen } from './screen';

/** Every screen of the console; each sub-system adds its list here. */
export const SCREENS: readonly Screen[] = [...recruitScreens, ...systemScreens, ...trainScreens];
