export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { dataOf } from './data';
export { ApiError, isApiError, type ApiErrorCode } from './errors';
export { formDataSerializer } from './multipart';
export { responsiveImage } from './images';
export { operationMeta, type OperationMeta } from './generated/operations';
export * from './generated/schema';
