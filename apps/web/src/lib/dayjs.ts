import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in Chinese: formats, and the weekday and month names of antd's date pickers. The console
// reaches dayjs only through this module (npm run boundaries), so the locale is set before any
// date is shown, and the shell, which shows none, does not load it (issue 9 §4).
dayjs.locale('zh-cn');

export default dayjs;
export type { Dayjs } from 'dayjs';
