import { companyContractApi, contractModelApi, onlineSignApi } from '@hrbd/contract';

/** What a model's review, enabling or adding changes: its list and counts, and the per-company figures. */
export const MODEL_QUERIES = [contractModelApi.page, contractModelApi.statistics, companyContractApi.page];
export const SIGN_QUERIES = [onlineSignApi.page];
