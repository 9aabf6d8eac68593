import { Module } from '@nestjs/common';
import { RawReportController } from './reports/raw-report/raw-report.controller.js';
import { RawReportHandler } from './reports/raw-report/raw-report.handler.js';
import { ReportQuery } from './reports/report.query.js';
import { SupporterLetterController } from './reports/supporter-letter/supporter-letter.controller.js';
import { SupporterLetterHandler } from './reports/supporter-letter/supporter-letter.handler.js';

/** Reporting's controllers and providers. */
@Module({
  controllers: [RawReportController, SupporterLetterController],
  providers: [ReportQuery, RawReportHandler, SupporterLetterHandler],
})
export class ReportingModule {}
