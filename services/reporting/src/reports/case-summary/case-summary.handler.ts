import { Injectable } from '@nestjs/common';
import type { CaseSummary } from '@app/contracts';
import type { Principal } from '@app/platform';
import { chronologyDate } from '../case-analysis/chronology.js';
import type { ReportModel } from '../mitigation-report/report-model.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { ReportQuery } from '../report.query.js';
import { lifeTimeline } from '../timeline/timeline-svg.js';

/** GET /api/form/{id}/summary: what the work-product report's first pages say, as plain data for the client view. */
@Injectable()
export class CaseSummaryHandler {
  constructor(private readonly reports: ReportQuery) {}

  async summary(user: Principal, formId: string, now = new Date()): Promise<CaseSummary> {
    const sources = await this.reports.sourcesOf(user, formId);
    return caseSummaryOf(reportModelOf({ ...sources, date: now.toISOString().slice(0, 10) }));
  }
}

/** The summary of a report's model: its at-a-glance page, and its chronology with each line's date written out and the timeline. */
export function caseSummaryOf(model: ReportModel): CaseSummary {
  return {
    atAGlance: model.atAGlance,
    chronology: model.chronology.map((entry) => ({ ...entry, date: chronologyDate(entry) })),
    timelineSvg: lifeTimeline(model)?.svg ?? null,
  };
}
