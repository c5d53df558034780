import { activityApi, stationApi } from '@hrbd/contract';

/** What a station's change shows on: its list with tab counts, its detail, the pickers. */
export const STATION_QUERIES = [stationApi.getBDStationList, stationApi.countNumByApproveState, stationApi.getStationInfo, stationApi.getActivitiStationList] as const;
/** What an activity's move shows on: both lists with their counts, its detail and balance, and its station's detail. */
export const ACTIVITY_QUERIES = [activityApi.queryPageActivity, activityApi.queryStateCount, activityApi.queryActivityInfo, stationApi.getStationInfo] as const;
