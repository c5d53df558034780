import type { Kysely, Transaction } from 'kysely';
import type { CardAccountTable, CardLedgerEntryTable } from '../modules/card/ledger/ledger.table.js';
import type { CardRechargeApplyTable, CardRechargeLineTable, CardRechargeOperationTable } from '../modules/card/recharge/recharge.table.js';
import type { CmpyHistoryAddressTable } from '../modules/common/address/address.table.js';
import type { ComDictItemTable, ComDictTypeTable } from '../modules/common/dict/dict.table.js';
import type { ComDirectoryTable } from '../modules/common/directory/directory.table.js';
import type { ComLabelTable } from '../modules/common/label/label.table.js';
import type { ComRegionTable } from '../modules/common/region/region.table.js';
import type { ComTreeDataTable } from '../modules/common/tree-data/tree-data.table.js';
import type { ComFileTable } from '../modules/common/file/file.table.js';
import type { ComMaterialGroupTable, ComMaterialTable } from '../modules/common/material/material.table.js';
import type { CmpyInfoTable } from '../modules/company/company/company.table.js';
import type { RecruitJobLabelTable } from '../modules/recruit/job-label/job-label.table.js';
import type { RecruitJobInfoTable, RecruitJobLabelRelTable, RecruitJobOperationTable } from '../modules/recruit/job/job.table.js';
import type { RecruitApplyAuditionTable, RecruitApplyCountyCountTable, RecruitApplyOperationTable, RecruitJobApplyTable } from '../modules/recruit/apply-info/apply-info.table.js';
import type { RecruitHealthProveTable } from '../modules/recruit/health/health.table.js';
import type { RecruitResumeSkillTable } from '../modules/recruit/industrial-army/industrial-army.table.js';
import type { RecruitOutsourceTable } from '../modules/recruit/outsource/outsource.table.js';
import type { RecruitJobFairCmpyTable, RecruitJobFairJobTable, RecruitJobFairTable } from '../modules/recruit/job-fair/job-fair.table.js';
import type { RecruitHotEventTable, RecruitHotEventValueTable } from '../modules/recruit/hot-event/hot-event.table.js';
import type {
  RecruitJobSeekerTable,
  RecruitResumeEducationTable,
  RecruitResumeTable,
  RecruitResumeTrainTable,
  RecruitResumeWorkTable,
} from '../modules/recruit/resume/resume.table.js';
import type { SysOperationLogTable } from '../platform/audit.table.js';
import type { SysLoginLogTable, SysSessionTable } from '../platform/auth/session.table.js';
import type { SysRowCountTable } from '../platform/row-counts.table.js';
import type { SysScheduleRunTable, SysScheduleTaskTable } from '../platform/scheduler/scheduler.table.js';
import type { StatRecruitCountTable } from '../modules/stats/recruit-dashboard/recruit-dashboard.table.js';
import type { SysEventTable } from '../modules/system/event-tracking/event-tracking.table.js';
import type { SysMessageTable } from '../modules/system/message/message.table.js';
import type { SysResourceTable } from '../modules/system/resource/resource.table.js';
import type { SysRoleResourceTable, SysRoleTable } from '../modules/system/role/role.table.js';
import type { SysUserRoleTable, SysUserTable } from '../modules/system/user/user.table.js';
import type { SysWechatTicketTable } from '../modules/system/wechat/wechat.table.js';
import type { TrainExamTopicLabelTable, TrainExamTopicTable } from '../modules/train/exam-topic/exam-topic.table.js';
import type { TrainExamAttemptTable, TrainExamPaperTable, TrainExamPaperTopicTable } from '../modules/train/exam-paper/exam-paper.table.js';
import type { TrainRequireRecordTable, TrainRequireTable } from '../modules/train/train-require/train-require.table.js';
import type { TrainFormAnswerTable, TrainFormTable } from '../modules/train/train-form/train-form.table.js';
import type { TrainApplyCountTable, TrainApplyDayCountTable, TrainApplyTable } from '../modules/train/train-apply/train-apply.table.js';
import type { TrainOrderTable } from '../modules/train/train-order/train-order.table.js';
import type { TrainCourseChapterTable, TrainCourseLabelTable, TrainCourseReviewTable, TrainCourseTable } from '../modules/train/course/course.table.js';
import type { PolicySubsidyCountyTable, PolicySubsidyProjectTable } from '../modules/policy/subsidy/subsidy.table.js';
import type { PolicyApplyCountTable, PolicyApplyRecordTable, PolicyApplyTable } from '../modules/policy/apply/apply.table.js';
import type { PolicySkillOrganTable } from '../modules/policy/organ/organ.table.js';
import type { PolicyPromulgationOrganTable, PolicyPromulgationTable } from '../modules/policy/promulgation/promulgation.table.js';
import type { PolicyApplyNotifyTable } from '../modules/policy/notify/notify.table.js';
import type { PolicyNewsTable } from '../modules/policy/news/news.table.js';
import type { PolicyPublicationTable } from '../modules/policy/publication/publication.table.js';
import type { PolicyThemeTagTable } from '../modules/policy/shared/theme-tag.table.js';
import type { PolicyFileProjectTable, PolicyFileTable, PolicyItemApplyTable, PolicyItemTable } from '../modules/policy/policy-file/policy-file.table.js';
import type {
  RentCommunityProfileTable,
  RentCommunityTable,
  RentHouseTable,
  RentLeaseDueCountTable,
  RentOccupancyTable,
  RentQuitApplyTable,
  RentRoomCountTable,
  RentTenantCountTable,
  RentUnitTable,
} from '../modules/rent/ledger/ledger.table.js';
import type { RentCompanyTable } from '../modules/rent/company/rent-company.table.js';
import type { RentIdleHouseTable } from '../modules/rent/idle/idle-house.table.js';
import type { RentReportLineTable, RentReportTable } from '../modules/rent/ledger/report.table.js';
import type { ContractModelTable } from '../modules/contract/contract-model/contract-model.table.js';
import type { ContractSignTable } from '../modules/contract/online-sign/online-sign.table.js';
import type { TrainClassSessionTable, TrainClassTable, TrainImportErrorTable, TrainStudentTable } from '../modules/train/train-class/train-class.table.js';
import type { TrainSignInTable } from '../modules/train/train-sign-in/train-sign-in.table.js';
import type { RecruitStationJobTable, RecruitStationOperationTable, RecruitStationTable } from '../modules/station/station/station.table.js';
import type { RecruitStationActivityCountTable, RecruitStationActivityItemTable, RecruitStationActivityTable, RecruitStationSettleTable } from '../modules/station/activity/activity.table.js';
import type { CollegeApplyTable, CollegeInfoTable, CollegeSpecialtyTable } from '../modules/college/college/college.table.js';
import type { CollegeStudentTable } from '../modules/college/student/student.table.js';
import type { CollegeJobFairCmpyTable, CollegeJobFairJobTable, CollegeJobFairTable } from '../modules/college/campus-fair/campus-fair.table.js';
import type { StatCollegeCountTable, StatCollegeCountyCountTable } from '../modules/college/statistics/statistics.table.js';
import type { AdvertBannerTable } from '../modules/advert/banner/banner.table.js';
import type { AdvertAnnoTable } from '../modules/advert/anno/anno.table.js';
import type { AdvertRecommendJobTable } from '../modules/advert/recommend-job/recommend-job.table.js';
import type { AdvertRecommendCourseTable } from '../modules/advert/recommend-course/recommend-course.table.js';
import type { ShopStoreOperationTable, ShopStoreTable } from '../modules/shop/store-info/store-info.table.js';
import type { ShopCommentTable } from '../modules/shop/store-comment/store-comment.table.js';
import type { ShopTradeTable } from '../modules/shop/bill-trade/bill-trade.table.js';
import type { ShopTradeDayTotalTable, ShopTradeStoreTotalTable, ShopTradeTotalTable } from '../modules/shop/bill-trade/bill-trade.table.js';
import type { ShopWithdrawalOperationTable, ShopWithdrawalPayTable, ShopWithdrawalTable } from '../modules/shop/bill-withdrawal/bill-withdrawal.table.js';

import type { PaymentApplyDayCountTable, PaymentApplyOperationTable, PaymentApplyPayeeCountTable, PaymentApplyPayTable, PaymentApplyTable } from '../modules/payment/payment-apply/payment-apply.table.js';
import type { RedPkgImportBatchTable, RedPkgUserTable } from '../modules/redpkg/red-pkg-user/red-pkg-user.table.js';
import type {
  BigscreenReportEducationTable,
  BigscreenReportErrorTable,
  BigscreenReportFlowTable,
  BigscreenReportImportTable,
  BigscreenReportInsuredTable,
  StatBigscreenCountTable,
} from '../modules/bigscreen/bigscreen.table.js';

/** Every table, camelCase here and snake_case in SQL (snake_cased by the compilers in db/dialect/snake-case-names.ts). */
export interface Database {
  sysUser: SysUserTable;
  sysUserRole: SysUserRoleTable;
  sysRole: SysRoleTable;
  sysRoleResource: SysRoleResourceTable;
  sysResource: SysResourceTable;
  sysSession: SysSessionTable;
  sysLoginLog: SysLoginLogTable;
  sysOperationLog: SysOperationLogTable;
  sysMessage: SysMessageTable;
  sysEvent: SysEventTable;
  sysWechatTicket: SysWechatTicketTable;
  sysSeed: { name: string; appliedTime: string };
  sysRowCount: SysRowCountTable;
  sysScheduleTask: SysScheduleTaskTable;
  sysScheduleRun: SysScheduleRunTable;
  statRecruitCount: StatRecruitCountTable;
  comRegion: ComRegionTable;
  comDictType: ComDictTypeTable;
  comDictItem: ComDictItemTable;
  comLabel: ComLabelTable;
  comDirectory: ComDirectoryTable;
  comTreeData: ComTreeDataTable;
  cmpyHistoryAddress: CmpyHistoryAddressTable;
  comFile: ComFileTable;
  comMaterial: ComMaterialTable;
  comMaterialGroup: ComMaterialGroupTable;
  cmpyInfo: CmpyInfoTable;
  recruitJobInfo: RecruitJobInfoTable;
  recruitJobLabel: RecruitJobLabelTable;
  recruitJobLabelRel: RecruitJobLabelRelTable;
  recruitJobOperation: RecruitJobOperationTable;
  recruitJobSeeker: RecruitJobSeekerTable;
  recruitResume: RecruitResumeTable;
  recruitResumeWork: RecruitResumeWorkTable;
  recruitResumeEducation: RecruitResumeEducationTable;
  recruitResumeTrain: RecruitResumeTrainTable;
  recruitJobApply: RecruitJobApplyTable;
  recruitApplyCountyCount: RecruitApplyCountyCountTable;
  recruitApplyAudition: RecruitApplyAuditionTable;
  recruitApplyOperation: RecruitApplyOperationTable;
  recruitHealthProve: RecruitHealthProveTable;
  recruitResumeSkill: RecruitResumeSkillTable;
  recruitOutsource: RecruitOutsourceTable;
  recruitJobFair: RecruitJobFairTable;
  recruitJobFairCmpy: RecruitJobFairCmpyTable;
  recruitJobFairJob: RecruitJobFairJobTable;
  recruitHotEvent: RecruitHotEventTable;
  recruitHotEventValue: RecruitHotEventValueTable;
  trainExamTopic: TrainExamTopicTable;
  trainExamTopicLabel: TrainExamTopicLabelTable;
  trainExamPaper: TrainExamPaperTable;
  trainExamPaperTopic: TrainExamPaperTopicTable;
  trainExamAttempt: TrainExamAttemptTable;
  trainRequire: TrainRequireTable;
  trainRequireRecord: TrainRequireRecordTable;
  trainForm: TrainFormTable;
  trainFormAnswer: TrainFormAnswerTable;
  trainCourse: TrainCourseTable;
  trainCourseLabel: TrainCourseLabelTable;
  trainCourseReview: TrainCourseReviewTable;
  trainCourseChapter: TrainCourseChapterTable;
  policySubsidyProject: PolicySubsidyProjectTable;
  policySubsidyCounty: PolicySubsidyCountyTable;
  policyApply: PolicyApplyTable;
  policyApplyRecord: PolicyApplyRecordTable;
  policyApplyCount: PolicyApplyCountTable;
  policySkillOrgan: PolicySkillOrganTable;
  policyPromulgation: PolicyPromulgationTable;
  policyPromulgationOrgan: PolicyPromulgationOrganTable;
  policyApplyNotify: PolicyApplyNotifyTable;
  policyNews: PolicyNewsTable;
  policyPublication: PolicyPublicationTable;
  policyThemeTag: PolicyThemeTagTable;
  policyFile: PolicyFileTable;
  policyFileProject: PolicyFileProjectTable;
  policyItem: PolicyItemTable;
  policyItemApply: PolicyItemApplyTable;
  rentCommunity: RentCommunityTable;
  rentCommunityProfile: RentCommunityProfileTable;
  rentUnit: RentUnitTable;
  rentHouse: RentHouseTable;
  rentCompany: RentCompanyTable;
  rentOccupancy: RentOccupancyTable;
  rentQuitApply: RentQuitApplyTable;
  rentIdleHouse: RentIdleHouseTable;
  rentReport: RentReportTable;
  rentReportLine: RentReportLineTable;
  rentTenantCount: RentTenantCountTable;
  rentLeaseDueCount: RentLeaseDueCountTable;
  rentRoomCount: RentRoomCountTable;
  trainApply: TrainApplyTable;
  trainApplyCount: TrainApplyCountTable;
  trainApplyDayCount: TrainApplyDayCountTable;
  trainOrder: TrainOrderTable;
  trainClass: TrainClassTable;
  trainClassSession: TrainClassSessionTable;
  trainStudent: TrainStudentTable;
  trainSignIn: TrainSignInTable;
  recruitStation: RecruitStationTable;
  recruitStationJob: RecruitStationJobTable;
  recruitStationOperation: RecruitStationOperationTable;
  recruitStationActivity: RecruitStationActivityTable;
  recruitStationActivityItem: RecruitStationActivityItemTable;
  recruitStationSettle: RecruitStationSettleTable;
  recruitStationActivityCount: RecruitStationActivityCountTable;
  trainImportError: TrainImportErrorTable;
  collegeInfo: CollegeInfoTable;
  collegeSpecialty: CollegeSpecialtyTable;
  collegeApply: CollegeApplyTable;
  collegeStudent: CollegeStudentTable;
  collegeJobFair: CollegeJobFairTable;
  collegeJobFairCmpy: CollegeJobFairCmpyTable;
  collegeJobFairJob: CollegeJobFairJobTable;
  statCollegeCount: StatCollegeCountTable;
  statCollegeCountyCount: StatCollegeCountyCountTable;
  advertBanner: AdvertBannerTable;
  advertAnno: AdvertAnnoTable;
  advertRecommendJob: AdvertRecommendJobTable;
  advertRecommendCourse: AdvertRecommendCourseTable;
  cardAccount: CardAccountTable;
  cardLedgerEntry: CardLedgerEntryTable;
  cardRechargeApply: CardRechargeApplyTable;
  cardRechargeLine: CardRechargeLineTable;
  cardRechargeOperation: CardRechargeOperationTable;
  shopStore: ShopStoreTable;
  shopStoreOperation: ShopStoreOperationTable;
  shopComment: ShopCommentTable;
  shopTrade: ShopTradeTable;
  shopTradeTotal: ShopTradeTotalTable;
  shopTradeDayTotal: ShopTradeDayTotalTable;
  shopTradeStoreTotal: ShopTradeStoreTotalTable;
  shopWithdrawal: ShopWithdrawalTable;
  shopWithdrawalOperation: ShopWithdrawalOperationTable;
  shopWithdrawalPay: ShopWithdrawalPayTable;
  paymentApply: PaymentApplyTable;
  paymentApplyPay: PaymentApplyPayTable;
  paymentApplyOperation: PaymentApplyOperationTable;
  paymentApplyDayCount: PaymentApplyDayCountTable;
  paymentApplyPayeeCount: PaymentApplyPayeeCountTable;
  redpkgUser: RedPkgUserTable;
  redpkgImportBatch: RedPkgImportBatchTable;
  statBigscreenCount: StatBigscreenCountTable;
  bigscreenReportInsured: BigscreenReportInsuredTable;
  bigscreenReportEducation: BigscreenReportEducationTable;
  bigscreenReportFlow: BigscreenReportFlowTable;
  bigscreenReportImport: BigscreenReportImportTable;
  bigscreenReportError: BigscreenReportErrorTable;
  contractModel: ContractModelTable;
  contractSign: ContractSignTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
