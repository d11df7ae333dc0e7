/**
 * Builds the Fastify app: request language, security headers, the envelope error handler, every
 * API module registered from its contract records, and the built PWA with its SPA fallback.
 * It opens nothing itself: the database, clock and settings come in, so tests build the same app.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { languageFromHeader, type Envelope } from '../../contracts/envelope.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { t } from './i18n.ts';
import { registerAccountRoutes } from './modules/accounts/routes.ts';
import { registerChatCounterRoutes } from './modules/chat/routes.ts';
import { registerCreditRequestRoutes } from './modules/credit-request/routes.ts';
import { registerEisvoRoutes } from './modules/eisvo/routes.ts';
import { registerOverdueUploadRoutes } from './modules/overdue-upload/routes.ts';
import { registerDeviceRoutes } from './modules/devices/routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { registerCreditRoutes } from './modules/credits/routes.ts';
import { registerKartotekaRoutes } from './modules/kartoteka/routes.ts';
import { registerLettersOfCreditRoutes } from './modules/letters-of-credit/routes.ts';
import { registerLoanAdminRoutes } from './modules/loan-admin/routes.ts';
import { registerInvoicesRoutes } from './modules/invoices/routes.ts';
import { registerOkoRoutes } from './modules/oko/routes.ts';
import { registerQrRoutes } from './modules/qr/routes.ts';
import { registerServicesRoutes } from './modules/services/routes.ts';
import { registerInsuranceRoutes } from './modules/insurance/routes.ts';
import { registerReferralRoutes } from './modules/referral/routes.ts';
import { registerExportRoutes } from './modules/export/routes.ts';
import { registerJournalRoutes } from './modules/reports/journal-routes.ts';
import { registerReportRoutes } from './modules/reports/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerNewchatRoutes } from './modules/newchat/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerOrganizationRoutes } from './modules/organizations/routes.ts';
import { registerPushRoutes } from './modules/push/routes.ts';
import { registerRatesRoutes } from './modules/rates/routes.ts';
import { registerSecurityRoutes } from './modules/security/routes.ts';
import { registerShellRoutes } from './modules/shell/routes.ts';
import { registerTgbRoutes } from './modules/tgb/routes.ts';
import { registerSigningKeyRoutes } from './modules/signing-keys/routes.ts';
import { registerSmsRoutes } from './modules/sms/routes.ts';
import { registerTickerRoutes } from './modules/tickers/routes.ts';
import { registerMfoRoutes } from './modules/mfo/routes.ts';
import { registerTerminalRoutes } from './modules/terminals/routes.ts';
import { registerRegistrationRoutes } from './modules/registration-account/routes.ts';
import { registerApplicationRoutes } from './modules/applications/routes.ts';
import { registerCurrencyTransactionCodeRoutes } from './modules/currency-transaction-codes/routes.ts';
import { registerReferenceDataRoutes } from './modules/reference-data/routes.ts';
import { registerConstraintsRoutes } from './modules/constraints/routes.ts';
import { registerMulticlientRoutes } from './modules/multiclient/routes.ts';
import { registerNoticeRoutes } from './modules/notices/routes.ts';
import { registerSiteModeRoutes } from './modules/site-mode/routes.ts';
import { registerControlledAccountRoutes } from './modules/controlled-accounts/routes.ts';
import { registerTimelineRoutes } from './modules/timelines/routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';
import { registerStaffRoutes } from './modules/staff/routes.ts';
import { registerOrganizationRegistryRoutes } from './modules/organization-registry/routes.ts';
import { registerErrorLogRoutes } from './modules/error-log/routes.ts';
import {
  createErrorRecorder,
  errorRetentionDays,
  registerErrorLogPurge,
} from './modules/error-log/recorder.ts';
import { registerUzsPaymentRoutes } from './modules/uzs-payment/routes.ts';
import { registerBankPaymentRoutes } from './modules/uzs-payment/bank-routes.ts';
import { registerCurrencyPaymentRoutes } from './modules/currency-payment/routes.ts';
import { registerFxTransferRoutes } from './modules/fx-transfer/routes.ts';
import { registerUzsImportRoutes } from './modules/uzs-import/routes.ts';
import { registerFxImportRoutes } from './modules/fx-import/routes.ts';
import { registerPaymentClaimRoutes } from './modules/payment-claims/routes.ts';
import { registerFxDealRoutes } from './modules/fx-deal/routes.ts';
import { registerMunisRoutes } from './modules/munis/routes.ts';
import { registerCorporateCardRoutes } from './modules/corporate-cards/routes.ts';
import { registerAccountOrderRoutes } from './modules/online-order/routes.ts';
import { registerWageRoutes } from './modules/wage/routes.ts';
import { registerSalaryRoutes } from './modules/salary/routes.ts';
import { registerSurveyRoutes } from './modules/surveys/routes.ts';
import { registerStatisticsRoutes } from './modules/statistics/routes.ts';
import { recordNoise, registerAuditJobs } from './plugins/audit-noise.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerJsonDepthLimit } from './plugins/json-depth.ts';
import { registerLanguage } from './plugins/language.ts';
import { createRouter, type AppDeps } from './plugins/router.ts';
import { isApiPath, registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { createSiteMode } from './plugins/site-mode.ts';
import { createAccess } from './plugins/access.ts';
import { registerRbacRoutes } from './modules/rbac/routes.ts';
import { registerStatic, sendAppShell } from './plugins/static.ts';

export interface BuildOptions {
  readonly config: Config;
  readonly database: Database;
  readonly clock?: Clock;
  /** Fastify's logger: on for the running server, off in tests and benchmarks. */
  readonly logger?: boolean;
  /**
   * API calls wait for this before they run (the demo seed of a first start): the app's files are
   * served at once, so the sign-in screen loads while the demo data is still being written.
   */
  readonly apiReady?: Promise<void>;
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger = false,
  apiReady,
}: BuildOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    // Production logs every request for its log collector; the demo console shows only problems.
    logger: logger && { level: config.production ? 'info' : 'warn' },
    // A number of proxy hops: believe that many X-Forwarded-For entries from the right (config.ts).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Refusals the router makes before any hook runs (a malformed %-escape in the URL): the same
    // headers and envelope as every other answer, and never the raw path echoed back.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      const envelope: Envelope = {
        status: 'error',
        message: t(languageFromHeader(String(request.headers['language'] ?? '')), 'request.invalid'),
      };
      void reply.code(400).headers(securityHeaders(config, request.url)).send(envelope);
    },
  });
  if (apiReady !== undefined) {
    app.addHook('onRequest', async (request) => {
      if (isApiPath(request.url)) await apiReady;
    });
  }
  registerLanguage(app);
  registerSecurityHeaders(app, config);
  registerJsonDepthLimit(app);
  registerErrorHandler(app, createErrorRecorder(database.db, clock));

  const deps: AppDeps = { db: database.db, clock, config };
  const rateLimits = await registerRateLimits(app, {
    db: database.db,
    clock,
    config,
    onRefused: (request, limit) =>
      recordNoise(database.db, {
        at: clock.now(),
        action: 'request.rate-limited',
        ip: request.ip,
        kind: limit,
        detail: { limit, method: request.method, endpoint: request.routeOptions.url ?? '' },
      }),
  });
  registerAuditJobs(app, database.db, clock, config.auditRetentionDays);
  registerErrorLogPurge(app, database.db, clock, errorRetentionDays(process.env));
  const siteMode = createSiteMode(database.db, clock);
  const access = createAccess(database.db, clock);
  const router = createRouter(app, deps, siteMode, rateLimits, access);
  registerHealthRoutes(router, deps, database);
  registerSecurityRoutes(router, deps);
  registerShellRoutes(router, deps);
  registerNotificationRoutes(router, deps);
  registerChatCounterRoutes(router, deps);
  registerPushRoutes(router, deps);
  registerExportRoutes(router, deps);
  registerReportRoutes(router, deps);
  registerJournalRoutes(router, deps);
  registerTickerRoutes(router, deps);
  registerMfoRoutes(router, deps);
  registerTerminalRoutes(router, deps);
  registerRegistrationRoutes(router, deps);
  registerApplicationRoutes(router, deps);
  registerCurrencyTransactionCodeRoutes(router, deps);
  registerReferenceDataRoutes(router, deps);
  registerConstraintsRoutes(router, deps);
  registerMulticlientRoutes(router, deps);
  registerNoticeRoutes(router, deps);
  registerSiteModeRoutes(router, deps, siteMode);
  registerRbacRoutes(router, deps, access);
  registerControlledAccountRoutes(router, deps);
  registerTimelineRoutes(router, deps);
  registerUserRoutes(router, deps);
  registerStaffRoutes(router, deps);
  registerOrganizationRegistryRoutes(router, deps);
  registerErrorLogRoutes(router, deps);
  registerOrganizationRoutes(router, deps);
  registerEisvoRoutes(router, deps);
  registerOverdueUploadRoutes(router, deps);
  registerTgbRoutes(router, deps);
  registerNewchatRoutes(router, deps);
  registerUzsPaymentRoutes(router, deps);
  registerBankPaymentRoutes(router, deps);
  registerCurrencyPaymentRoutes(router, deps);
  registerUzsImportRoutes(router, deps, app);
  registerFxImportRoutes(router, deps, app);
  registerPaymentClaimRoutes(router, deps);
  registerFxTransferRoutes(router, deps);
  registerFxDealRoutes(router, deps);
  registerMunisRoutes(router, deps);
  registerCorporateCardRoutes(router, deps);
  registerAccountOrderRoutes(router, deps);
  registerWageRoutes(router, deps);
  registerSalaryRoutes(router, deps);
  registerSurveyRoutes(router, deps);
  registerStatisticsRoutes(router, deps);
  registerCreditRequestRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerRatesRoutes(router, deps);
  registerDashboardRoutes(router, deps);
  registerCreditRoutes(router, deps);
  registerKartotekaRoutes(router, deps);
  registerLettersOfCreditRoutes(router, deps);
  registerLoanAdminRoutes(router, deps);
  registerQrRoutes(router, deps);
  registerInvoicesRoutes(router, deps);
  registerOkoRoutes(router, deps);
  registerServicesRoutes(router, deps);
  registerInsuranceRoutes(router, deps);
  registerReferralRoutes(router, deps);
  registerSigningKeyRoutes(router, deps);
  registerDeviceRoutes(router, deps);
  // warn: the demo console shows warnings and up, and the demo SMS code is what the user must read there.
  registerSmsRoutes(router, deps, (line) => app.log.warn(line));

  const servesApp = await registerStatic(app, config.distDir);
  app.setNotFoundHandler((request, reply) => {
    const navigation = request.method === 'GET' || request.method === 'HEAD';
    if (servesApp && navigation && !isApiPath(request.url)) return sendAppShell(reply);
    const envelope: Envelope = { status: 'error', message: t(request.lang, 'notFound') };
    return reply.code(404).send(envelope);
  });
  return app;
}
