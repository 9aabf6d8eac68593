import { realisticCaseSources } from '../../testing/realistic-case.js';
import { CaseRecord } from '../case-record/case-record.js';
import type { ChronologyEntry } from '../mitigation-report/report-model.js';
import { usLifeDate } from '../mitigation-report/us-dates.js';
import { reportModelOf, type ReportSources } from '../raw-report/report-contents.js';
import { chronologyOf } from './chronology.js';
import { lifeYear } from './life-dates.js';

/** The realistic case's life, with some answers changed (null: not answered). */
function chronology(changes: Record<string, Record<string, string | null>> = {}, sources: ReportSources = realisticCaseSources()) {
  const answersOf = (page: ReportSources['form']['pages'][number]) => {
    const answers = { ...sources.answerSets.find((set) => set.page_id === page.pageId)?.answers, ...changes[page.template.key] };
    return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null));
  };
  return chronologyOf(new CaseRecord(sources.form.pages, answersOf), { date: sources.date });
}

/** A line as the report's table reads it: its date (and end), the age, what happened and the questions it rests on. */
const line = ({ when, until, age, text, sources }: ChronologyEntry) =>
  `${usLifeDate(when)}${until ? ` to ${until === 'present' ? 'the present' : usLifeDate(until)}` : ''}${age === undefined ? '' : ` (age ${age})`}: ${text} [${sources.map((source) => source.questionKey).join(', ')}]`;

describe("the client's life as dated lines", () => {
  const lines = chronology();

  it('holds the dated events of the realistic case in order, ages turned into years from the date of birth, each with its source', () => {
    const expected = [
      'September 12, 1987 (age 0): Born in Dayton, Ohio [dateOfBirth, birthCity, birthState]',
      'about 1993 (age 5): An adult began to hurt him on purpose [childAbuseAge, childAbuseWho]',
      'about 1996 (age 8): Head injury: “My father threw me into a radiator”; knocked out less than 30 minutes [osutbi_injury1_age, osutbi_injury1_cause, osutbi_injury1_loc, osutbi_injury1_loc_duration]',
      'about 1997 (age 9): Father went to jail or prison [caregiverIncarcerationMore, caregiverIncarceration]',
      'about 1997 (age 9): Child protective services came to the home: “When I was 9 a teacher saw the marks on my arms and called” [childServicesMore, childServices]',
      '2000 to 2003: Attended Westmoor Middle School (middle school) [school_2_grades, school_2_name, school_2_kind]',
      'about 2000 (age 12): First drank alcohol [alcoholFirstAge]',
      'about 2002 (age 14): Father came out of jail or prison [caregiverIncarcerationMore, caregiverIncarceration]',
      'about 2005 (age 17): Stopped going to school (was kicked out; problems at home; school was too hard) [leftSchoolAge, leftSchoolWhy]',
      '2006: Arrested for assault (a fight) in Columbus, Ohio (jail, served 60 days) [arrest_3_year, arrest_3_charge, arrest_3_place, arrest_3_outcome, arrest_3_timeServed]',
      '2008: Brother died suddenly or violently: “My brother Andre, shot outside a store on Sullivant Avenue in 2008” [violentLossWho]',
      'October 2008 (age 21): Stayed in a hospital for mental health: “Netcare crisis unit, Columbus, October 2008, after my brother was killed” [mentalHealthHospitalWhere]',
      'February 18, 2010 (age 22): Birth of child Jaylen [child_1_birthDate, child_1_name, child_1_relation]',
      '2010: Earned a GED [gedWhere]',
      'March 2011 to October 2023 (age 23): Forklift driver, then lead on second shift at Scioto Valley Distribution (health problems) [job_1_start, job_1_end, job_1_employer, job_1_title, job_1_whyLeft]',
      'January 2012 to August 2016 (age 24): Lived in Reynoldsburg, Ohio [home_3_from, home_3_to, home_3_place]',
      '2018 to 2020: Longest time without using [longestSober]',
      '2019: Best friend died suddenly or violently: “My best friend Terrell was killed in 2019” [violentLossWho]',
      'June 2022 (age 34): Moved to Columbus, Ohio (Linden) [home_1_from, home_1_place]',
      'about 2023 (age 35): Head injury: “Pallets fell on me at work”; knocked out 30 minutes to 24 hours [osutbi_injury3_age, osutbi_injury3_cause, osutbi_injury3_loc, osutbi_injury3_loc_duration]',
      'August 2023 (age 35): Stayed overnight in a hospital: “Grant Medical Center, 3 days in August 2023, after the accident at work” [hospitalStaysMore]',
      'February 9, 2026 (age 38): Taken into custody in this case, held at Franklin County Corrections Center [custodySince, facility]',
      'April 14, 2026 (age 38): Next court date [nextCourtDate]',
    ];
    expect(lines.map(line).filter((text) => expected.includes(text))).toEqual(expected);
    // In date order, birth first and the next court date last.
    const years = lines.map((entry) => lifeYear(entry.when));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect([lines[0].text, lines.at(-1)!.text]).toEqual(['Born in Dayton, Ohio', 'Next court date']);
    // Every line names the page and question of each answer it rests on.
    for (const entry of lines) {
      expect(entry.sources.length).toBeGreaterThan(0);
      for (const source of entry.sources)
        expect(source).toEqual({ pageKey: expect.any(String), page: expect.any(String), questionKey: expect.any(String), question: expect.any(String) });
    }
    expect(lines.find((entry) => entry.text === 'Father went to jail or prison')!.sources.map(({ page, questionKey }) => [page, questionKey])).toEqual([
      ['Family of Origin', 'caregiverIncarcerationMore'],
      ['Family of Origin', 'caregiverIncarceration'],
    ]);
  });

  it('puts each line in its lane, with a few words for the picture', () => {
    const laneOf = (text: string) => lines.filter((entry) => entry.text.startsWith(text)).map(({ lane, label }) => [lane, label]);
    expect(laneOf('Birth of child Amaya')).toEqual([['home', 'Amaya born']]);
    expect(laneOf('Attended Briggs High School')).toEqual([['school', 'Briggs High School']]);
    expect(laneOf('Cook at')).toEqual([['work', "Wendy's on Cleveland Avenue"]]);
    expect(laneOf('Head injury')).toEqual([
      ['health', 'Head injury'],
      ['health', 'Head injury'],
      ['health', 'Head injury'],
    ]);
    expect(laneOf('First used marijuana')).toEqual([['substance', 'First: Marijuana']]);
    expect(laneOf('Next court date')).toEqual([['justice', 'Next court date']]);
  });

  it('leaves alone what gives no clear date: grades without years, several ages in one sentence, an age with no date of birth', () => {
    const texts = lines.map((entry) => entry.text);
    // "3rd to 6th", "Kindergarten to 2nd": no year to place them.
    expect(texts.filter((text) => /Jackson Elementary|Edison Elementary/.test(text))).toEqual([]);
    // Two ages in the one answer about the grandmother who raised him (9 to 13, died at 16): not read.
    expect(texts.filter((text) => /grandm/i.test(text))).toEqual([]);

    const vague = chronology({ FamilyOfOrigin: { caregiverIncarcerationMore: 'He was gone most of my childhood, in and out.' }, ChildhoodAndHome: { childHomelessAge: 'young' } });
    expect(vague.map((entry) => entry.text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Father went to jail|no safe place/)]));

    const noBirthDate = chronology({ AboutYou: { dateOfBirth: null } });
    expect(noBirthDate.filter((entry) => entry.when.approximate)).toEqual([]);
    expect(noBirthDate.map((entry) => entry.text)).toEqual(expect.arrayContaining(['Birth of child Jaylen', 'Next court date']));
  });

  it("dates a caregiver's prison only when one is named (with two, the age could be either's)", () => {
    const both = chronology({ FamilyOfOrigin: { caregiverIncarceration: 'Mother|Father' } });
    expect(both.filter((entry) => /jail or prison/.test(entry.text))).toEqual([]);
  });

  it('leaves out of the court edition the drug use the client was never charged with, and keeps the rest', () => {
    const court = reportModelOf({ ...realisticCaseSources(), edition: 'court' }).chronology.map((entry) => entry.text);
    expect(court.filter((text) => /^First used/.test(text))).toEqual([]);
    expect(court).toEqual(expect.arrayContaining(['First drank alcohol', 'Father went to jail or prison', 'Next court date']));
    expect(lines.map((entry) => entry.text)).toEqual(expect.arrayContaining(['First used marijuana', 'First used cocaine or crack']));
  });

  it('writes "her" for a woman and "them" when the gender is not given', () => {
    expect(chronology({ AboutYou: { gender: 'Female' } }).map((entry) => entry.text)).toContain('An adult began to hurt her on purpose');
    expect(chronology({ AboutYou: { gender: null } }).map((entry) => entry.text)).toContain('An adult began to hurt them on purpose');
  });
});
