import { AdjusterTitles, type Adjuster } from '@app/contracts';
import { LocalWriter } from '../../social-history/local-writer/local-writer.js';
import { socialHistoryPlan, writeSocialHistory } from '../../social-history/social-history.js';
import { pdfOf } from '../../testing/docx-package.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport } from './mitigation-report.js';

/**
 * The realistic case's Third Person variant as the court reads it (the local writer's, laid out by
 * LibreOffice): the prose a reader stumbled on, read back from the pages.
 */
const variantText = async (person: Adjuster) => {
  const sources = realisticCaseSources();
  const plan = socialHistoryPlan(person, sources.form, sources.answerSets, sources.letters, sources.client);
  const sections = await writeSocialHistory(plan, new LocalWriter());
  const model = reportModelOf({ ...sources, edition: 'court', variant: { title: AdjusterTitles[person], label: 'Written offline by rules' }, narrative: { person, sections } });
  const { pages } = await pdfOf(await buildMitigationReport(model));
  // Each page without its header (the first line) and its footer ("Page n of m"), its words on one line.
  return pages
    .map((page) =>
      page
        .split('\n')
        .filter((line) => line.trim())
        .slice(1)
        .filter((line) => !/^\s*Page \d+ of \d+\s*$/.test(line))
        .join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
};

/** The Third Person's Social History, from its heading to the letters' appendix; its cover. */
let thirdPerson: string;
let cover: string;
beforeAll(async () => {
  const text = await variantText('ThirdPerson');
  thirdPerson = text.slice(text.lastIndexOf('Social History'), text.lastIndexOf('Appendix: Letters of Support'));
  cover = text.slice(0, text.indexOf('At a Glance'));
}, 240_000);

describe('the Third Person variant, read as an attorney reads it', () => {
  it('promises on the court edition’s cover no citations its pages do not print', () => {
    expect(cover).toContain("A social history drawn from the client's answers and letters of support. Written offline by rules.");
    expect(cover).not.toContain('citing');
    expect(thirdPerson).not.toMatch(/\(p\. \d+\)/);
  });

  it('names the people a client checked as English: his mother, a grandparent, and an older brother or sister', () => {
    expect(thirdPerson).toContain('Asked who raised him, he named his mother, a grandparent, and an older brother or sister.');
    expect(thirdPerson).toContain('Among the caregivers who drank or used drugs, he names his mother and his father.');
    expect(thirdPerson).not.toMatch(/named mother|names mother/);
  });

  it('writes an option that addresses the client (“you”) with his pronoun', () => {
    expect(thirdPerson).toContain('a doctor or dentist, and an adult to watch him.');
    expect(thirdPerson).toContain('and feeling sick when he stopped.');
    expect(thirdPerson).toContain('anger he could not control');
    expect(thirdPerson).not.toMatch(/\b(you|your)\b(?![^“]*”)/);
  });

  it('writes what the client checked as clauses of a sentence: what happened to him, why he left school', () => {
    expect(thirdPerson).toContain(
      'Mr. Tillman reports that he was hit, kicked or beaten by a family member, was threatened with a weapon, saw someone killed or badly hurt, lost someone close to violence, and was robbed or attacked.',
    );
    expect(thirdPerson).toContain('He left school at 17 because he was kicked out, because of problems at home, and because school was too hard.');
    expect(thirdPerson).not.toMatch(/named hit, kicked|naming as the reasons/);
  });

  it('tells the homes in life order by month (as the report’s other periods), the home with no end date as his still, and the partner with how long', () => {
    const [reynoldsburg, hilltop, linden] = [
      'He lived in Reynoldsburg, Ohio from January 2012 to August 2016',
      'He lived in Columbus, Ohio (Hilltop) from September 2016 to May 2022',
      'He has lived in Columbus, Ohio (Linden) since June 2022, with “Shonda and MJ.”',
    ].map((words) => thirdPerson.indexOf(words));
    expect(reynoldsburg).toBeGreaterThan(0);
    expect(thirdPerson).toContain('to May 2022, on his own: “By myself, the kids on weekends.”');
    expect([reynoldsburg, hilltop, linden]).toEqual([reynoldsburg, hilltop, linden].sort((a, b) => a - b));
    expect(thirdPerson).toContain('He worked at Kroger on Hamilton Road (Stocker, nights) from June 2008 to February 2011, and left for a better job.');
    expect(thirdPerson).toContain('He has been with his partner, Shonda Mayfield, for 5 years.');
    // A son's "he" is not the client's.
    expect(thirdPerson).toContain('Jaylen, born February 18, 2010, lives with the other parent; Mr. Tillman has contact “every week.”');
    expect(thirdPerson).toContain('Mr. Tillman was born on September 12, 1987, in Dayton, Ohio.');
  });

  it('says what a short answer answers before quoting it', () => {
    expect(thirdPerson).toContain('He was abused as a child from the age of 5; asked by whom, he answered “My father.”');
    expect(thirdPerson).toContain('He was homeless as a child at the age of 12. Of how long, he writes, “About 4 months.');
    expect(thirdPerson).toContain("He left home at 17. Of why he left, he writes, “My mom's boyfriend and me fought all the time.");
  });

  it('says a run of like facts once: the schools in one sentence, the first uses in two (alcohol alone, which the court edition keeps)', () => {
    expect(thirdPerson).toContain(
      'He attended Edison Elementary in Dayton, Ohio (Kindergarten to 2nd), Jackson Elementary in Dayton, Ohio (3rd to 6th), Westmoor Middle School in Columbus, Ohio (7th (twice) and 8th, 2000 to 2003), and Briggs High School in Columbus, Ohio (9th and part of 10th, 2003 to 2004).',
    );
    expect(thirdPerson.match(/He attended/g)).toHaveLength(1);
    expect(thirdPerson).toContain('He first used alcohol at 12.');
    // The court edition leaves out the use of drugs never charged.
    expect(thirdPerson).not.toContain('marijuana at 13');
  });

  it('quotes a supporter first by what the letter says of the client, never by the writer’s introduction of themselves', () => {
    expect(thirdPerson).toContain(
      'His sister, Keisha Brooks, writes, “When we were kids our mother was sick a lot and our father was either in prison or hurting us. Marcus and I raised our little brother Andre and our sister Tiana. He walked them to school and made sure they ate when there was food to eat.”',
    );
    expect(thirdPerson).toContain('His former supervisor, Gary Lindqvist, writes, “Marcus was one of the most reliable people I have supervised in thirty years.');
    expect(thirdPerson).toContain(
      'Of how they know each other, Gary Lindqvist writes, “I was the second-shift manager at Scioto Valley Distribution. I hired Marcus Tillman in the spring of 2012',
    );
    // Each writer introduced where the history first quotes the letter, by name after that.
    expect(thirdPerson.match(/His sister, Keisha Brooks,/g)).toHaveLength(1);
    expect(thirdPerson).toContain('Keisha Brooks writes, “He worked at the warehouse for twelve years');
    // A sentence speaking of others by a pronoun ("them") is quoted with the sentence before it that says who they are.
    expect(thirdPerson).not.toMatch(/writes, “He walked them/);
    // The introductions are the letter's own, in the appendix.
    expect(thirdPerson).not.toContain('My name is Keisha Brooks');
    expect(thirdPerson).not.toContain('I am writing to tell you');
    expect(thirdPerson).not.toMatch(/Lindqvist, writes, “I was the second-shift manager/);
  });
});
