import { Module } from '@nestjs/common';
import { RawReportController } from './reports/raw-report/raw-report.controller.js';
import { RawReportHandler } from './reports/raw-report/raw-report.handler.js';
import { ReportQuery } from './reports/report.query.js';

/** Reporting's controllers and providers. */
@Module({
  controllers: [RawReportController],
  providers: [ReportQuery, RawReportHandler],
})
export class ReportingModule {}
