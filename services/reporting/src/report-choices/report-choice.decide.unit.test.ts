import { DEFAULT_REPORT_CHOICE } from '@app/contracts';
import { deciderSpec } from '@app/platform/testing';
import { reportChoiceDecider } from './report-choice.decide.js';
import type { ReportChoiceEvent } from './report-choice.js';

const given = deciderSpec(reportChoiceDecider);
const clientId = 'c1';
const userId = 'u1';
const court = { edition: 'court', sections: ['atAGlance', 'screens', 'letters'] } as const;
const saved = (choice: { edition: 'workProduct' | 'court'; sections: readonly string[] }): ReportChoiceEvent =>
  ({ type: 'ReportChoiceSaved', data: { clientId, userId, ...choice } }) as ReportChoiceEvent;

describe("an attorney's report choice for a client (issue 34)", () => {
  it('records the edition and sections chosen', () => {
    given()
      .when({ type: 'SaveReportChoice', clientId, userId, choice: { ...court, sections: [...court.sections] } })
      .then([saved(court)]);
  });

  it('records nothing when the choice is the one held (the default before any)', () => {
    given().when({ type: 'SaveReportChoice', clientId, userId, choice: DEFAULT_REPORT_CHOICE }).then([]);
    given(saved(court))
      .when({ type: 'SaveReportChoice', clientId, userId, choice: { ...court, sections: [...court.sections] } })
      .then([]);
  });

  it('holds the last choice saved', () => {
    const state = [saved(court), saved({ edition: 'workProduct', sections: ['answers'] })].reduce(reportChoiceDecider.evolve, reportChoiceDecider.initialState());
    expect(state).toEqual({ edition: 'workProduct', sections: ['answers'] });
  });
});
