import { Module } from '@nestjs/common';
import { AdjustController } from './adjusted-reports/adjust/adjust.controller.js';
import { AdjustHandler } from './adjusted-reports/adjust/adjust.handler.js';
import { ReportChoiceController } from './report-choices/report-choice/report-choice.controller.js';
import { ReportChoiceHandler } from './report-choices/report-choice/report-choice.handler.js';
import { CaseSummaryController } from './reports/case-summary/case-summary.controller.js';
import { CaseSummaryHandler } from './reports/case-summary/case-summary.handler.js';
import { RawReportController } from './reports/raw-report/raw-report.controller.js';
import { RawReportHandler } from './reports/raw-report/raw-report.handler.js';
import { ReportQuery } from './reports/report.query.js';
import { LetterQuery } from './reports/supporter-letter/letter.query.js';
import { LettersPacketHandler } from './reports/supporter-letter/letters-packet.handler.js';
import { LettersPacketController, SupporterLetterController } from './reports/supporter-letter/supporter-letter.controller.js';
import { SupporterLetterHandler } from './reports/supporter-letter/supporter-letter.handler.js';
import { AdminDashboardController } from './stats/admin-dashboard/admin-dashboard.controller.js';
import { AdminDashboardQuery } from './stats/admin-dashboard/admin-dashboard.query.js';
import { StatsExportController } from './stats/exports/stats-export.controller.js';
import { AccountExportController } from './account-export/account-export.controller.js';
import { AccountExportHandler } from './account-export/account-export.handler.js';

/** Reporting's controllers and providers. */
@Module({
  controllers: [
    AccountExportController,
    RawReportController,
    SupporterLetterController,
    LettersPacketController,
    AdminDashboardController,
    StatsExportController,
    AdjustController,
    CaseSummaryController,
    ReportChoiceController,
  ],
  providers: [
    AccountExportHandler,
    ReportQuery,
    LetterQuery,
    RawReportHandler,
    SupporterLetterHandler,
    LettersPacketHandler,
    AdminDashboardQuery,
    AdjustHandler,
    CaseSummaryHandler,
    ReportChoiceHandler,
  ],
})
export class ReportingModule {}
