export {
  createServiceApp,
  createService,
  requestIdFor,
  requestLogger,
  trustProxyFromEnv,
  PLATFORM_ROUTES,
} from './app';
export type { ServiceDeps, CreateServiceAppOptions } from './app';
export { REQUEST_ID_HEADER, currentRequestId, requestContext } from './request-context';
export { traceContextHeaders } from './trace-context';
export { createAppMetrics, metricsRegistryOf, routeOf } from './metrics';
export type { AppMetrics, AppMetricsOptions } from './metrics';
export {
  HttpError,
  errorBody,
  classifyError,
  errorBodySchema,
  isDatabaseUnavailableError,
  isDuplicateKeyError,
  createErrorHandler,
  notFoundHandler,
  badRequest,
  notFound,
  conflict,
  unauthorized,
  forbidden,
} from './errors';
export type { ErrorBody, ErrorCode, ErrorHandlerHooks } from './errors';
export { parseOrThrow, formatZodIssues, isZodError } from './validation';
export {
  openDatabase,
  fastFailOptions,
  serviceConnectionOptions,
  hardenConnection,
  databaseName,
  modelOn,
  trusted,
  isConnectionUsable,
  reconnectClient,
  DEFAULT_MONGODB_URI,
} from './database';
export { keepDatabaseConnected } from './reconnect';
export type { DatabaseKeeper, KeepConnectedOptions } from './reconnect';
export {
  createHttpServer,
  answerClientError,
  answeredMissingHost,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  CONNECTIONS_CHECK_MS,
} from './http-server';
export type { HttpServerOptions } from './http-server';
export { createDatabaseCircuit, circuitMiddleware, databaseUnavailable } from './circuit';
export type { DatabaseCircuit, DatabaseCircuitOptions } from './circuit';
export { cookiesOf, parseCookies } from './cookies';
export { randomId, randomToken, tokenHash } from './random';
export {
  createCsrfProtection,
  csrfOptionsFromEnv,
  DEV_SERVER_ORIGINS,
  DEV_SERVERS_ENV,
  devServersEnabled,
  csrfHeaders,
  newCsrfToken,
  isValidCsrfToken,
  cookieValue,
} from './csrf';
export type { CsrfOptions } from './csrf';
export {
  CLIENT_ADDRESS_HEADERS,
  clientAddressHeaders,
  stripClientAddressHeaders,
  readClientAddress,
  clientAddressMiddleware,
} from './client-address';
export { httpSaleSource, noSale, saleCacheTtlMs, SALE_CACHE } from './sale-source';
export type { SaleSource } from './sale-source';
export {
  SERVICE_CALL_HEADER,
  serviceCallHeaders,
  isServiceCall,
  requireServiceCall,
  postServiceCall,
  signedJsonRequest,
  INTERNAL_JSON_HEADERS,
  PUSH_NOTIFY_INTERNAL_PATH,
} from './service-call';
export {
  CALLER_GONE_STATUS,
  callerSignalMiddleware,
  callerSignalOf,
  assertCallerPresent,
  skipIfCallerGone,
} from './caller';
export { runService } from './run';
export type { RunServiceOptions } from './run';
export { createLogger, isTestEnv } from './logger';
export { loadConfig } from './config';
export { startTestDatabase, testDatabaseForSuite, asSameSiteBrowser } from './testing';
export type { TestDatabase } from './testing';
export { createSeededRandom, hashString } from './seed';
export type { SeedInput, SeedProduct, SeededRandom } from './seed';
export { requireJsonBody, noStore } from './middleware';
export {
  GUEST_VIEWER,
  VIEWER_HEADERS,
  isDealer,
  DEV_VIEWER_SECRET,
  viewerSecretFromEnv,
  viewerHeaders,
  stripViewerHeaders,
  readViewer,
  viewerOf,
  requireSignedIn,
  requireDealer,
  requireStaff,
} from './viewer';
export type { DealerMarks, Viewer } from './viewer';
// The zod fields of the shared field rules (email, phone, sku, quantity) and their input bounds.
export * from './fields';
export { MongoRateLimitStore } from './rate-limit-store';
export { requestLimiter } from './rate-limit';
export type { RequestLimitOptions } from './rate-limit';
export {
  DEFAULT_MAIL_FROM,
  LoggingMailer,
  OutboxMailer,
  SmtpMailer,
  mailerFor,
  maskEmail,
  outboxFileText,
  smtpUrlSetting,
} from './mail';
export type { MailMessage, Mailer, MailSettings } from './mail';
export {
  HTTP_METHODS,
  SESSION_COOKIE_NAME,
  SESSION_TOKEN_HEADER,
  buildOpenApiDocument,
  jsonSchemaOf,
  needsDoubleSubmitToken,
  openApiPath,
  operationOf,
  pathParamNames,
} from './openapi';
export type {
  BodyEncoding,
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiInfo,
  OpenApiOperation,
  RouteAnswer,
  RouteDeclaration,
  ServiceApi,
} from './openapi';
export {
  declarationProblems,
  openApiDocumentProblems,
  registeredRoutes,
  routeDeclarationProblems,
  serviceApiProblems,
  serviceRouteProblems,
} from './openapi-check';
export type { RegisteredRoute, RouteCheckOptions } from './openapi-check';
export {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_S,
  DEV_PAYMENT_KEYS,
} from './webhook-signature';
export { findCardData, looksLikeCardNumber, refuseCardData, CARD_DATA_REFUSED } from './card-data';
export { createJobQueue, jobModel, enqueueMail, mailJobHandler, attachJobQueue, jobQueueOf, MAIL_JOB } from './jobs';
export type { JobDoc, JobHandler, JobQueue, JobQueueOptions, JobState, EnqueueOptions } from './jobs';
export { recordAudit, auditEntryOf, auditDeliveryHandler, AUDIT_JOB, AUDIT_INTERNAL_PATH } from './audit';
export type { AuditRecord } from './audit';
