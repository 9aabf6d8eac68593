import { RealisticAnswers, realisticAnswersWith, realisticCaseSources } from '../../testing/realistic-case.js';
import type { RecordsAndPeople, RecordToRequest } from '../mitigation-report/report-model.js';
import { reportModelOf } from '../raw-report/report-contents.js';

const recordsAndPeopleOf = (answers = RealisticAnswers, edition: 'workProduct' | 'court' = 'workProduct'): RecordsAndPeople =>
  reportModelOf({ ...realisticCaseSources(answers), edition }).recordsAndPeople;

describe('records to request and people to talk to, in the realistic case', () => {
  const { records, people } = recordsAndPeopleOf();

  it('names every school, hospital, clinic, program, employer, court, jail and agency the client named, with the period', () => {
    const where = ({ institution, clientWords }: RecordToRequest) => (clientWords ? `“${institution}”` : institution);
    expect(records.map((record) => [record.kind, where(record), record.period])).toEqual([
      ['school', 'Briggs High School, Columbus, Ohio', '9th and part of 10th, 2003 to 2004'],
      ['school', 'Westmoor Middle School, Columbus, Ohio', '7th (twice) and 8th, 2000 to 2003'],
      ['school', 'Jackson Elementary, Dayton, Ohio', '3rd to 6th'],
      ['school', 'Edison Elementary, Dayton, Ohio', 'Kindergarten to 2nd'],
      ['school', 'Columbus State Community College, 2010', '2010'],
      ['medical', '“Grant Medical Center, 3 days in August 2023, after the accident at work”', 'August 2023'],
      // Named in three answers, one row: its fullest words.
      ['mental health', '“Netcare crisis unit, Columbus, October 2008, after my brother was killed; 3 days”', 'October 2008'],
      ['medical', 'The emergency rooms or hospitals that treated the head injuries', 'ages 8, 16, and 35'],
      ['medical', 'PrimaryOne Health on Parsons Avenue', 'now'],
      ['mental health', '“A counselor at Jackson Elementary when I was 10”', 'age 10'],
      ['mental health', '“Southeast Healthcare for depression in 2024, I went 4 times”', '2024'],
      ['treatment', '“Maryhaven outpatient in 2017, after my OVI; I finished the 12 weeks”', '2017'],
      ['treatment', '“AA at a church on Parsons Avenue for about two years”', null],
      ['employer', 'Scioto Valley Distribution', 'March 2011 to October 2023'],
      ['employer', 'Kroger on Hamilton Road', 'June 2008 to February 2011'],
      ['employer', "Wendy's on Cleveland Avenue", 'May 2004 to May 2008'],
      ['court', 'The juvenile court', 'from age 14'],
      ['court', 'The court in Columbus, Ohio', '2017'],
      ['court', 'The court in Columbus, Ohio', '2009'],
      ['court', 'The court in Columbus, Ohio', '2006'],
      ['jail or prison', 'Franklin County Corrections Center', 'since February 9, 2026'],
      ['jail or prison', '“Franklin County jail, 60 days in 2006 and 3 days in 2017”', '2006, 2017'],
      ['jail or prison', '“Juvenile detention about 3 months”', null],
      ['agency', 'Child protective services', 'age 9'],
      ['agency', 'The probation or parole department', null],
    ]);
  });

  it('says why each matters, resting on the answers that name it', () => {
    const byName = (name: string) => records.find((record) => record.institution.startsWith(name))!;
    expect(byName('Briggs').why).toBe('Grades and attendance, special-education records (IEP or 504 plan), the school’s testing (IQ or learning), and discipline');
    expect(byName('Scioto').why).toBe(
      'Personnel file: the work (forklift driver, then lead on second shift), evaluations, awards and discipline, and why the job ended (health problems)',
    );
    expect(byName('Franklin County Corrections').why).toBe('Medical and mental health records, and conduct (the client asked for mental health care there and did not get it)');
    expect(byName('Netcare').sources.map((source) => source.questionKey)).toEqual(['hospitalStaysMore', 'mentalHealthProviders', 'mentalHealthHospitalWhere']);
  });

  it('names each person once, with what they could speak to and how to reach them', () => {
    expect(people.map(({ name, relation, contact }) => [name, relation, contact])).toEqual([
      ['Denise Tillman', 'Mother', null],
      ['Raymond Tillman', 'Father', null],
      // Sister, supporter, emergency contact and named again in Anything Else: one person.
      ['Keisha Brooks', 'Sister', '614-555-0142, keisha.brooks@example.com'],
      ['Tiana Hughes', 'Half-sibling (same mother)', null],
      ['Shonda Mayfield', 'Partner', null],
      ['Gary Lindqvist', 'Supervisor at Scioto Valley Distribution', '614-555-0187, gary.lindqvist@example.com'],
      ['Ms. Pat', "Supervisor at Wendy's on Cleveland Avenue", null],
      ['Mr. Alvarez', 'Shop teacher at Briggs', null],
      // "Pastor Whitfield" and "Pastor James Whitfield": one person.
      ['Pastor James Whitfield', 'Faith leader (Greater New Hope Baptist Church)', null],
      ['Coach Darnell Owens', 'From the Linden Lions', null],
      ['Mrs. Ruth Carter', 'Neighbor', null],
      ['Aunt Bev', 'Close to the client now', null],
    ]);
    const gary = people.find((person) => person.name === 'Gary Lindqvist')!;
    expect(gary.canSpeakTo).toBe('the client at work (March 2011 to October 2023); wrote a letter of support (in the appendix)');
    // Andre died: not among the people to talk to.
    expect(people.map((person) => person.name)).not.toContain('Andre Tillman');
  });

  it('is the work product’s only: the court edition’s model holds no record and no person', () => {
    expect(recordsAndPeopleOf(RealisticAnswers, 'court')).toEqual({ records: [], people: [] });
  });
});

describe('records and people: nothing without its answers', () => {
  it('asks for no record the answers do not name, and names nobody the client did not', () => {
    const { records, people } = recordsAndPeopleOf(
      realisticAnswersWith({
        Employment: { job_1_boss: null, job_3_boss: null },
        ReligionAndCommunity: { faith: 'No', faithWhich: null, faithServices: null, faithLeader: null, faithMeaning: null, communityPeople: 'My neighbors on our street' },
        ChildhoodAndHome: { childServices: 'No', childServicesMore: null },
        CriminalHistory: { supervision: 'No', supervisionFinished: null },
      }),
    );
    expect(records.map((record) => record.institution)).not.toContain('Child protective services');
    expect(records.map((record) => record.institution)).not.toContain('The probation or parole department');
    expect(people.map((person) => person.name)).toEqual([
      'Denise Tillman',
      'Raymond Tillman',
      'Keisha Brooks',
      'Tiana Hughes',
      'Shonda Mayfield',
      'Mr. Alvarez',
      'Aunt Bev',
      'Gary Lindqvist',
      'Pastor James Whitfield',
    ]);
    // Gary is still named: by the letters page and by Anything Else, no longer as the boss.
    expect(people.find((person) => person.name === 'Gary Lindqvist')!.relation).toBe('Former supervisor');
  });

  it('asks for the service records of a client who served', () => {
    const { records } = recordsAndPeopleOf(realisticAnswersWith({ MilitaryService: { served: 'Yes', branch: 'Army', serviceStart: '2005-06-01', serviceEnd: '2009-06-01' } }));
    expect(records.find((record) => record.kind === 'military')).toMatchObject({
      institution: 'The Army',
      period: 'June 2005 to June 2009',
      why: 'Service records and the DD-214: service, deployments, injuries, discharge',
    });
  });
});
